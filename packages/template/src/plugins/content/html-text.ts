import { isSpace } from './whitespace';

/**
 * Plain text out of record HTML (image captions, excerpts). Tags become a space so words on
 * either side stay apart; an unterminated tag at the end is dropped.
 */
const TAG = /<[^>]*>/g;
const OPEN_TAG_AT_END = /<[^>]*$/;

export function stripTags(html: string): string {
  if (html.indexOf('<') < 0) return html;
  return html.replace(TAG, ' ').replace(OPEN_TAG_AT_END, '');
}

const ZERO_WIDTH_SPACE = 0x200b;

/**
 * Does the HTML show any text once tags and blank characters are ignored? Zero-width space is
 * what editors leave behind in "empty" paragraphs, so it counts as blank. Scans in place: this
 * runs for every item of a list.
 */
export function hasVisibleText(html: string): boolean {
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (c === 0x3c /* < */) {
      const end = html.indexOf('>', i + 1);
      if (end < 0) return false;
      i = end;
    } else if (!isSpace(c) && c !== ZERO_WIDTH_SPACE) {
      return true;
    }
  }
  return false;
}

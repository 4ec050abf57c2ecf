import type { Context } from '../../exec/context';
import { lenientNumber } from '../../exec/lenient';
import { field, isTruthy, scalarText } from '../../exec/values';
import { lookupFrom } from '../shared/site-settings';
import { stripTags } from './html-text';

/** Block type of an image block: its images carry merchant-written alt text. */
const IMAGE_BLOCK = 5;
/** Alt text derived from a caption is capped (spec §9). */
const MAX_DERIVED_ALT = 250;
const BLOCK_TYPE = ['blockType'];

/**
 * Alt text of an image asset. Inside an image block the merchant's altText (trimmed) is
 * authoritative, even when empty (an empty alt marks a decorative image). Elsewhere it is derived: the title, else the
 * caption as plain text, else the file name.
 * `via` is the value the image was reached through (a gallery, a cover owner), consulted for
 * the block type before the enclosing sections.
 */
export function imageAlt(ctx: Context, image: unknown, via?: unknown): string {
  if (lenientNumber(lookupFrom(ctx, BLOCK_TYPE, image, via)) === IMAGE_BLOCK) {
    return scalarText(field(image, 'altText')).trim();
  }
  const title = field(image, 'title');
  if (isTruthy(title)) return scalarText(title);
  const body = scalarText(field(image, 'body'));
  if (body !== '') return capAlt(stripTags(body));
  return scalarText(field(image, 'filename'));
}

function capAlt(text: string): string {
  if (text.length <= MAX_DERIVED_ALT) return text;
  let end = MAX_DERIVED_ALT;
  // never leave half of a surrogate pair at the end
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}

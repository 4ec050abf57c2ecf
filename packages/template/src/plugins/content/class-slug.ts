import { isSpace } from './whitespace';

/**
 * A CSS class fragment from a name: lower case, only ASCII letters, digits and hyphens, each run
 * of whitespace one hyphen; other characters are dropped ("Foo Bar!" -> "foo-bar",
 * "a ! b" -> "a-b", "a - b" -> "a---b"). Runs once per category and tag of every listed item,
 * hence the single pass instead of a chain of regular expressions.
 */
export function classSlug(name: string): string {
  if (isSlug(name)) return name;
  let out = '';
  let inSpace = false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0x80) {
      // a few non-ASCII letters lower-case to ASCII (the Kelvin sign to "k")
      const lower = name[i].toLowerCase();
      if (lower.charCodeAt(0) < 0x80) {
        out += slugChars(lower);
        inSpace = false;
      } else if (isSpace(c)) {
        if (!inSpace) out += '-';
        inSpace = true;
      }
      continue;
    }
    if (isSlugChar(c)) {
      out += name[i];
      inSpace = false;
    } else if (c >= 0x41 && c <= 0x5a) {
      out += String.fromCharCode(c + 32);
      inSpace = false;
    } else if (isSpace(c)) {
      if (!inSpace) out += '-';
      inSpace = true;
    }
  }
  return out;
}

function isSlug(name: string): boolean {
  for (let i = 0; i < name.length; i++) if (!isSlugChar(name.charCodeAt(i))) return false;
  return true;
}

function slugChars(ascii: string): string {
  let out = '';
  for (let i = 0; i < ascii.length; i++) if (isSlugChar(ascii.charCodeAt(i))) out += ascii[i];
  return out;
}

function isSlugChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

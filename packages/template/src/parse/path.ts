export type Path = readonly (string | number)[];

/**
 * Bounded intern table of parsed paths. Templates use the same few hundred names over and over
 * ("title", "@", "item.price"), so compiling one looks them up instead of re-validating and
 * re-splitting, and every compiled template shares the same small frozen arrays.
 */
const INTERN_LIMIT = 20_000;
const interned = new Map<string, Path | null>();

/**
 * Validate and split a variable path in one pass: "a.b.0" -> ["a", "b", 0]. Returns null when the
 * text is not a path. The first segment is "@", "@name", a word starting with a letter or "$", or
 * digits; later segments are words of letters, digits, "_", "-", "$" and "@". Purely numeric
 * segments become numbers so they index arrays.
 */
export function parsePath(text: string): Path | null {
  let path = interned.get(text);
  if (path !== undefined) return path;
  path = scanPath(text);
  if (interned.size < INTERN_LIMIT) interned.set(text, path);
  return path;
}

/** Like parsePath, for callers that already know the text is a path (formatter arguments). */
export function splitPath(text: string): (string | number)[] {
  const path = parsePath(text);
  return path === null ? text.split('.') : (path as (string | number)[]);
}

function scanPath(text: string): Path | null {
  const n = text.length;
  if (n === 0) return null;
  const out: (string | number)[] = [];
  let start = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 46; /* end acts as a dot */
    if (c !== 46) {
      if (!isWordChar(c)) return null;
      continue;
    }
    if (i === start) return null; // empty segment
    const segment = text.slice(start, i);
    const first = segment.charCodeAt(0);
    if (isDigits(segment)) {
      out.push(Number(segment));
    } else if (start === 0 && first !== 64 && !isLetter(first) && first !== 36 /* $ */) {
      return null;
    } else if (start > 0 || first !== 64 || !segment.includes('@', 1)) {
      out.push(segment);
    } else {
      return null;
    }
    start = i + 1;
  }
  return Object.freeze(out);
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isWordChar(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 36 || c === 64;
}

function isDigits(s: string): boolean {
  if (s.length > 9) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

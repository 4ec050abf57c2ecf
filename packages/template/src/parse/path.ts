/**
 * Split a variable path into segments: "a.b.0" -> ["a", "b", 0]. Purely numeric segments become
 * numbers so they index arrays; "@" and "@name" stay whole as the first segment.
 */
export function splitPath(path: string): (string | number)[] {
  if (path === '@') return ['@'];
  const parts = path.split('.');
  const out: (string | number)[] = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    out[i] = isIndex(p) ? Number(p) : p;
  }
  return out;
}

function isIndex(s: string): boolean {
  if (s.length === 0 || s.length > 9) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** A valid variable path: "@", "@name", words joined by dots ($, -, _ and digits allowed). */
export function isVariablePath(s: string): boolean {
  return /^(@[\w$-]*|[\w$-]+)(\.[\w$-]+)*$/.test(s) && s.indexOf('..') < 0;
}

/**
 * The language's view of JSON values: what counts as "present" for a section, what text a value
 * prints as, and when two values are the same. Formatters of every family read values through
 * these, so that a value means the same thing in every tag.
 */

/** Sections and `.if` enter only for values that are present and non-empty. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const _ in value) return true;
      return false;
    default:
      return false;
  }
}

/** What `{value}` prints: objects print nothing, arrays their elements joined by commas. */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return '';
      if (Array.isArray(value)) return value.map(arrayElementText).join(',');
      return '';
    default:
      return '';
  }
}

function arrayElementText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object' && !Array.isArray(value)) return '[object Object]';
  return toText(value);
}

/**
 * Text of a scalar field (a name, a label, a code): strings, numbers and booleans as written;
 * objects, arrays, null and missing values have no text of their own and read as ''.
 */
export function scalarText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** Coerce to a number the way formatters read numeric input: numbers and numeric strings. */
export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? fallback : n;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return fallback;
}

/** A JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Deep equality of JSON values, where a missing value and null are the same "nothing" (the
 * storefront's `equal?` and its from-price test both read them so).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  if (ka.length !== Object.keys(rb).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(rb, k) || !jsonEqual(ra[k], rb[k])) return false;
  }
  return true;
}

/** Property access on JSON values; undefined for anything that is not there. */
export { field } from './context';

/**
 * How product data fields are coerced. Merchant data is loosely typed (productType "1",
 * qtyInStock "3", isSubscribable "true"), and the storefront reads it leniently.
 */

/** Leading decimal text: sign, digits and point, no exponent ("3.5kg" -> 3.5, "1e2" -> 1). */
const LEADING_NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)/;

/** The number at the start of a text, NaN when there is none ("", "x", "Infinity", "."). */
export function leadingNumber(text: string): number {
  const m = LEADING_NUMBER.exec(text);
  return m === null ? Number.NaN : Number(m[0]);
}

/**
 * A number read the lenient way the storefront reads counts and codes: numbers as they are,
 * booleans as 1/0, strings by their leading numeric text ("2abc" -> 2, " 3" -> 3, "x" -> NaN);
 * null, arrays and objects are 0.
 */
export function lenientNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return leadingNumber(value);
    default:
      return 0;
  }
}

/** lenientNumber where text without a number, and anything non-finite, is 0. */
export function looseNumber(value: unknown): number {
  const n = lenientNumber(value);
  return Number.isFinite(n) ? n : 0;
}

/** A flag read the strict way: true, the exact string "true", or a non-zero whole number. */
export function strictFlag(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      // only whole numbers count as set: 0.5 is not a flag value
      return Number.isInteger(value) && value !== 0;
    case 'string':
      return value === 'true';
    default:
      return false;
  }
}

/** JSON value equality where a missing value and null are the same "nothing". */
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

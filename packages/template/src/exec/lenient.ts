/**
 * How plugins read loosely typed data fields. Storefront data comes from many producers
 * ("recordType": "2", "qtyInStock": " 3", "isSubscribable": "true"), and the storefront reads
 * codes, counts and flags leniently, but the same way in every family.
 */

/**
 * Leading decimal text: sign, digits and point; an exponent only after a point ("1.5e1" is 15,
 * "1e1" is 1), as the storefront reads numbers from text.
 */
const LEADING_NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*(?:[eE][-+]?\d+)?)?|\.\d+(?:[eE][-+]?\d+)?)/;

/** The number at the start of a text, NaN when there is none ("", "x", "Infinity", "."). */
function leadingNumber(text: string): number {
  const m = LEADING_NUMBER.exec(text);
  return m === null ? Number.NaN : Number(m[0]);
}

/**
 * A number read the lenient way: numbers as they are, booleans as 1/0, strings by their leading
 * numeric text ("2abc" -> 2, " 3" -> 3); text without a number is `unreadable` (NaN unless the
 * caller counts it as something else), and null, arrays and objects are 0.
 */
export function lenientNumber(value: unknown, unreadable = Number.NaN): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string': {
      const n = leadingNumber(value);
      return Number.isNaN(n) ? unreadable : n;
    }
    default:
      return 0;
  }
}

/** A flag read strictly: true, the exact string "true", or a non-zero whole number (not 0.5). */
export function strictFlag(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return Number.isInteger(value) && value !== 0;
    case 'string':
      return value === 'true';
    default:
      return false;
  }
}

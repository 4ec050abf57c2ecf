/**
 * How content and social helpers read loosely typed record fields. Record data arrives from many
 * producers ("recordType": "2", "calendarView": "true"), so numbers and flags are read leniently,
 * but the same way everywhere.
 */

/**
 * A number read leniently: numbers as they are, booleans as 1/0, strings by their leading numeric
 * text (" 2" -> 2, "2x" -> 2, "0x2" -> 0); anything else is NaN, which matches no code.
 */
export function looseNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return parseFloat(value);
    default:
      return Number.NaN;
  }
}

/** A flag read strictly: true, the exact string "true", or a non-zero whole number. */
export function flag(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && Number.isInteger(value);
    case 'string':
      return value === 'true';
    default:
      return false;
  }
}

/** Text of a scalar field; objects, arrays, null and missing values read as ''. */
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * How date formatters read a template value as an instant: numbers are epoch milliseconds,
 * strings are read as a leading base-10 integer ("1613597165345", " 12 " -> 12, "1e12" -> 1) or,
 * when they hold a point, a leading decimal ("7.50" -> 7.5),
 * booleans as 1/0 and anything else (missing, null, objects) as the epoch itself.
 * The result is NaN for strings without a leading integer.
 */
export function toEpochMs(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      // "7.50" keeps its fraction (a data-date attribute shows the instant as given).
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

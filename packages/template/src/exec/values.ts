/**
 * The language's view of JSON values: what counts as "present" for a section and what text a
 * value prints as.
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

/** Property access on JSON values; undefined for anything that is not there. */
export { field } from './context';

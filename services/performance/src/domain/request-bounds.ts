import { PAGE_PATH_MAX_LENGTH, PAGE_TYPE_PATTERN } from '@storefront/performance-rules';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { performanceMessages } from './messages';

/**
 * The bounds of what callers may ask. Every field is checked before anything is read, so a
 * malformed request costs no query.
 */

/** proto: 0 means the default; above the maximum is the maximum; negative is a mistake. */
export function countAsked(value: number, field: string, bounds: { default: number; max: number }): number {
  if (value < 0) throw new InvalidArgumentError(performanceMessages.negative(field));
  if (value === 0) return bounds.default;
  return Math.min(value, bounds.max);
}

/** '' (every page) or a path as the collector sends it. */
export function pathFilter(value: string): string {
  if (value !== '' && !(value.startsWith('/') && value.length <= PAGE_PATH_MAX_LENGTH))
    throw new InvalidArgumentError(performanceMessages.pathInvalid);
  return value;
}

/** '' (every page type) or one of spec §2's page types as the page context names it. */
export function pageTypeFilter(value: string): string {
  if (!PAGE_TYPE_PATTERN.test(value)) throw new InvalidArgumentError(performanceMessages.pageTypeInvalid);
  return value;
}

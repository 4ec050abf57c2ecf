import type { Stock } from './availability';

/** At or under this many pieces left a limited variant is scarce: the scarcity wording names the count. */
export const SCARCITY_THRESHOLD = 3;

/** A limited variant with a few pieces left (none left is sold out, not scarce). */
export function isScarce(stock: Stock): boolean {
  return !stock.unlimited && stock.qtyInStock > 0 && stock.qtyInStock <= SCARCITY_THRESHOLD;
}

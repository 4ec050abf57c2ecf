/** Product predicates over the current node (a product item). */
import type { Predicate } from '../../plugin';
import { testNode } from '../../plugin';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './product';

export const productPredicates: Record<string, Predicate> = {
  'on-sale?': testNode(isOnSale),
  'sold-out?': testNode(isSoldOut),
  'varied-prices?': testNode(hasVariedPrices),
  'has-variants?': testNode(hasVariants),
};

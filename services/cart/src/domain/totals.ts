import { PRODUCT_TYPE } from '@storefront/commerce';
import type { CartTotals } from '@storefront/contracts';
import type { CartEntry } from './cart';

export function entrySubtotalCents(entry: Pick<CartEntry, 'quantity' | 'purchasePriceCents'>): number {
  return entry.quantity * entry.purchasePriceCents;
}

/** Gift cards are delivered by email, so they count as digital goods. */
function isDigital(entry: CartEntry): boolean {
  return entry.productType === PRODUCT_TYPE.digital || entry.productType === PRODUCT_TYPE.giftCard;
}

/**
 * Tax, shipping and discounts are 0 until taxes, shipping options and coupons exist; the grand
 * total already has its final shape so those only fill in their terms.
 */
export function cartTotals(entries: readonly CartEntry[]): CartTotals {
  const subtotalCents = entries.reduce((sum, entry) => sum + entrySubtotalCents(entry), 0);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  const hasDigital = entries.some(isDigital);
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((entry) => entry.productType === PRODUCT_TYPE.physical),
  };
}

import {
  checkoutTotals,
  isCurrencyCode,
  lineRequiresShipping,
  PRODUCT_TYPE,
  type CouponBenefit,
  type TaxRule,
} from '@storefront/commerce';
import type { CartTotals } from '@storefront/contracts';
import type { CartEntry } from './cart';

export function entrySubtotalCents(entry: Pick<CartEntry, 'quantity' | 'purchasePriceCents'>): number {
  return entry.quantity * entry.purchasePriceCents;
}

/** Gift cards are delivered by email, so they count as digital goods. */
function isDigital(entry: CartEntry): boolean {
  return entry.productType === PRODUCT_TYPE.digital || entry.productType === PRODUCT_TYPE.giftCard;
}

/** What the checkout adds to the entries' prices (domain/checkout.ts decides it). */
export interface CartCharges {
  validCoupons: readonly CouponBenefit[];
  shippingCostCents: number;
  taxRules: readonly TaxRule[];
}

export const NO_CHARGES: CartCharges = { validCoupons: [], shippingCostCents: 0, taxRules: [] };

/**
 * Spec §3 totals, computed by @storefront/commerce's checkoutTotals so the browser's summary and
 * the cart service add up the same way: grand total = subtotal − discount + shipping + tax.
 */
export function cartTotals(
  entries: readonly CartEntry[],
  currency: string,
  charges: CartCharges = NO_CHARGES,
): CartTotals {
  const totals = checkoutTotals({
    // a cart's currency is a store currency; the default only guards rows written before it was kept
    currency: isCurrencyCode(currency) ? currency : 'USD',
    lines: entries.map((entry) => ({ unitPriceCents: entry.purchasePriceCents, quantity: entry.quantity })),
    ...charges,
  });
  return {
    ...totals,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: entries.some(isDigital),
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((entry) => lineRequiresShipping(entry.productType)),
  };
}

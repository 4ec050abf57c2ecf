import { type CurrencyCode, isCurrencyCode } from '../money';
import { couponDiscountOf, type CouponBenefit } from './coupons';
import { assertWhole } from './minor-units';
import { totalTax, type TaxRule } from './tax';

/** A cart line as the totals see it: the price of one piece and how many. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface CheckoutTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
}

/**
 * Spec §3 cart totals, all in integer minor units of `currency`:
 * grand total = subtotal − discount + shipping + tax, exactly.
 * - discount: each price coupon's share of the subtotal, together never above the subtotal;
 * - shipping: the chosen option's cost, nothing with a free-shipping coupon;
 * - tax: each applicable rule on the subtotal after discount (plus shipping where the rule taxes
 *   shipping), rounded half up per rule (see tax.ts).
 * Throws a RangeError on an amount that is not whole, non-negative minor units, so no total is
 * ever made from a float.
 */
export function checkoutTotals(input: {
  currency: CurrencyCode;
  lines: readonly PricedLine[];
  validCoupons: readonly CouponBenefit[];
  shippingCostCents: number;
  taxRules: readonly TaxRule[];
}): CheckoutTotals {
  if (!isCurrencyCode(input.currency)) throw new RangeError(`Unknown store currency ${String(input.currency)}`);
  let subtotalCents = 0;
  for (const line of input.lines) {
    assertWhole('unitPriceCents', line.unitPriceCents);
    assertWhole('quantity', line.quantity);
    subtotalCents += line.unitPriceCents * line.quantity;
  }
  assertWhole('subtotal', subtotalCents);
  assertWhole('shippingCostCents', input.shippingCostCents);

  const couponsTake = input.validCoupons.reduce((sum, coupon) => sum + couponDiscountOf(coupon, subtotalCents), 0);
  const discountCents = Math.min(subtotalCents, couponsTake);
  const freeShipping = input.validCoupons.some((coupon) => coupon.kind === 'freeShipping');
  const shippingCostCents = freeShipping ? 0 : input.shippingCostCents;
  const taxCents = totalTax(input.taxRules, {
    discountedSubtotalCents: subtotalCents - discountCents,
    shippingCostCents,
  });
  const grandTotalCents = subtotalCents - discountCents + shippingCostCents + taxCents;
  assertWhole('grand total', grandTotalCents);
  return { subtotalCents, discountCents, shippingCostCents, taxCents, grandTotalCents };
}

import {
  couponDiscountOf,
  isCurrencyCode,
  judgeCoupons,
  normalizeCouponCode,
  shippingOptionsFor,
  applicableTaxRules,
  taxOf,
  type Coupon,
  type CouponUsage,
  type ShippingOption,
  type ShippingRate,
  type TaxRule,
} from '@storefront/commerce';
import type { CartTotals } from '@storefront/contracts';
import type { CartEntry } from './cart';
import type { CheckoutDetails } from './checkout-details';
import { cartTotals } from './totals';

/** The owner's checkout settings as the cart prices with them. */
export interface CheckoutRules {
  shippingRates: ShippingRate[];
  taxRules: TaxRule[];
  coupons: Coupon[];
}

export const NO_RULES: CheckoutRules = { shippingRates: [], taxRules: [], coupons: [] };

export interface ShippingLocation {
  countryCode: string;
  region: string;
}

/** Spec §3 checkout fields of a cart, and its totals with them. */
export interface CartCheckout {
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: (TaxRule & { taxCents: number })[];
  coupons: string[];
  validCoupons: string[];
  invalidCoupons: { code: string; reason: string }[];
  totals: CartTotals;
}

/**
 * Where the cart is taxed and shipped to: the shipping address; a cart that ships nothing has no
 * shipping step, so its billing address (when given) places it.
 */
function locationOf(details: CheckoutDetails, requiresShipping: boolean): ShippingLocation | null {
  const address = requiresShipping ? details.shippingAddress : (details.billingAddress ?? details.shippingAddress);
  return address ? { countryCode: address.countryCode, region: address.region } : null;
}

/**
 * Prices a cart with its checkout details: coupons judged first (the discount decides whether a
 * free-above rate applies), then the shipping options for the location, the chosen one or, when
 * none was chosen or it no longer applies (the country changed), the cheapest; then the tax rules
 * of the location. Every figure comes from @storefront/commerce's checkout rules.
 */
export function priceCheckout(input: {
  entries: readonly CartEntry[];
  currency: string;
  details: CheckoutDetails;
  rules: CheckoutRules;
  usageOf: (code: string) => CouponUsage;
  now: Date;
}): CartCheckout {
  const { entries, details, rules } = input;
  const currency = isCurrencyCode(input.currency) ? input.currency : undefined;
  const plain = cartTotals(entries, input.currency);
  const judged = judgeCoupons(details.couponCodes, rules.coupons, {
    subtotalCents: plain.subtotalCents,
    now: input.now,
    usageOf: input.usageOf,
    currency,
  });
  const discountCents = Math.min(
    plain.subtotalCents,
    judged.valid.reduce((sum, coupon) => sum + couponDiscountOf(coupon, plain.subtotalCents), 0),
  );

  const location = locationOf(details, plain.requiresShipping);
  const shippingOptions = location
    ? shippingOptionsFor(
        {
          lines: entries.map((entry) => ({ productType: entry.productType, quantity: entry.quantity })),
          subtotalCents: plain.subtotalCents - discountCents,
          countryCode: location.countryCode,
        },
        rules.shippingRates,
      )
    : [];
  const selected =
    shippingOptions.find((option) => option.id === details.shippingOptionId) ?? shippingOptions[0] ?? null;
  const taxRules = location ? applicableTaxRules(rules.taxRules, location) : [];
  const totals = cartTotals(entries, input.currency, {
    validCoupons: judged.valid,
    shippingCostCents: selected?.costCents ?? 0,
    taxRules,
  });
  const base = {
    discountedSubtotalCents: totals.subtotalCents - totals.discountCents,
    shippingCostCents: totals.shippingCostCents,
  };
  return {
    shippingOptions,
    selectedShippingOption: selected,
    shippingLocation: location,
    applicableTaxRules: taxRules.map((rule) => ({ ...rule, taxCents: taxOf(rule, base) })),
    coupons: details.couponCodes,
    validCoupons: judged.valid.map((coupon) => normalizeCouponCode(coupon.code)),
    invalidCoupons: judged.invalid,
    totals,
  };
}

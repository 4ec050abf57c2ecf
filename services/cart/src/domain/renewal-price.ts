import { priceCheckout, type CheckoutRules } from './checkout';
import type { CartEntry } from './cart';
import { shippingRefusal } from './order-delivery';
import type { Subscription } from './subscription';

/** What one renewal bills, and how it ships. */
export interface RenewalPrice {
  subtotalCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** The shipping option's name; '' when nothing ships. */
  shippingMethod: string;
  /** False when the subscription ships to an address none of the store's shipping rates reaches any more. */
  ships: boolean;
}

/** The subscription's line as a cart entry, the shape the checkout prices. */
function entryOf({ line, currency }: Subscription): CartEntry {
  return {
    id: line.itemId,
    itemId: line.itemId,
    variantId: line.variantId,
    sku: line.sku,
    attributes: {},
    optionNames: [],
    title: line.title,
    quantity: line.quantity,
    purchasePriceCents: line.purchasePriceCents,
    currency,
    productType: line.productType,
    url: '',
    imageUrl: '',
    additionalFields: null,
  };
}

/**
 * A renewal is priced as its checkout would be today: the line at the price it was bought for,
 * shipping to the subscription's address by its chosen option (the cheapest that applies when that
 * one is gone) and the tax rules of the day. Coupons were for the first order only. A subscription
 * bought without an address (nothing ships) pays its line alone.
 */
export function priceRenewal(subscription: Subscription, rules: CheckoutRules, now: Date): RenewalPrice {
  const priced = priceCheckout({
    entries: [entryOf(subscription)],
    currency: subscription.currency,
    details: {
      email: subscription.email,
      shippingAddress: subscription.shippingAddress,
      billingAddress: subscription.billingAddress,
      shippingOptionId: subscription.shippingOptionId,
      couponCodes: [],
    },
    rules: { ...rules, coupons: [] },
    usageOf: () => ({ total: 0, byCustomer: 0 }),
    now,
  });
  const { totals, selectedShippingOption } = priced;
  const addressed = subscription.shippingAddress !== null && totals.requiresShipping;
  return {
    subtotalCents: totals.subtotalCents,
    shippingCostCents: totals.shippingCostCents,
    taxCents: totals.taxCents,
    grandTotalCents: totals.grandTotalCents,
    shippingMethod: addressed ? (selectedShippingOption?.name ?? '') : '',
    // the rule its first order was placed under (a store without rates delivers otherwise)
    ships: !addressed || shippingRefusal(priced, rules.shippingRates.length > 0) === undefined,
  };
}

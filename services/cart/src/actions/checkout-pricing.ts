import type { Database } from '@storefront/service-kit';
import type { Cart } from '../domain/cart';
import { priceCheckout, type CartCheckout, type CheckoutRules } from '../domain/checkout';
import { EMPTY_DETAILS, hasCheckout, type CheckoutDetails } from '../domain/checkout-details';
import { readCheckoutInputs } from '../store/checkout-details';
import { readCheckoutRules } from '../store/checkout-settings';
import { couponUsage } from '../store/coupon-usage';

/** A cart priced, and the checkout details it was priced with. */
export type PricedCart = CartCheckout & { details: CheckoutDetails };

/**
 * A shopping or subscription cart priced with its checkout details and the owner's settings (spec
 * §3 checkout fields). A cart nobody started checking out has no details, so it costs one small read
 * and no settings are read for it; otherwise details and settings come in that one read. A gift
 * card's cart has a checkout path of its own: no details.
 */
export async function priceCart(
  db: Database,
  cart: Cart,
  known?: { details: CheckoutDetails; rules?: CheckoutRules | undefined },
): Promise<PricedCart> {
  const { details, rules } = known
    ? {
        details: known.details,
        rules: known.rules ?? (known.details !== EMPTY_DETAILS ? await readCheckoutRules(db) : undefined),
      }
    : hasCheckout(cart.kind) && cart.entries.length > 0
      ? await readCheckoutInputs(db, cart.id)
      : { details: EMPTY_DETAILS, rules: undefined };
  const usageOf = rules
    ? await couponUsage(db, details.couponCodes, details.email.toLowerCase())
    : () => ({ total: 0, byCustomer: 0 });
  const priced = priceCheckout({
    entries: cart.entries,
    currency: cart.currency,
    details,
    rules: rules ?? { shippingRates: [], taxRules: [], coupons: [] },
    usageOf,
    now: new Date(),
  });
  return { ...priced, details };
}

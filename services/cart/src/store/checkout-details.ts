import { rows, type Database } from '@storefront/service-kit';
import { eq, sql } from 'drizzle-orm';
import type { CheckoutRules } from '../domain/checkout';
import { EMPTY_DETAILS, type CheckoutAddress, type CheckoutDetails } from '../domain/checkout-details';
import { CHECKOUT_RULES_JSON, checkoutRulesOf, type CheckoutRulesJson } from './checkout-settings';
import { checkoutDetails } from './checkout-schema';

/** The details the shopper entered for a cart; EMPTY_DETAILS before the first change. */
export async function readCheckoutDetails(db: Database, cartId: string): Promise<CheckoutDetails> {
  const [row] = await db.select().from(checkoutDetails).where(eq(checkoutDetails.cartId, cartId));
  if (!row) return EMPTY_DETAILS;
  return {
    email: row.email,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    shippingOptionId: row.shippingOptionId,
    couponCodes: row.couponCodes,
  };
}

/**
 * The details the shopper entered for a cart and, once there are any, the owner's rules that
 * price them, in one statement; EMPTY_DETAILS and no rules before the first change.
 */
export async function readCheckoutInputs(
  db: Database,
  cartId: string,
): Promise<{ details: CheckoutDetails; rules: CheckoutRules | undefined }> {
  const [row] = await rows<{
    email: string;
    shipping_address: CheckoutAddress | null;
    billing_address: CheckoutAddress | null;
    shipping_option_id: string | null;
    coupon_codes: string[];
    rules: CheckoutRulesJson;
  }>(
    db,
    sql`select email, shipping_address, billing_address, shipping_option_id, coupon_codes, ${CHECKOUT_RULES_JSON} as rules
        from checkout_details where cart_id = ${cartId}`,
  );
  if (!row) return { details: EMPTY_DETAILS, rules: undefined };
  return {
    details: {
      email: row.email,
      shippingAddress: row.shipping_address,
      billingAddress: row.billing_address,
      shippingOptionId: row.shipping_option_id,
      couponCodes: row.coupon_codes,
    },
    rules: checkoutRulesOf(row.rules),
  };
}

/** Stores the details whole in one statement: a repeat writes the same row again. */
export async function writeCheckoutDetails(db: Database, cartId: string, details: CheckoutDetails): Promise<void> {
  const values = { ...details, updatedAt: new Date() };
  await db
    .insert(checkoutDetails)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: checkoutDetails.cartId, set: values });
}

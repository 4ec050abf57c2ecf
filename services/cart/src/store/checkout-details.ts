import { rows, type Database } from '@storefront/service-kit';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CheckoutRules } from '../domain/checkout';
import { EMPTY_DETAILS, type CheckoutDetails } from '../domain/checkout-details';
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

/** What prices a shopping cart: the shopper's details and, once there are any, the owner's rules. */
export interface CheckoutInputs {
  details: CheckoutDetails;
  /** undefined: no details yet, so nothing to price with them. */
  rules: CheckoutRules | undefined;
}

/**
 * CheckoutInputs of a cart as one JSON value (null before the first change): a subquery, so a read
 * that needs them anyway (a new placement's) takes them in the same statement.
 */
export const checkoutInputsJson = (cartId: string): SQL => sql`(select json_build_object(
    'details', json_build_object('email', email, 'shippingAddress', shipping_address, 'billingAddress', billing_address,
      'shippingOptionId', shipping_option_id, 'couponCodes', coupon_codes),
    'rules', ${CHECKOUT_RULES_JSON})
  from checkout_details where cart_id = ${cartId})`;

export type CheckoutInputsJson = { details: CheckoutDetails; rules: CheckoutRulesJson } | null;

export const checkoutInputsOf = (json: CheckoutInputsJson): CheckoutInputs =>
  json ? { details: json.details, rules: checkoutRulesOf(json.rules) } : { details: EMPTY_DETAILS, rules: undefined };

/** The CheckoutInputs of a cart, in one statement. */
export async function readCheckoutInputs(db: Database, cartId: string): Promise<CheckoutInputs> {
  const [row] = await rows<{ inputs: CheckoutInputsJson }>(db, sql`select ${checkoutInputsJson(cartId)} as inputs`);
  return checkoutInputsOf(row!.inputs);
}

/** Stores the details whole in one statement: a repeat writes the same row again. */
export async function writeCheckoutDetails(db: Database, cartId: string, details: CheckoutDetails): Promise<void> {
  const values = { ...details, updatedAt: new Date() };
  await db
    .insert(checkoutDetails)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: checkoutDetails.cartId, set: values });
}

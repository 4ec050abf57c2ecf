import type { Database } from '@storefront/service-kit';
import { eq } from 'drizzle-orm';
import { EMPTY_DETAILS, type CheckoutDetails } from '../domain/checkout-details';
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

/** Stores the details whole in one statement: a repeat writes the same row again. */
export async function writeCheckoutDetails(db: Database, cartId: string, details: CheckoutDetails): Promise<void> {
  const values = { ...details, updatedAt: new Date() };
  await db
    .insert(checkoutDetails)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: checkoutDetails.cartId, set: values });
}

import { COUPON_MESSAGES, judgeCoupons, normalizeCouponCode, isCurrencyCode } from '@storefront/commerce';
import { FailedPreconditionError, type Database } from '@storefront/service-kit';
import { asc, inArray } from 'drizzle-orm';
import type { Cart } from '../domain/cart';
import { cartTotals } from '../domain/totals';
import { readCheckoutDetails } from './checkout-details';
import { couponRedemptions, coupons } from './checkout-schema';
import { couponOfRow } from './checkout-settings';
import { couponUsage, redeemedFor } from './coupon-usage';

/** A coupon the order counted on is used up (in all, or by this customer) by the time it is placed. */
export class CouponRefusedError extends FailedPreconditionError {}

/**
 * Records that order `orderId` used the cart's coupon, inside the caller's transaction (the order's
 * placement), and refuses past a coupon's total or per-customer limit. Each coupon row is locked
 * (SELECT ... FOR UPDATE, in code order so two placements never wait on each other crosswise)
 * before its uses are counted, so concurrent placements are counted one after the other and the
 * limit holds exactly. A repeat for the same order counts once (unique code and order). Answers
 * the codes redeemed; throws CouponRefusedError (FAILED_PRECONDITION) with the coupon's reason.
 * `pricedWith`, the valid coupons the order was priced with, leaves out the codes it was not.
 */
export async function redeemCoupons(
  tx: Database,
  cart: Pick<Cart, 'id' | 'entries' | 'currency'>,
  orderId: string,
  customerKey: string,
  pricedWith?: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  // an order priced with no coupon redeems none: nothing to read
  if (pricedWith?.length === 0) return [];
  const customer = customerKey.trim().toLowerCase();
  const details = await readCheckoutDetails(tx, cart.id);
  // only the coupons the order was priced with: a code the shopper was told is used up costs nothing
  const wanted = pricedWith && new Set(pricedWith.map(normalizeCouponCode));
  const codes = [...new Set(details.couponCodes.map(normalizeCouponCode))]
    .filter((code) => code !== '' && (!wanted || wanted.has(code)))
    .sort();
  if (codes.length === 0) return [];
  const locked = await tx
    .select()
    .from(coupons)
    .where(inArray(coupons.code, codes))
    .orderBy(asc(coupons.code))
    .for('update');

  // The coupon the cart was priced with, limits aside: those are checked below on locked counts.
  const { subtotalCents } = cartTotals(cart.entries, cart.currency);
  const intended = judgeCoupons(details.couponCodes, locked.map(couponOfRow), {
    subtotalCents,
    now,
    usageOf: () => ({ total: 0, byCustomer: 0 }),
    currency: isCurrencyCode(cart.currency) ? cart.currency : undefined,
  }).valid;

  const redeemed: string[] = [];
  for (const coupon of intended) {
    const code = normalizeCouponCode(coupon.code);
    redeemed.push(code);
    if (await redeemedFor(tx, code, orderId)) continue;
    const usage = (await couponUsage(tx, [code], customer))(code);
    if (coupon.totalUsageLimit != null && usage.total >= coupon.totalUsageLimit) {
      throw new CouponRefusedError(COUPON_MESSAGES.usedUp);
    }
    if (coupon.perCustomerLimit != null && usage.byCustomer >= coupon.perCustomerLimit) {
      throw new CouponRefusedError(COUPON_MESSAGES.usedByCustomer);
    }
    await tx.insert(couponRedemptions).values({ code, orderId, customerKey: customer }).onConflictDoNothing();
  }
  return redeemed;
}

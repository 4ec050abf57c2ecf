import type { Coupon, ShippingRate, TaxRule } from '@storefront/commerce';
import type { Database } from '@storefront/service-kit';
import { asc, count, sql } from 'drizzle-orm';
import type { CheckoutRules } from '../domain/checkout';
import { checkoutSettings, couponRedemptions, coupons } from './checkout-schema';

const SETTINGS_ROW = 1;

type CouponRow = typeof coupons.$inferSelect;

export function couponOfRow(row: CouponRow): Coupon {
  const benefit: Pick<Coupon, 'kind'> & Partial<{ percent: number; amountCents: number }> =
    row.kind === 'percentage'
      ? { kind: 'percentage', percent: row.percent }
      : row.kind === 'fixedAmount'
        ? { kind: 'fixedAmount', amountCents: row.amountCents }
        : { kind: 'freeShipping' };
  return {
    ...(benefit as Coupon),
    code: row.code,
    minimumSubtotalCents: row.minimumSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalUsageLimit: row.totalUsageLimit,
    perCustomerLimit: row.perCustomerLimit,
  };
}

function rowOfCoupon(coupon: Coupon, position: number): typeof coupons.$inferInsert {
  return {
    code: coupon.code.trim().toUpperCase(),
    kind: coupon.kind,
    percent: coupon.kind === 'percentage' ? coupon.percent : 0,
    amountCents: coupon.kind === 'fixedAmount' ? coupon.amountCents : 0,
    minimumSubtotalCents: coupon.minimumSubtotalCents ?? 0,
    startsAt: coupon.startsAt ?? null,
    endsAt: coupon.endsAt ?? null,
    totalUsageLimit: coupon.totalUsageLimit ?? null,
    perCustomerLimit: coupon.perCustomerLimit ?? null,
    position,
  };
}

/** The owner's rates, rules and coupons; empty lists before the owner (or the demo seed) saved any. */
export async function readCheckoutRules(db: Database): Promise<CheckoutRules> {
  const [settings] = await db.select().from(checkoutSettings);
  const couponRows = await db.select().from(coupons).orderBy(asc(coupons.position));
  return {
    shippingRates: settings?.shippingRates ?? [],
    taxRules: settings?.taxRules ?? [],
    coupons: couponRows.map(couponOfRow),
  };
}

/** Orders that used each code so far, for the owner's list. */
export async function timesUsedByCode(db: Database): Promise<Map<string, number>> {
  const used = await db
    .select({ code: couponRedemptions.code, times: count() })
    .from(couponRedemptions)
    .groupBy(couponRedemptions.code);
  return new Map(used.map((row) => [row.code, Number(row.times)]));
}

/**
 * Replaces the three lists whole, in one transaction so a cart is never priced with half of a
 * change. Redemptions are kept by code: a coupon saved again keeps its count.
 */
export async function replaceCheckoutRules(
  db: Database,
  rules: { shippingRates: ShippingRate[]; taxRules: TaxRule[]; coupons: Coupon[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { shippingRates: rules.shippingRates, taxRules: rules.taxRules, updatedAt: new Date() };
    await tx
      .insert(checkoutSettings)
      .values({ id: SETTINGS_ROW, ...values })
      .onConflictDoUpdate({ target: checkoutSettings.id, set: values });
    await tx.delete(coupons);
    if (rules.coupons.length > 0) await tx.insert(coupons).values(rules.coupons.map(rowOfCoupon));
  });
}

/** Whether the owner (or the seed) ever saved checkout settings. */
export async function hasCheckoutSettings(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(checkoutSettings)
    .limit(1);
  return row !== undefined;
}

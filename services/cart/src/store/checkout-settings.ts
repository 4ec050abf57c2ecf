import type { Coupon, ShippingRate, TaxRule } from '@storefront/commerce';
import { rows, type Database } from '@storefront/service-kit';
import { count, sql } from 'drizzle-orm';
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

/**
 * The owner's rates, rules and coupons (coupons in the owner's order) as one JSON value: one
 * subquery, so a priced cart reads them in the same statement as its details.
 */
export const CHECKOUT_RULES_JSON = sql`json_build_object(
  'shippingRates', coalesce((select shipping_rates from checkout_settings limit 1), '[]'::jsonb),
  'taxRules', coalesce((select tax_rules from checkout_settings limit 1), '[]'::jsonb),
  'coupons', coalesce((select json_agg(json_build_object('code', code, 'kind', kind, 'percent', percent,
      'amountCents', amount_cents, 'minimumSubtotalCents', minimum_subtotal_cents, 'startsAt', starts_at,
      'endsAt', ends_at, 'totalUsageLimit', total_usage_limit, 'perCustomerLimit', per_customer_limit,
      'position', position) order by position) from coupons), '[]'::json))`;

/** CHECKOUT_RULES_JSON as it arrives: timestamps are ISO strings there. */
export interface CheckoutRulesJson {
  shippingRates: ShippingRate[];
  taxRules: TaxRule[];
  coupons: (Omit<CouponRow, 'startsAt' | 'endsAt'> & { startsAt: string | null; endsAt: string | null })[];
}

export const checkoutRulesOf = (json: CheckoutRulesJson): CheckoutRules => ({
  shippingRates: json.shippingRates,
  taxRules: json.taxRules,
  coupons: json.coupons.map((row) =>
    couponOfRow({
      ...row,
      startsAt: row.startsAt === null ? null : new Date(row.startsAt),
      endsAt: row.endsAt === null ? null : new Date(row.endsAt),
    }),
  ),
});

/** The owner's rates, rules and coupons; empty lists before the owner (or the demo seed) saved any. */
export async function readCheckoutRules(db: Database): Promise<CheckoutRules> {
  const [row] = await rows<{ rules: CheckoutRulesJson }>(db, sql`select ${CHECKOUT_RULES_JSON} as rules`);
  return checkoutRulesOf(row!.rules);
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

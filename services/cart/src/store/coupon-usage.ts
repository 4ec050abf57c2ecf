import type { CouponUsage } from '@storefront/commerce';
import type { Database } from '@storefront/service-kit';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { couponRedemptions } from './checkout-schema';

const NONE: CouponUsage = { total: 0, byCustomer: 0 };

/**
 * How often each of `codes` was used, in all and by `customerKey` (a lower-cased e-mail; '' for
 * a shopper who has not given one, who then has used nothing yet). One grouped query.
 */
export async function couponUsage(
  db: Database,
  codes: readonly string[],
  customerKey: string,
): Promise<(code: string) => CouponUsage> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter((code) => code !== '');
  if (wanted.length === 0) return () => NONE;
  const used = await db
    .select({
      code: couponRedemptions.code,
      total: count(),
      byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.customerKey} = ${customerKey})`,
    })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.code, wanted))
    .groupBy(couponRedemptions.code);
  const byCode = new Map(
    used.map((row) => [row.code, { total: Number(row.total), byCustomer: customerKey ? Number(row.byCustomer) : 0 }]),
  );
  return (code) => byCode.get(code.trim().toUpperCase()) ?? NONE;
}

/** The redemptions of one order, for a repeated placement. */
export async function redeemedFor(db: Database, code: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.orderId, orderId)));
  return row !== undefined;
}

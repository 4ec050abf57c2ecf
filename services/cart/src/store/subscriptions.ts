import { rows, type Database } from '@storefront/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { CheckoutAddress } from '../domain/checkout-details';
import { addressColumn, addressFromColumn } from './address-columns';
import type { OrderLine } from '../domain/order';
import type { BillingPeriodUnit, Subscription, SubscriptionStatus } from '../domain/subscription';

interface SubscriptionRow {
  id: string;
  website_id: string;
  site_user_id: string | null;
  email: string;
  status: SubscriptionStatus;
  cart_id: string;
  first_order_id: string;
  line: OrderLine | string;
  amount_cents: string | number;
  currency: string;
  subscription_option_id: string | null;
  billing_period_value: number;
  billing_period_unit: BillingPeriodUnit;
  num_billing_cycles: number;
  cycles_billed: number;
  next_billing_at: Date | string | null;
  payment_provider: string;
  payment_method_token: string;
  last_failure: string | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  shipping_address: CheckoutAddress | string | null;
  billing_address: CheckoutAddress | string | null;
  shipping_option_id: string | null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  websiteId: row.website_id,
  siteUserId: row.site_user_id,
  email: row.email,
  status: row.status,
  cartId: row.cart_id,
  firstOrderId: row.first_order_id,
  line: typeof row.line === 'string' ? (JSON.parse(row.line) as OrderLine) : row.line,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  subscriptionOptionId: row.subscription_option_id,
  billingPeriodValue: Number(row.billing_period_value),
  billingPeriodUnit: row.billing_period_unit,
  numBillingCycles: Number(row.num_billing_cycles),
  cyclesBilled: Number(row.cycles_billed),
  nextBillingAt: dateOrNull(row.next_billing_at),
  paymentProvider: row.payment_provider,
  paymentMethodToken: row.payment_method_token,
  lastFailure: row.last_failure,
  createdAt: new Date(row.created_at),
  cancelledAt: dateOrNull(row.cancelled_at),
  shippingAddress: addressFromColumn(row.shipping_address),
  billingAddress: addressFromColumn(row.billing_address),
  shippingOptionId: row.shipping_option_id,
});

/** Written in the transaction of its first order. */
export async function insertSubscription(tx: Database, subscription: Subscription): Promise<void> {
  const s = subscription;
  await tx.execute(sql`insert into subscriptions (id, website_id, site_user_id, email, status, cart_id, first_order_id,
      line, amount_cents, currency, subscription_option_id, billing_period_value, billing_period_unit,
      num_billing_cycles, cycles_billed, next_billing_at, payment_provider, payment_method_token, created_at,
      shipping_address, billing_address, shipping_option_id)
    values (${s.id}, ${s.websiteId}, ${s.siteUserId}, ${s.email}, ${s.status}, ${s.cartId}, ${s.firstOrderId},
      ${JSON.stringify(s.line)}::jsonb, ${s.amountCents}, ${s.currency}, ${s.subscriptionOptionId},
      ${s.billingPeriodValue}, ${s.billingPeriodUnit}, ${s.numBillingCycles}, ${s.cyclesBilled},
      ${s.nextBillingAt?.toISOString() ?? null}::timestamptz, ${s.paymentProvider}, ${s.paymentMethodToken},
      ${s.createdAt.toISOString()}::timestamptz, ${addressColumn(s.shippingAddress)}::jsonb,
      ${addressColumn(s.billingAddress)}::jsonb, ${s.shippingOptionId})`);
}

export async function findSubscriptionWhere(db: Database, condition: SQL, lock = false): Promise<Subscription | null> {
  const [row] = await rows<SubscriptionRow>(
    db,
    lock
      ? sql`select * from subscriptions where ${condition} for update`
      : sql`select * from subscriptions where ${condition}`,
  );
  return row ? toSubscription(row) : null;
}

/** Active subscriptions whose next cycle is due by `now`, the longest due first. */
export async function dueSubscriptions(db: Database, now: Date, limit: number): Promise<Subscription[]> {
  const found = await rows<SubscriptionRow>(
    db,
    sql`select * from subscriptions where status = 'active' and next_billing_at <= ${now.toISOString()}::timestamptz
        order by next_billing_at limit ${limit}`,
  );
  return found.map(toSubscription);
}

/** The position of the last subscription of a page: lists go by creation time, then id, both descending. */
export interface SubscriptionPosition {
  createdAt: string;
  id: string;
}

/** One page of a website's subscriptions (or one customer's), newest first, after `after`. */
export async function listSubscriptions(
  db: Database,
  filter: { websiteId: string; siteUserId?: string },
  limit: number,
  after: SubscriptionPosition | undefined,
): Promise<Subscription[]> {
  const conditions = [sql`website_id = ${filter.websiteId}`];
  if (filter.siteUserId) conditions.push(sql`site_user_id = ${filter.siteUserId}`);
  if (after) conditions.push(sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const found = await rows<SubscriptionRow>(
    db,
    sql`select * from subscriptions where ${sql.join(conditions, sql` and `)}
        order by created_at desc, id desc limit ${limit}`,
  );
  return found.map(toSubscription);
}

/** Moves a subscription on; the caller holds its row lock. */
export async function updateSubscription(
  tx: Database,
  id: string,
  fields: {
    status: SubscriptionStatus;
    cyclesBilled?: number;
    nextBillingAt: Date | null;
    lastFailure?: string;
    /** What the latest cycle billed. */
    amountCents?: number;
  },
): Promise<void> {
  await tx.execute(sql`update subscriptions set status = ${fields.status},
      cycles_billed = coalesce(${fields.cyclesBilled ?? null}::int, cycles_billed),
      amount_cents = coalesce(${fields.amountCents ?? null}::bigint, amount_cents),
      next_billing_at = ${fields.nextBillingAt?.toISOString() ?? null}::timestamptz,
      last_failure = coalesce(${fields.lastFailure ?? null}, last_failure),
      cancelled_at = case when ${fields.status} = 'cancelled' then coalesce(cancelled_at, now()) else cancelled_at end
    where id = ${id}`);
}

/** Where the subscription's next cycles ship and bill; the caller holds its row lock. */
export async function updateAddresses(
  tx: Database,
  id: string,
  { shippingAddress, billingAddress }: Pick<Subscription, 'shippingAddress' | 'billingAddress'>,
): Promise<void> {
  await tx.execute(sql`update subscriptions
    set shipping_address = ${addressColumn(shippingAddress)}::jsonb, billing_address = ${addressColumn(billingAddress)}::jsonb
    where id = ${id}`);
}

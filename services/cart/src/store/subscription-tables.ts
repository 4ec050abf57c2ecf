import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CheckoutAddress } from '../domain/checkout-details';
import type { OrderLine } from '../domain/order';
import type { RenewalPrice } from '../domain/renewal-price';
import type { RenewalState, SubscriptionStatus } from '../domain/subscription';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A subscription bought with its first order: the plan it bills on, what each cycle bills, and the
 * payment method the provider keeps for the renewals (its token only: no card number is stored).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    websiteId: text('website_id').notNull(),
    siteUserId: text('site_user_id'),
    email: text('email').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** The subscription cart that was bought; its first order is the order of that purchase. */
    cartId: uuid('cart_id').notNull().unique(),
    firstOrderId: uuid('first_order_id').notNull(),
    /** The bought entry, as every renewal bills it again. */
    line: jsonb('line').$type<OrderLine>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    subscriptionOptionId: text('subscription_option_id'),
    billingPeriodValue: integer('billing_period_value').notNull(),
    billingPeriodUnit: text('billing_period_unit').notNull(),
    /** 0: until cancelled. */
    numBillingCycles: integer('num_billing_cycles').notNull(),
    cyclesBilled: integer('cycles_billed').notNull(),
    /** Null when it bills no more. */
    nextBillingAt: at('next_billing_at'),
    paymentProvider: text('payment_provider').notNull(),
    paymentMethodToken: text('payment_method_token').notNull(),
    lastFailure: text('last_failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
    /** Where every cycle ships, as bought; null for what ships nothing. */
    shippingAddress: jsonb('shipping_address').$type<CheckoutAddress>(),
    billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
    shippingOptionId: text('shipping_option_id'),
  },
  (table) => [
    // the renewal job looks for active subscriptions that are due
    index('subscriptions_due_idx')
      .on(table.nextBillingAt)
      .where(sql`${table.status} = 'active'`),
    index('subscriptions_website_idx').on(table.websiteId, table.createdAt, table.id),
    index('subscriptions_site_user_idx').on(table.websiteId, table.siteUserId, table.createdAt, table.id),
  ],
);

/**
 * One row per (subscription, cycle): the idempotency key of a renewal. Written before anything is
 * held or charged, so a worker killed mid-renewal, or a second run of the job, finds the cycle
 * and continues it under the same stock and payment keys instead of billing it again.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    /** Names the renewal's stock reservation, payment keys and order placement. */
    id: uuid('id').notNull().unique().defaultRandom(),
    subscriptionId: uuid('subscription_id').notNull(),
    cycle: integer('cycle').notNull(),
    state: text('state').$type<RenewalState>().notNull(),
    authorizationId: text('authorization_id'),
    orderId: uuid('order_id'),
    failureMessage: text('failure_message'),
    /** What the cycle bills, priced once when it is claimed, so a repeat after a crash charges the same. */
    price: jsonb('price').$type<RenewalPrice>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'subscription_renewals_cycle_pk', columns: [table.subscriptionId, table.cycle] }),
    index('subscription_renewals_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} in ('started', 'ordered')`),
  ],
);

/** The embedded test provider's kept payment methods: how a renewal charged to one answers, never its number. */
export const testPaymentMethods = pgTable('test_payment_methods', {
  token: text('token').primaryKey(),
  declineCode: text('decline_code'),
  declineMessage: text('decline_message'),
  createdAt: at('created_at').notNull().defaultNow(),
});

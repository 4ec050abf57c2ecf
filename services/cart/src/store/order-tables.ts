import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckoutAddress } from '../domain/checkout-details';
import type { GiftCardPayment, OrderLine } from '../domain/order';
import type { PlacementState } from '../domain/placement';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * The journal of each checkout attempt, written before anything else happens, so that a placement
 * a crash stopped between two steps can be finished or undone by the reconciliation job. Its id
 * names the stock reservation and the payment's idempotency keys.
 */
export const orderPlacements = pgTable(
  'order_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the cart and the attempt id: an attempt id names one press on one cart only. */
    attemptKey: text('attempt_key').notNull().unique(),
    /** sha256 of the request without the card: the same attempt with another request is refused. */
    requestHash: text('request_hash').notNull(),
    cartId: uuid('cart_id').notNull(),
    /** The cart's version the order is for: a cart changed since is not bought for the old amount. */
    cartVersion: integer('cart_version').notNull(),
    state: text('state').$type<PlacementState>().notNull(),
    /** What the card is asked for; 0 when gift cards pay everything. */
    cardCents: cents('card_cents').notNull().default(0),
    currency: text('currency').notNull(),
    authorizationId: text('authorization_id'),
    /** The payment method the provider keeps for a subscription's renewals (its token, never a card number). */
    paymentMethodToken: text('payment_method_token'),
    orderId: uuid('order_id'),
    /** Why the placement failed, as the shopper was told (a repeat is told the same). */
    failureStatus: text('failure_status'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // the reconciliation looks for placements left unfinished
  (table) => [
    index('order_placements_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} not in ('completed', 'failed')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One order per placement, whatever the number of repeats racing to record it. */
    placementId: uuid('placement_id').notNull().unique(),
    websiteId: text('website_id').notNull(),
    cartId: uuid('cart_id').notNull(),
    siteUserId: text('site_user_id'),
    email: text('email').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    shippingCostCents: cents('shipping_cost_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    grandTotalCents: cents('grand_total_cents').notNull(),
    giftCardCents: cents('gift_card_cents').notNull(),
    cardCents: cents('card_cents').notNull(),
    giftCardPayments: jsonb('gift_card_payments').$type<GiftCardPayment[]>().notNull(),
    /** Where the gift cards it bought are e-mailed; null: to `email`. */
    giftCardRecipientEmail: text('gift_card_recipient_email'),
    /** The subscription it began or renewed; null for a one-time order. */
    subscriptionId: uuid('subscription_id'),
    /** Where it ships and who pays, kept with the order: the cart's checkout may be gone by the time it is fulfilled. */
    shippingAddress: jsonb('shipping_address').$type<CheckoutAddress>(),
    billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
    shippingMethod: text('shipping_method').notNull().default(''),
    createdAt: createdAt(),
  },
  // lists are newest first: the owner's, a customer's, an e-mail's
  (table) => [
    index('orders_website_idx').on(table.websiteId, table.createdAt, table.id),
    index('orders_site_user_idx').on(table.websiteId, table.siteUserId, table.createdAt, table.id),
    index('orders_email_idx').on(table.websiteId, sql`lower(${table.email})`, table.createdAt, table.id),
  ],
);

/**
 * Gift cards: only a hash of the code is kept, so the table alone spends nothing. The code itself
 * is kept sealed with the buying attempt's id, so a repeat of that attempt can answer it again.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    codeLast4: text('code_last4').notNull(),
    sealedCode: text('sealed_code').notNull(),
    websiteId: text('website_id').notNull(),
    currency: text('currency').notNull(),
    initialCents: cents('initial_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    issuedByOrderId: uuid('issued_by_order_id').notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_idx').on(table.codeHash),
    index('gift_cards_order_idx').on(table.issuedByOrderId, table.position),
    // the last line of defence of the conditional spend: no balance ever goes below zero
    check('gift_cards_balance_check', sql`${table.balanceCents} >= 0`),
  ],
);

/** What each gift card paid of each order. */
export const giftCardSpends = pgTable(
  'gift_card_spends',
  {
    orderId: uuid('order_id').notNull(),
    giftCardId: uuid('gift_card_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.giftCardId] })],
);

/**
 * The embedded test payment provider's books: one row per authorisation, and one per request key
 * so a repeated key answers what the first request did, across restarts.
 */
export const testPaymentAuthorizations = pgTable('test_payment_authorizations', {
  id: text('id').primaryKey(),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** authorised -> captured -> refunded, or authorised -> voided. */
  status: text('status').notNull(),
  refundedCents: cents('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

export const testPaymentRequests = pgTable('test_payment_requests', {
  /** sha256 of operation and idempotency key. */
  keyHash: text('key_hash').primaryKey(),
  operation: text('operation').notNull(),
  authorizationId: text('authorization_id'),
  declineCode: text('decline_code'),
  declineMessage: text('decline_message'),
  /** The payment method an authorisation asked to keep was kept as. */
  paymentMethodToken: text('payment_method_token'),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ShippingRate, TaxRule } from '@storefront/commerce';
import type { CheckoutAddress } from '../domain/checkout-details';
import { carts } from './schema';

/** What the shopper entered at checkout, one row per cart (written on the first change). */
export const checkoutDetails = pgTable('checkout_details', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  email: text('email').notNull().default(''),
  shippingAddress: jsonb('shipping_address').$type<CheckoutAddress>(),
  /** Null: bill to the shipping address. */
  billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
  /** Null: the cheapest option that applies. */
  shippingOptionId: text('shipping_option_id'),
  couponCodes: text('coupon_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The owner's shipping rates and tax rules, one row (id 1). Both are read whole by every priced
 * cart and replaced whole by the owner, so a jsonb list each is the natural unit.
 */
export const checkoutSettings = pgTable('checkout_settings', {
  id: integer('id').primaryKey(),
  shippingRates: jsonb('shipping_rates').$type<ShippingRate[]>().notNull(),
  taxRules: jsonb('tax_rules').$type<TaxRule[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The owner's coupons, one row each so a redemption can lock its coupon (coupon-redemptions.ts). */
export const coupons = pgTable('coupons', {
  /** Upper-cased: codes match whatever their case. */
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percentage' | 'fixedAmount' | 'freeShipping'>().notNull(),
  percent: integer('percent').notNull().default(0),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  minimumSubtotalCents: bigint('minimum_subtotal_cents', { mode: 'number' }).notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  totalUsageLimit: integer('total_usage_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  /** The owner's order of the list. */
  position: integer('position').notNull(),
});

/**
 * Orders that used a coupon. Kept by code, not by coupon row, so replacing the coupon list keeps
 * the counts of the codes that stay; unique per order so a retried placement counts once.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    orderId: text('order_id').notNull(),
    /** The customer's e-mail, lower-cased, for the per-customer limit. */
    customerKey: text('customer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('coupon_redemptions_code_order_key').on(table.code, table.orderId),
    index('coupon_redemptions_customer_idx').on(table.code, table.customerKey),
  ],
);

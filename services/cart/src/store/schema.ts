import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdditionalFields, CartKind } from '../domain/cart';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * sha256 of the visitor's token: a leaked table names no usable cart. Null once the cart is an
     * account's: then only the tokens of its browsers (cart_tokens) open it.
     */
    tokenHash: text('token_hash').unique(),
    kind: text('kind').$type<CartKind>().notNull(),
    websiteId: text('website_id').notNull(),
    currency: text('currency').notNull(),
    /** The subscription option a SUBSCRIPTION cart was created for; null means the product's plan. */
    subscriptionOptionId: text('subscription_option_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isPurchased: boolean('is_purchased').notNull().default(false),
    orderId: text('order_id'),
    /** Counts changes: a change decided on an earlier read is written only if no other came in between. */
    version: integer('version').notNull().default(0),
    /** The customer (spec siteUserId) whose cart it is; null for a visitor's anonymous cart. */
    siteUserId: text('site_user_id'),
  },
  (table) => [
    // the cleanup job looks for old unpurchased carts
    index('carts_abandoned_idx')
      .on(table.updatedAt)
      .where(sql`${table.isPurchased} = false`),
    // an account has one open cart, which every browser signed in to it reaches
    uniqueIndex('carts_site_user_open_idx')
      .on(table.siteUserId)
      .where(sql`${table.siteUserId} is not null and ${table.isPurchased} = false`),
  ],
);

/**
 * The tokens of an account's cart, one per browser signed in to the account (AttachCartToSiteUser),
 * so several browsers reach one cart and none of them holds a token another browser made.
 */
export const cartTokens = pgTable(
  'cart_tokens',
  {
    /** sha256 of the browser's token, as carts.token_hash. */
    tokenHash: text('token_hash').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // a cart's tokens go with it, and the oldest are let go when it has too many
  (table) => [index('cart_tokens_cart_idx').on(table.cartId, table.createdAt)],
);

export const cartEntries = pgTable(
  'cart_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    variantId: text('variant_id').notNull(),
    sku: text('sku').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /**
     * The product's option names in its order (spec §3 variantOptionOrdering) when the entry was
     * added: jsonb keeps no key order, so `attributes` alone cannot say it. Empty for entries
     * written before it was kept.
     */
    optionNames: text('option_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    purchasePriceCents: bigint('purchase_price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    productType: integer('product_type').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url').notNull(),
    additionalFields: jsonb('additional_fields').$type<AdditionalFields>(),
    position: integer('position').notNull(),
  },
  (table) => [index('cart_entries_cart_idx').on(table.cartId, table.position)],
);

/**
 * Changes already applied, by the key their caller named them with, so a repeat is answered
 * instead of applied again. Written in the statement that writes the change itself: there is no
 * moment at which a change is applied but not remembered. Only hashes of the key are kept.
 */
export const cartRequests = pgTable(
  'cart_requests',
  {
    /** sha256 of method, cart (its token hash; '' for a creation) and key: one caller's key never meets another cart. */
    keyHash: text('key_hash').primaryKey(),
    /** sha256 of the request as sent: the same key with another request is refused, not answered. */
    requestHash: text('request_hash').notNull(),
    /** The entry the change added or changed, when the answer names one. */
    entryId: uuid('entry_id'),
    /** A created cart's token, encrypted with a key derived from the request key: useless without it. */
    sealedToken: text('sealed_token'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // the cleanup removes keys older than the window
  (table) => [index('cart_requests_created_idx').on(table.createdAt)],
);

export * from './order-tables';
export * from './checkout-schema';
export * from './subscription-tables';

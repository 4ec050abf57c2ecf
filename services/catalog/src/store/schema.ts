import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImageAsset } from '../domain/image';
import type { CustomForm } from '../domain/custom-form';
import type { OptionValue, SubscriptionOption, SubscriptionPlan } from '../domain/product';
import type { ReservationLine, ReservationStatus } from '../domain/stock';

export const collections = pgTable('collections', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  type: smallint('type').notNull().default(13),
  fullUrl: text('full_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's full-text document type; only the database writes and reads it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The parts of a product read and written as a whole, never queried into. */
export interface ProductDocument {
  description: string;
  excerpt: string;
  variantOptionOrdering: string[];
  userDefinedVariantOptions: { name: string; values: string[] }[];
  subscriptionPlan: SubscriptionPlan | null;
  productSubscriptionOptions: SubscriptionOption[];
  additionalFieldsFormId: string | null;
  additionalFieldsForm: CustomForm | null;
  customAddButtonText: string | null;
  audioAssetUrl: string | null;
  images: ImageAsset[];
  tags: string[];
  categories: string[];
}

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    productType: smallint('product_type').notNull(),
    position: integer('position').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    salePriceMinor: integer('sale_price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    onSale: boolean('on_sale').notNull().default(false),
    isSubscribable: boolean('is_subscribable').notNull().default(false),
    document: jsonb('document').$type<ProductDocument>().notNull(),
    /** Spec §3 merchandising context; null means the defaults. */
    merchandising: jsonb('merchandising').$type<Record<string, unknown>>(),
    /**
     * What a search matches, kept current by triggers (migrations/0002_product_search.sql) from the
     * title, tags, categories, variant option values and description, weighted in that order.
     */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // keyset paging walks a collection in (position, id) order
    index('products_collection_order_idx').on(table.collectionId, table.position, table.id),
    index('products_search_idx').using('gin', table.searchVector),
    check('products_type_check', sql`${table.productType} in (1, 2, 3, 4)`),
  ],
);

/** The product a row belongs to: variants and image files go when their product does. */
function belongsToProduct() {
  return text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
}

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: belongsToProduct(),
    sku: text('sku').notNull().unique(),
    position: integer('position').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    optionValues: jsonb('option_values').$type<OptionValue[]>().notNull(),
    qtyInStock: integer('qty_in_stock').notNull().default(0),
    unlimited: boolean('unlimited').notNull().default(false),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    onSale: boolean('on_sale').notNull().default(false),
  },
  (table) => [
    index('variants_product_idx').on(table.productId, table.position),
    // the database itself refuses to oversell, whatever code path decrements stock
    check('variants_qty_in_stock_check', sql`${table.qtyInStock} >= 0`),
    check('variants_price_check', sql`${table.priceMinor} >= 0 and ${table.salePriceMinor} >= 0`),
  ],
);

/** One line of a reservation as held: fromStock is what was taken from qty_in_stock (0 if unlimited). */
export interface HeldLine extends ReservationLine {
  fromStock: number;
}

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<ReservationStatus>().notNull(),
    lines: jsonb('lines').$type<HeldLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stock_reservations_status_check', sql`${table.status} in ('reserved', 'released', 'committed')`)],
);

/** Store, site, website and theme settings: one document per key. */
export const settings = pgTable('settings', {
  key: text('key').$type<'store' | 'site' | 'website' | 'theme'>().primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
});

/**
 * bytea as plain bytes. node-postgres reads it as a Buffer and PGlite as a Uint8Array; both are
 * Uint8Arrays, and a copy into a plain one keeps callers from depending on which driver ran.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/** Image files of products, served by name (the last segment of their asset URL). */
export const productImages = pgTable(
  'product_images',
  {
    filename: text('filename').primaryKey(),
    productId: belongsToProduct(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_images_product_idx').on(table.productId)],
);

/**
 * Every word any product has held (its title, tags, categories, option values and description, as
 * the 'simple' text-search configuration splits them): what a misspelt search word is corrected
 * against. Triggers add words as products change; words no product holds any more are left, since
 * a correction to them only finds nothing and the list stays small.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trigram_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

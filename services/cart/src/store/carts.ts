import { randomUUID } from 'node:crypto';
import { deleteRows, rows } from '@storefront/service-kit';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import type { AdditionalFields, Cart, CartEntry, CartKind } from '../domain/cart';
import { toPriorRequest, type PriorRequest, type RequestClaim } from './cart-requests';
import { carts } from './schema';

export interface NewCart {
  kind: CartKind;
  websiteId: string;
  currency: string;
  subscriptionOptionId?: string | null;
}

export type NewCartEntry = Omit<CartEntry, 'id'>;

/** One change to a cart's entries, as an action decided it. */
export type EntryChange =
  | { kind: 'append'; entryId: string; entry: NewCartEntry }
  | { kind: 'quantity'; entryId: string; quantity: number }
  | { kind: 'additional-fields'; entryId: string; additionalFields: AdditionalFields | null }
  | { kind: 'remove'; entryId: string }
  | { kind: 'none' };

/** How precisely a cart's last activity is recorded (see writeChange). */
export const ACTIVITY_RESOLUTION_SECONDS = 60;

/** An id for an entry about to be appended, known before the write so the answer can name it. */
export const newEntryId = (): string => randomUUID();

interface CartRow {
  id: string;
  kind: CartKind;
  website_id: string;
  currency: string;
  subscription_option_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  is_purchased: boolean;
  order_id: string | null;
  version: number;
  site_user_id: string | null;
  entries: CartEntry[] | string;
}

/** The entries as the cart reads them, in the order they were added, built by the database into one JSON value. */
const ENTRIES_JSON = sql`coalesce((
  select json_agg(json_build_object(
    'id', e.id, 'itemId', e.item_id, 'variantId', e.variant_id, 'sku', e.sku, 'attributes', e.attributes,
    'optionNames', e.option_names, 'title', e.title, 'quantity', e.quantity, 'purchasePriceCents', e.purchase_price_cents, 'currency', e.currency,
    'productType', e.product_type, 'url', e.url, 'imageUrl', e.image_url, 'additionalFields', e.additional_fields
  ) order by e.position, e.id)
  from cart_entries e where e.cart_id = c.id
), '[]'::json)`;

function toCart(row: CartRow): Cart {
  return {
    id: row.id,
    kind: row.kind,
    websiteId: row.website_id,
    currency: row.currency,
    subscriptionOptionId: row.subscription_option_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    isPurchased: row.is_purchased,
    orderId: row.order_id,
    version: Number(row.version),
    siteUserId: row.site_user_id,
    entries: typeof row.entries === 'string' ? (JSON.parse(row.entries) as CartEntry[]) : row.entries,
  };
}

/**
 * The id of the cart a token opens: an anonymous cart's own token, or the token of one of the
 * browsers signed in to an account (cart_tokens). Both lookups are by primary or unique key.
 */
export function cartIdOf(tokenHash: string): SQL {
  return sql`(select id from carts where token_hash = ${tokenHash}
    union all select cart_id from cart_tokens where token_hash = ${tokenHash}
    limit 1)`;
}

/** The one cart `condition` (on `carts c`) selects, with its entries, in one round trip and one snapshot. */
export async function findCartWhere(db: Database, condition: SQL): Promise<Cart | null> {
  const [row] = await rows<CartRow>(
    db,
    sql`select c.id, c.kind, c.website_id, c.currency, c.subscription_option_id, c.created_at, c.updated_at,
          c.is_purchased, c.order_id, c.version, c.site_user_id, ${ENTRIES_JSON} as entries
        from carts c where ${condition}`,
  );
  return row ? toCart(row) : null;
}

/** The cart a token opens, with its entries; null for an unknown (or expired) token. */
export async function findCart(db: Database, tokenHash: string): Promise<Cart | null> {
  return findCartWhere(db, sql`c.id = ${cartIdOf(tokenHash)}`);
}

/**
 * The same inside a transaction, with the cart row locked until it ends, so every change to it
 * runs after the previous one committed. Two statements: a locking read that had to wait would
 * see the cart row as committed but its entries as they were when it started waiting; the second
 * read starts after the lock is held and sees what the previous change left.
 */
export async function lockCart(tx: Database, tokenHash: string): Promise<Cart | null> {
  const locked = await rows<{ id: string }>(tx, sql`select id from carts where id = ${cartIdOf(tokenHash)} for update`);
  return locked.length > 0 ? findCartWhere(tx, sql`c.id = ${locked[0]!.id}`) : null;
}

/** Appends `entry` once per row of `source`; a SELECT's parameters are not typed by the INSERT they feed, hence the casts. */
function insertEntry(cartId: SQL, entryId: string, entry: NewCartEntry, source: SQL): SQL {
  return sql`insert into cart_entries (id, cart_id, item_id, variant_id, sku, attributes, option_names, title,
      quantity, purchase_price_cents, currency, product_type, url, image_url, additional_fields, position)
    select ${entryId}::uuid, ${cartId}, ${entry.itemId}::text, ${entry.variantId}::text, ${entry.sku}::text,
      ${JSON.stringify(entry.attributes)}::jsonb, array(select jsonb_array_elements_text(${JSON.stringify(entry.optionNames)}::jsonb)),
      ${entry.title}::text, ${entry.quantity}::integer,
      ${entry.purchasePriceCents}::bigint, ${entry.currency}::text, ${entry.productType}::integer, ${entry.url}::text,
      ${entry.imageUrl}::text, ${entry.additionalFields === null ? null : JSON.stringify(entry.additionalFields)}::jsonb,
      (select coalesce(max(position), -1) + 1 from cart_entries where cart_id = ${cartId})
    from ${source}`;
}

/**
 * A new cart holding its first entry, written in one statement; with a claim, the claim of its
 * request key too, and nothing at all (null) when that key was claimed already. The claim keeps
 * the new token sealed (see cart-requests), so a repeat can answer it.
 */
export async function createCartWith(
  db: Database,
  tokenHash: string,
  cart: NewCart,
  entryId: string,
  entry: NewCartEntry,
  claim?: { claim: RequestClaim; sealedToken: string },
): Promise<Cart | null> {
  // a SELECT's parameters are not typed by the INSERT they feed, hence the casts
  const values = sql`${tokenHash}::text, ${cart.kind}::text, ${cart.websiteId}::text, ${cart.currency}::text,
    ${cart.subscriptionOptionId ?? null}::text`;
  const [row] = await rows<{ id: string; created_at: Date | string; updated_at: Date | string }>(
    db,
    claim
      ? sql`with claimed as (
              insert into cart_requests (key_hash, request_hash, entry_id, sealed_token)
              values (${claim.claim.keyHash}, ${claim.claim.requestHash}, ${entryId}, ${claim.sealedToken})
              on conflict (key_hash) do nothing
              returning key_hash
            ), created as (
              insert into carts (token_hash, kind, website_id, currency, subscription_option_id)
              select ${values} from claimed
              returning id, created_at, updated_at
            ), added as (${insertEntry(sql`(select id from created)`, entryId, entry, sql`created`)})
            select id, created_at, updated_at from created`
      : sql`with created as (
              insert into carts (token_hash, kind, website_id, currency, subscription_option_id)
              values (${values})
              returning id, created_at, updated_at
            ), added as (${insertEntry(sql`(select id from created)`, entryId, entry, sql`created`)})
            select id, created_at, updated_at from created`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: cart.kind,
    websiteId: cart.websiteId,
    currency: cart.currency,
    subscriptionOptionId: cart.subscriptionOptionId ?? null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    isPurchased: false,
    orderId: null,
    version: 0,
    siteUserId: null,
    entries: [{ id: entryId, ...entry }],
  };
}

function entryStatement(cartId: string, change: Exclude<EntryChange, { kind: 'none' }>): SQL {
  const ours = sql`id = ${change.entryId} and cart_id = ${cartId} and exists (select 1 from bumped)`;
  switch (change.kind) {
    case 'append':
      return insertEntry(sql`${cartId}::uuid`, change.entryId, change.entry, sql`bumped`);
    case 'quantity':
      return sql`update cart_entries set quantity = ${change.quantity} where ${ours}`;
    case 'additional-fields': {
      const fields = change.additionalFields === null ? null : JSON.stringify(change.additionalFields);
      return sql`update cart_entries set additional_fields = ${fields}::jsonb where ${ours}`;
    }
    case 'remove':
      return sql`delete from cart_entries where ${ours}`;
  }
}

/** The cart as it is once `change` is written. */
function changed(cart: Cart, change: EntryChange, updatedAt: Date): Cart {
  const entries = cart.entries.flatMap((entry): CartEntry[] => {
    if (change.kind === 'none' || change.kind === 'append' || entry.id !== change.entryId) return [entry];
    if (change.kind === 'remove') return [];
    if (change.kind === 'quantity') return [{ ...entry, quantity: change.quantity }];
    return [{ ...entry, additionalFields: change.additionalFields }];
  });
  if (change.kind === 'append') entries.push({ id: change.entryId, ...change.entry });
  return { ...cart, entries, updatedAt, version: cart.version + 1 };
}

/** What became of a write: the cart as changed, a cart changed meanwhile, or a request key used before. */
export type Written = { kind: 'written'; cart: Cart } | { kind: 'stale' } | { kind: 'repeated'; prior: PriorRequest };

/**
 * Writes `change` and counts it in the cart's version, in one statement, provided the cart is
 * still unpurchased and at the version `cart` was read at; 'stale' when another change (or a
 * purchase, or the cleanup) came in between. With a claim, the same statement records the
 * request key, and writes nothing when the key was used before ('repeated'): applying the change
 * and remembering it are one. Two repeats racing each other cannot both pass, since every change
 * of a cart moves its version (see changeCart). A change is also what
 * keeps a cart from counting as abandoned: `updated_at` moves at most once a minute
 * (ACTIVITY_RESOLUTION_SECONDS), so the changes of a busy cart leave the indexed column as it is
 * and PostgreSQL updates the row in place (a HOT update, no new index entries).
 */
export async function writeChange(
  db: Database,
  cart: Cart,
  change: EntryChange,
  claim?: RequestClaim,
): Promise<Written> {
  if (change.kind === 'none') return { kind: 'written', cart };
  const prior = claim
    ? sql`prior as (select request_hash, entry_id, sealed_token from cart_requests where key_hash = ${claim.keyHash}),`
    : sql``;
  const [row] = await rows<{
    updated_at: Date | string | null;
    request_hash?: string | null;
    entry_id?: string | null;
    sealed_token?: string | null;
  }>(
    db,
    sql`with ${prior} bumped as (
          update carts set version = version + 1,
            updated_at = case
              when updated_at < now() - make_interval(secs => ${ACTIVITY_RESOLUTION_SECONDS}) then now()
              else updated_at
            end
          where id = ${cart.id} and version = ${cart.version} and is_purchased = false
            ${claim ? sql`and not exists (select 1 from prior)` : sql``}
          returning updated_at
        ), entry as (${entryStatement(cart.id, change)})
        ${
          claim
            ? sql`, claimed as (
                insert into cart_requests (key_hash, request_hash, entry_id)
                select ${claim.keyHash}::text, ${claim.requestHash}::text, ${change.entryId}::uuid from bumped
              )
              select b.updated_at, p.request_hash, p.entry_id, p.sealed_token
              from (select 1) as one left join bumped b on true left join prior p on true`
            : sql`select updated_at from bumped`
        }`,
  );
  if (row?.request_hash) {
    return { kind: 'repeated', prior: toPriorRequest(row as Parameters<typeof toPriorRequest>[0]) };
  }
  if (!row?.updated_at) return { kind: 'stale' };
  return { kind: 'written', cart: changed(cart, change, new Date(row.updated_at)) };
}

/**
 * Deletes unpurchased carts (their entries go with them) last changed before `changedBefore`. A
 * change may have left `updated_at` up to ACTIVITY_RESOLUTION_SECONDS behind, so only carts
 * recorded that much earlier go: a cart in use is never taken for an abandoned one.
 */
export async function deleteAbandonedCarts(db: Database, changedBefore: Date): Promise<number> {
  const recordedBefore = new Date(changedBefore.getTime() - ACTIVITY_RESOLUTION_SECONDS * 1000);
  return deleteRows(db, carts, and(eq(carts.isPurchased, false), lt(carts.updatedAt, recordedBefore)));
}

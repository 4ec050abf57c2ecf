import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AdditionalFields, Cart, CartKind, CartLine } from '../domain/cart';
import type { CartDatabase } from './database';
import { cartEntries, carts } from './schema';

type CartRow = typeof carts.$inferSelect;
type EntryRow = typeof cartEntries.$inferSelect;

export interface NewCart {
  kind: CartKind;
  websiteId: string;
  currency: string;
  subscriptionOptionId?: string | null;
}

export type NewCartLine = Omit<CartLine, 'id'>;

function toLine(row: EntryRow): CartLine {
  return {
    id: row.id,
    itemId: row.itemId,
    variantId: row.variantId,
    sku: row.sku,
    attributes: row.attributes,
    title: row.title,
    quantity: row.quantity,
    purchasePriceCents: row.purchasePriceCents,
    currency: row.currency,
    productType: row.productType,
    url: row.url,
    imageUrl: row.imageUrl,
    additionalFields: row.additionalFields ?? null,
  };
}

async function withEntries(db: CartDatabase, row: CartRow): Promise<Cart> {
  const entries = await db
    .select()
    .from(cartEntries)
    .where(eq(cartEntries.cartId, row.id))
    .orderBy(asc(cartEntries.position), asc(cartEntries.id));
  return {
    id: row.id,
    kind: row.kind,
    websiteId: row.websiteId,
    currency: row.currency,
    subscriptionOptionId: row.subscriptionOptionId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    isPurchased: row.isPurchased,
    orderId: row.orderId,
    entries: entries.map(toLine),
  };
}

export async function createCart(db: CartDatabase, tokenHash: string, cart: NewCart): Promise<Cart> {
  const [row] = await db
    .insert(carts)
    .values({ tokenHash, ...cart })
    .returning();
  return withEntries(db, row!);
}

/** The cart a token names, with its entries; null for an unknown (or expired) token. */
export async function findCart(db: CartDatabase, tokenHash: string): Promise<Cart | null> {
  const [row] = await db.select().from(carts).where(eq(carts.tokenHash, tokenHash));
  return row ? withEntries(db, row) : null;
}

/** A cart by its id, for re-reading it inside the transaction that changed it. */
export async function reloadCart(tx: CartDatabase, cartId: string): Promise<Cart> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId));
  return withEntries(tx, row!);
}

/**
 * The same, with the cart row locked until the transaction ends: every change to one cart runs
 * after the previous one committed and reads the entries it left, so no update is lost.
 */
export async function lockCart(tx: CartDatabase, tokenHash: string): Promise<Cart | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.tokenHash, tokenHash)).for('update');
  return row ? withEntries(tx, row) : null;
}

export async function appendEntry(tx: CartDatabase, cartId: string, line: NewCartLine): Promise<string> {
  const [row] = await tx
    .insert(cartEntries)
    .values({
      cartId,
      ...line,
      position: sql`(select coalesce(max(${cartEntries.position}), -1) + 1 from ${cartEntries} where ${cartEntries.cartId} = ${cartId})`,
    })
    .returning({ id: cartEntries.id });
  return row!.id;
}

export async function setEntryQuantity(tx: CartDatabase, entryId: string, quantity: number): Promise<void> {
  await tx.update(cartEntries).set({ quantity }).where(eq(cartEntries.id, entryId));
}

export async function setEntryAdditionalFields(
  tx: CartDatabase,
  entryId: string,
  additionalFields: AdditionalFields | null,
): Promise<void> {
  await tx.update(cartEntries).set({ additionalFields }).where(eq(cartEntries.id, entryId));
}

export async function deleteEntry(tx: CartDatabase, cartId: string, entryId: string): Promise<void> {
  await tx.delete(cartEntries).where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.id, entryId)));
}

/** A change keeps the cart from counting as abandoned. */
export async function touchCart(tx: CartDatabase, cartId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** Deletes unpurchased carts (their entries go with them) last changed before `changedBefore`. */
export async function deleteAbandonedCarts(db: CartDatabase, changedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(and(eq(carts.isPurchased, false), lt(carts.updatedAt, changedBefore)))
    .returning({ id: carts.id });
  return deleted.length;
}

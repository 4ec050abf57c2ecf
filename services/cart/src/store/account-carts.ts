import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { Cart } from '../domain/cart';
import type { MergePlan } from '../domain/merge-entries';
import { cartIdOf, findCart, findCartWhere } from './carts';

/**
 * How many browsers' tokens an account's cart keeps. Each sign-in adds one, and a signed-out
 * browser's token is never told to the service, so the oldest are let go: a browser signed in
 * that long ago finds no cart and is given its account's cart again at its next sign-in.
 */
export const MAX_BROWSERS_PER_CART = 20;

/**
 * Serializes every attach of one account until the transaction ends, in one process or on
 * several replicas: two browsers signing in at once must not both adopt a cart (the second
 * merges into the first), and there is no account cart row to lock before the first exists.
 */
export async function lockSiteUser(tx: Database, siteUserId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart site user\n${siteUserId}`}, 0))`);
}

/**
 * The cart the browser's token opens. An anonymous one is locked, as it may be adopted or merged,
 * and read after the lock is held (see lockCart); an account's cart is only read, since only its
 * own account's attach, serialized by lockSiteUser, locks it.
 */
export async function lockBrowserCart(tx: Database, tokenHash: string): Promise<Cart | null> {
  await tx.execute(sql`select id from carts where id = ${cartIdOf(tokenHash)} and site_user_id is null for update`);
  return findCart(tx, tokenHash);
}

/** The account's open cart, locked: a change racing with the merge waits for it. */
export async function lockAccountCart(tx: Database, siteUserId: string): Promise<Cart | null> {
  const [locked] = await rows<{ id: string }>(
    tx,
    sql`select id from carts where site_user_id = ${siteUserId} and is_purchased = false for update`,
  );
  return locked ? findCartWhere(tx, sql`c.id = ${locked.id}`) : null;
}

/** The account's open cart as it is now, unlocked: what a merge will need from the catalog is read before any lock. */
export function findAccountCart(db: Database, siteUserId: string): Promise<Cart | null> {
  return findCartWhere(db, sql`c.site_user_id = ${siteUserId} and c.is_purchased = false`);
}

export function findCartById(db: Database, cartId: string): Promise<Cart | null> {
  return findCartWhere(db, sql`c.id = ${cartId}`);
}

/**
 * Every change moves the version (see writeChange), so a change decided on the cart as it was
 * before the attach is refused and decided again.
 */
const CHANGED = sql`version = version + 1, updated_at = now()`;

/** The anonymous cart becomes the account's; its own token opens it no more. */
export async function adoptCart(tx: Database, cartId: string, siteUserId: string): Promise<void> {
  await tx.execute(
    sql`update carts set site_user_id = ${siteUserId}, token_hash = null, ${CHANGED} where id = ${cartId}`,
  );
}

/**
 * Writes `plan`: the moved entries join the account's cart after its own, in their order, the
 * grown ones take their quantity, and the anonymous cart goes with every entry left in it.
 */
export async function mergeCarts(tx: Database, accountCartId: string, anonymousCartId: string, plan: MergePlan) {
  if (plan.moved.length > 0) {
    const moved = sql.join(
      plan.moved.map((entryId, index) => sql`(${entryId}::uuid, ${index}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update cart_entries e set cart_id = ${accountCartId}, position = base.next + moved.n
          from (values ${moved}) as moved(id, n),
            (select coalesce(max(position), -1) + 1 as next from cart_entries where cart_id = ${accountCartId}) as base
          where e.id = moved.id and e.cart_id = ${anonymousCartId}`,
    );
  }
  if (plan.grown.size > 0) {
    const grown = sql.join(
      [...plan.grown].map(([entryId, quantity]) => sql`(${entryId}::uuid, ${quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update cart_entries e set quantity = grown.quantity
          from (values ${grown}) as grown(id, quantity)
          where e.id = grown.id and e.cart_id = ${accountCartId}`,
    );
  }
  await tx.execute(sql`delete from carts where id = ${anonymousCartId}`);
  await tx.execute(sql`update carts set ${CHANGED} where id = ${accountCartId}`);
}

/** A token of the account's cart for one more browser; the oldest go past MAX_BROWSERS_PER_CART. */
export async function issueCartToken(tx: Database, cartId: string, tokenHash: string): Promise<void> {
  await tx.execute(sql`insert into cart_tokens (token_hash, cart_id) values (${tokenHash}, ${cartId})`);
  await tx.execute(
    sql`delete from cart_tokens where cart_id = ${cartId} and token_hash not in (
          select token_hash from cart_tokens where cart_id = ${cartId}
          order by created_at desc, token_hash limit ${MAX_BROWSERS_PER_CART})`,
  );
}

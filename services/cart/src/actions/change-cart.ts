import type { Cart } from '../domain/cart';
import { findCart, lockCart, writeChange, type EntryChange } from '../store/carts';
import type { CartDatabase } from '../store/database';

/** What an action makes of the cart as it finds it: the change to write and what to answer besides the cart. */
export interface Decision<T> {
  change: EntryChange;
  outcome: T;
}

/**
 * Changes one cart without losing a concurrent change. Optimistic first: the cart is read and
 * the change written in one statement each, the write only if the cart's version is still the
 * one read (two round trips, no transaction, which is every change but a race). When another
 * change came first, `decide` runs again on the cart read with its row locked, so changes that
 * race for one cart are applied one after another, each on the entries the previous one left.
 * `decide` throws the action's errors (no such cart, a rule broken); `seen` is a cart the action
 * has just read, saving the first read.
 */
export async function changeCart<T>(
  db: CartDatabase,
  tokenHash: string,
  decide: (cart: Cart | null) => Decision<T>,
  seen?: Cart | null,
): Promise<{ cart: Cart; outcome: T }> {
  const read = seen === undefined ? await findCart(db, tokenHash) : seen;
  const first = decide(read);
  const written = await writeChange(db, read!, first.change);
  if (written) return { cart: written, outcome: first.outcome };

  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, tokenHash);
    const decision = decide(locked);
    const cart = await writeChange(tx, locked!, decision.change);
    // the row lock keeps every other change out until this transaction ends
    if (!cart) throw new Error(`cart ${locked!.id} changed while locked`);
    return { cart, outcome: decision.outcome };
  });
}

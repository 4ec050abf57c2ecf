import type { Cart } from '../domain/cart';
import { findCart, lockCart, writeChange, type EntryChange } from '../store/carts';
import type { CartContext } from './cart-context';

/** What an action makes of the cart as it finds it: the change to write and what to answer besides the cart. */
export interface Decision<T> {
  change: EntryChange;
  outcome: T;
}

/**
 * Changes one cart without losing a concurrent change. Optimistic first: the change is decided on
 * the cart as this process last saw it (or, when it has not seen it, as read now) and written in
 * one statement, only if the cart's version is still the one seen: one round trip for a cart this
 * process has seen, two for another, and no transaction. When another change came first, `decide`
 * runs again on the cart read with its row locked, so changes that race for one cart are applied
 * one after another, each on the entries the previous one left.
 * `decide` throws the action's errors (no such cart, a rule broken); `seen` is a cart the action
 * has just read, saving the first read.
 */
export async function changeCart<T>(
  { db, recentCarts }: Pick<CartContext, 'db' | 'recentCarts'>,
  tokenHash: string,
  decide: (cart: Cart | null) => Decision<T>,
  seen?: Cart | null,
): Promise<{ cart: Cart; outcome: T }> {
  const written = (cart: Cart, outcome: T) => {
    recentCarts.remember(tokenHash, cart);
    return { cart, outcome };
  };

  const remembered = seen === undefined ? recentCarts.get(tokenHash) : undefined;
  if (remembered) {
    // Only a change written at the remembered version is known to be right: a refusal, or a
    // change that writes nothing, may rest on entries changed since, so those are decided again.
    const decision = decidedOrRefused(decide, remembered);
    const cart = decision && decision.change.kind !== 'none' && (await writeChange(db, remembered, decision.change));
    if (cart) return written(cart, decision.outcome);
  }

  const read = seen === undefined ? await findCart(db, tokenHash) : seen;
  const first = decide(read);
  const cart = await writeChange(db, read!, first.change);
  if (cart) return written(cart, first.outcome);

  const locked = await db.transaction(async (tx) => {
    const current = await lockCart(tx, tokenHash);
    const decision = decide(current);
    const cart = await writeChange(tx, current!, decision.change);
    // the row lock keeps every other change out until this transaction ends
    if (!cart) throw new Error(`cart ${current!.id} changed while locked`);
    return { cart, outcome: decision.outcome };
  });
  return written(locked.cart, locked.outcome);
}

function decidedOrRefused<T>(decide: (cart: Cart) => Decision<T>, cart: Cart): Decision<T> | undefined {
  try {
    return decide(cart);
  } catch {
    return undefined;
  }
}

import type { Cart } from '../domain/cart';
import { findRequest, type PriorRequest, type RequestClaim } from '../store/cart-requests';
import { findCart, lockCart, writeChange, type EntryChange, type Written } from '../store/carts';
import type { CartContext } from './cart-context';
import { repeatedChange } from './repeated-request';

/** What an action makes of the cart as it finds it: the change to write and what to answer besides the cart. */
export interface Decision<T> {
  change: EntryChange;
  outcome: T;
}

/** The answer of a change; `outcome` is the entry the change named when it was a repeat. */
export interface Changed<T> {
  cart: Cart;
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
 *
 * With a request key (`claim`), the change is applied at most once: its write records the key,
 * and a key recorded before answers the cart as it is now instead of changing it (also when the
 * change would now be refused, e.g. the stock it took is gone). Repeats racing each other are
 * serialized by the cart's version like any two changes, so only one of them writes.
 */
export async function changeCart<T extends string | undefined>(
  context: Pick<CartContext, 'db' | 'recentCarts'>,
  tokenHash: string,
  decide: (cart: Cart | null) => Decision<T>,
  seen?: Cart | null,
  claim?: RequestClaim,
): Promise<Changed<T>> {
  const { db, recentCarts } = context;
  const written = (cart: Cart, outcome: T) => {
    recentCarts.remember(tokenHash, cart);
    return { cart, outcome };
  };
  const repeated = (prior: PriorRequest) => repeatedChange<T>(context, tokenHash, prior, claim!);
  /** A refusal may only mean that this very request was applied already. */
  const decideOrRepeat = async (database: typeof db, cart: Cart | null): Promise<Decision<T> | PriorRequest> => {
    try {
      return decide(cart);
    } catch (error) {
      const prior = claim && (await findRequest(database, claim));
      if (prior) return prior;
      throw error;
    }
  };

  const remembered = seen === undefined ? recentCarts.get(tokenHash) : undefined;
  if (remembered) {
    // Only a change written at the remembered version is known to be right: a refusal, or a
    // change that writes nothing, may rest on entries changed since, so those are decided again.
    const decision = decidedOrRefused(decide, remembered);
    if (decision && decision.change.kind !== 'none') {
      const result = await writeChange(db, remembered, decision.change, claim);
      if (result.kind === 'written') return written(result.cart, decision.outcome);
      if (result.kind === 'repeated') return repeated(result.prior);
    }
  }

  const read = seen === undefined ? await findCart(db, tokenHash) : seen;
  const first = await decideOrRepeat(db, read);
  if (!('change' in first)) return repeated(first);
  const result = await writeChange(db, read!, first.change, claim);
  if (result.kind === 'written') return written(result.cart, first.outcome);
  if (result.kind === 'repeated') return repeated(result.prior);

  const locked = await db.transaction(
    async (tx): Promise<{ decision: Decision<T>; result: Written } | PriorRequest> => {
      const current = await lockCart(tx, tokenHash);
      const decision = await decideOrRepeat(tx, current);
      if (!('change' in decision)) return decision;
      const result = await writeChange(tx, current!, decision.change, claim);
      // the row lock keeps every other change out until this transaction ends
      if (result.kind === 'stale') throw new Error(`cart ${current!.id} changed while locked`);
      return { decision, result };
    },
  );
  if (!('decision' in locked)) return repeated(locked);
  if (locked.result.kind === 'repeated') return repeated(locked.result.prior);
  return written((locked.result as Extract<Written, { kind: 'written' }>).cart, locked.decision.outcome);
}

function decidedOrRefused<T>(decide: (cart: Cart) => Decision<T>, cart: Cart): Decision<T> | undefined {
  try {
    return decide(cart);
  } catch {
    return undefined;
  }
}

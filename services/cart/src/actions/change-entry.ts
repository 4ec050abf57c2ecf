import { parseAdditionalFields } from '../domain/additional-fields';
import type { Cart, CartEntry } from '../domain/cart';
import { checkAnswersRoom, checkQuantityChange } from '../domain/entry-rules';
import { checkAnswers } from '../domain/product-answers';
import { checkQuantity } from '../domain/quantity';
import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { entryOf, existing, shoppingCart, tokenHashOf } from './cart-lookup';
import { viewCart, type CartView } from './cart-view';
import { changeCart } from './change-cart';
import { productOrNull } from './product-or-null';
import { claimOf } from './request-key';

export async function updateEntryQuantity(
  context: CartContext,
  input: { cartToken: string; entryId: string; quantity: number; idempotencyKey: string },
): Promise<CartView> {
  const quantity = checkQuantity(input.quantity);
  const tokenHash = tokenHashOf(input.cartToken);
  const before = existing(await findCart(context.db, tokenHash));
  const entry = entryOf(before, input.entryId);
  const [product, rules] = await Promise.all([productOrNull(context, entry.itemId), context.catalog.storeRules()]);

  const { cart } = await changeCart(
    context,
    tokenHash,
    (found) => {
      const current = shoppingCart(found);
      entryOf(current, input.entryId);
      checkQuantityChange(current.entries, input.entryId, quantity, product, rules);
      return { change: { kind: 'quantity', entryId: input.entryId, quantity }, outcome: undefined };
    },
    before,
    claimOf('UpdateEntryQuantity', tokenHash, input),
  );
  return viewCart(context, cart);
}

/**
 * Thrown by removeEntry's decision when the entry is not in the cart: a refusal makes changeCart
 * look for an earlier request with the same key, whose answer a repeat must give (the entry was
 * removed by it), and carries the cart to answer when there is none.
 */
class EntryNotInCart extends Error {
  constructor(readonly cart: Cart) {
    super('entry not in cart');
  }
}

/**
 * Removing an entry that is not (or no longer) in the caller's cart changes nothing and answers the
 * cart with `removed` false; a repeat of a removal with its key answers `removed` true, as the
 * first request did.
 */
export async function removeEntry(
  context: CartContext,
  input: { cartToken: string; entryId: string; idempotencyKey: string },
): Promise<CartView & { removed: boolean }> {
  const tokenHash = tokenHashOf(input.cartToken);
  try {
    const { cart } = await changeCart(
      context,
      tokenHash,
      (found) => {
        const current = shoppingCart(found);
        const entry = current.entries.find((candidate) => candidate.id === input.entryId);
        if (!entry) throw new EntryNotInCart(current);
        return { change: { kind: 'remove', entryId: entry.id }, outcome: entry.id };
      },
      undefined,
      claimOf('RemoveEntry', tokenHash, input),
    );
    return { ...(await viewCart(context, cart)), removed: true };
  } catch (error) {
    if (!(error instanceof EntryNotInCart)) throw error;
    context.recentCarts.remember(tokenHash, error.cart);
    return { ...(await viewCart(context, error.cart)), removed: false };
  }
}

/** The answers are judged by the entry's product's form as the catalog has it now. */
export async function updateEntryAdditionalFields(
  context: CartContext,
  input: { cartToken: string; entryId: string; additionalFieldsJson: string; idempotencyKey: string },
): Promise<CartView & { updatedEntry: CartEntry }> {
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const tokenHash = tokenHashOf(input.cartToken);
  const before = existing(await findCart(context.db, tokenHash));
  checkAnswers(await context.catalog.product(entryOf(before, input.entryId).itemId), additionalFields);
  const { cart } = await changeCart(
    context,
    tokenHash,
    (found) => {
      const current = shoppingCart(found);
      const entry = entryOf(current, input.entryId);
      checkAnswersRoom(current.entries, additionalFields, entry.id);
      return { change: { kind: 'additional-fields', entryId: entry.id, additionalFields }, outcome: undefined };
    },
    before,
    claimOf('UpdateEntryAdditionalFields', tokenHash, input),
  );
  const view = await viewCart(context, cart);
  return { ...view, updatedEntry: entryOf(cart, input.entryId) };
}

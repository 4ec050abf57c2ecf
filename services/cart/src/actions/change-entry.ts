import { NotFoundError } from '@storefront/service-kit/errors';
import { parseAdditionalFields } from '../domain/additional-fields';
import type { CartLine } from '../domain/cart';
import { checkAnswersRoom, checkQuantityChange } from '../domain/entry-rules';
import type { CatalogProduct } from '../domain/product';
import { checkAnswers } from '../domain/product-answers';
import { checkQuantity } from '../domain/quantity';
import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { entryOf, existing, shoppingCart, tokenHashOf } from './cart-lookup';
import { viewCart, type CartView } from './cart-view';
import { changeCart } from './change-cart';
import { claimOf } from './request-key';

/** A product the catalog no longer has can still be lowered or removed; only raising needs it. */
async function productOrNull(context: CartContext, itemId: string): Promise<CatalogProduct | null> {
  try {
    return await context.catalog.product(itemId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

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

/** Removing an entry that is not (or no longer) in the caller's cart changes nothing and answers the cart. */
export async function removeEntry(
  context: CartContext,
  input: { cartToken: string; entryId: string; idempotencyKey: string },
): Promise<CartView> {
  const tokenHash = tokenHashOf(input.cartToken);
  const { cart } = await changeCart(
    context,
    tokenHash,
    (found) => {
      const current = shoppingCart(found);
      const entry = current.entries.find((candidate) => candidate.id === input.entryId);
      return { change: entry ? { kind: 'remove', entryId: entry.id } : { kind: 'none' }, outcome: undefined };
    },
    undefined,
    claimOf('RemoveEntry', tokenHash, input),
  );
  return viewCart(context, cart);
}

/** The answers are judged by the entry's product's form as the catalog has it now. */
export async function updateEntryAdditionalFields(
  context: CartContext,
  input: { cartToken: string; entryId: string; additionalFieldsJson: string; idempotencyKey: string },
): Promise<CartView & { updatedEntry: CartLine }> {
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

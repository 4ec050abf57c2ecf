import { parseAdditionalFields } from '../domain/additional-fields';
import type { CartLine } from '../domain/cart';
import { CartError } from '../domain/errors';
import { checkQuantityChange } from '../domain/entry-rules';
import type { CatalogProduct } from '../domain/product';
import { checkQuantity } from '../domain/quantity';
import {
  deleteEntry,
  findCart,
  lockCart,
  reloadCart,
  setEntryAdditionalFields,
  setEntryQuantity,
  touchCart,
} from '../store/carts';
import type { CartContext } from './cart-context';
import { changeable, entryOf, existing, tokenHashOf } from './cart-lookup';
import { viewCart, type CartView } from './cart-view';

/** A product the catalog no longer has can still be lowered or removed; only raising needs it. */
async function productOrNull(context: CartContext, itemId: string): Promise<CatalogProduct | null> {
  try {
    return await context.catalog.product(itemId);
  } catch (error) {
    if (error instanceof CartError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function updateEntryQuantity(
  context: CartContext,
  input: { cartToken: string; entryId: string; quantity: number },
): Promise<CartView> {
  const quantity = checkQuantity(input.quantity);
  const tokenHash = tokenHashOf(input.cartToken);
  const before = existing(await findCart(context.db, tokenHash));
  const entry = entryOf(before, input.entryId);
  const [product, rules] = await Promise.all([productOrNull(context, entry.itemId), context.catalog.storeRules()]);

  const cart = await context.db.transaction(async (tx) => {
    const locked = changeable(await lockCart(tx, tokenHash));
    entryOf(locked, input.entryId);
    checkQuantityChange(locked.entries, input.entryId, quantity, product, rules);
    await setEntryQuantity(tx, input.entryId, quantity);
    await touchCart(tx, locked.id);
    return reloadCart(tx, locked.id);
  });
  return viewCart(context, cart);
}

/** Removing an entry that is not (or no longer) in the caller's cart changes nothing and answers the cart. */
export async function removeEntry(
  context: CartContext,
  input: { cartToken: string; entryId: string },
): Promise<CartView> {
  const tokenHash = tokenHashOf(input.cartToken);
  const cart = await context.db.transaction(async (tx) => {
    const locked = changeable(await lockCart(tx, tokenHash));
    const entry = locked.entries.find((candidate) => candidate.id === input.entryId);
    if (!entry) return locked;
    await deleteEntry(tx, locked.id, entry.id);
    await touchCart(tx, locked.id);
    return reloadCart(tx, locked.id);
  });
  return viewCart(context, cart);
}

export async function updateEntryAdditionalFields(
  context: CartContext,
  input: { cartToken: string; entryId: string; additionalFieldsJson: string },
): Promise<CartView & { updatedEntry: CartLine }> {
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const tokenHash = tokenHashOf(input.cartToken);
  const cart = await context.db.transaction(async (tx) => {
    const locked = changeable(await lockCart(tx, tokenHash));
    const entry = entryOf(locked, input.entryId);
    await setEntryAdditionalFields(tx, entry.id, additionalFields);
    await touchCart(tx, locked.id);
    return reloadCart(tx, locked.id);
  });
  const view = await viewCart(context, cart);
  return { ...view, updatedEntry: entryOf(cart, input.entryId) };
}

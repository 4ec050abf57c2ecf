import { parseAdditionalFields } from '../domain/additional-fields';
import type { CartLine } from '../domain/cart';
import { NotFound } from '../domain/errors';
import { planAddition } from '../domain/entry-rules';
import { CART_NOT_FOUND } from '../domain/messages';
import { chooseVariant } from '../domain/product';
import { checkQuantity } from '../domain/quantity';
import { createCartWith, newEntryId } from '../store/carts';
import { hashCartToken, newCartToken } from '../store/cart-token';
import type { CartContext } from './cart-context';
import { changeable, tokenHashOf } from './cart-lookup';
import { changeCart } from './change-cart';
import { viewCart, type CartView } from './cart-view';
import { newLine, stockOf } from './new-line';

export interface AddEntryInput {
  /** '' creates a cart. */
  cartToken: string;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFieldsJson: string;
}

/**
 * Reads product and stock first (so no lock is ever held across a network call), then decides
 * against the cart's entries as changeCart finds them.
 */
export async function addEntry(
  context: CartContext,
  input: AddEntryInput,
): Promise<CartView & { token: string; newlyAdded: CartLine }> {
  const quantity = checkQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  const variant = chooseVariant(product, input.sku);
  const addition = { product, variant, quantity, additionalFields };
  const appended = () => ({ entryId: newEntryId(), line: newLine(product, variant, quantity, additionalFields) });

  if (input.cartToken === '') {
    // a first addition: checked against no entries, written with its new cart in one statement
    planAddition([], addition, rules);
    const token = newCartToken();
    const { entryId, line } = appended();
    const shopping = { kind: 'SHOPPING' as const, websiteId: rules.websiteId, currency: rules.currency };
    const cart = await createCartWith(context.db, hashCartToken(token), shopping, entryId, line);
    return { ...(await viewCart(context, cart, stockOf(product))), token, newlyAdded: cart.entries[0]! };
  }

  const { cart, outcome: entryId } = await changeCart(context.db, tokenHashOf(input.cartToken), (found) => {
    // the visitor's cart takes additions; one-entry checkout carts do not
    if (found?.kind !== 'SHOPPING') throw new NotFound(CART_NOT_FOUND);
    const plan = planAddition(changeable(found).entries, addition, rules);
    if (plan.kind === 'grow') {
      return { change: { kind: 'quantity', entryId: plan.entryId, quantity: plan.quantity }, outcome: plan.entryId };
    }
    const { entryId, line } = appended();
    return { change: { kind: 'append', entryId, line }, outcome: entryId };
  });
  const view = await viewCart(context, cart, stockOf(product));
  return { ...view, token: input.cartToken, newlyAdded: cart.entries.find((entry) => entry.id === entryId)! };
}

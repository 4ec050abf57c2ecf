import { parseAdditionalFields } from '../domain/additional-fields';
import type { CartLine } from '../domain/cart';
import { NotFound } from '../domain/errors';
import { planAddition } from '../domain/entry-rules';
import { CART_NOT_FOUND } from '../domain/messages';
import { chooseVariant } from '../domain/product';
import { checkQuantity } from '../domain/quantity';
import { appendEntry, createCart, lockCart, reloadCart, setEntryQuantity, touchCart } from '../store/carts';
import { hashCartToken, newCartToken } from '../store/cart-token';
import type { CartContext } from './cart-context';
import { changeable } from './cart-lookup';
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
 * Reads product and stock first (outside the transaction, so no lock is held across a network
 * call), then decides against the entries as they are once the cart row is locked.
 */
export async function addEntry(
  context: CartContext,
  input: AddEntryInput,
): Promise<CartView & { token: string; newlyAdded: CartLine }> {
  const quantity = checkQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  const variant = chooseVariant(product, input.sku);
  const token = input.cartToken === '' ? newCartToken() : input.cartToken;

  const { cart, entryId } = await context.db.transaction(async (tx) => {
    const found =
      input.cartToken === ''
        ? await createCart(tx, hashCartToken(token), {
            kind: 'SHOPPING',
            websiteId: rules.websiteId,
            currency: rules.currency,
          })
        : await lockCart(tx, hashCartToken(token));
    // the visitor's cart takes additions; one-entry checkout carts do not
    if (found?.kind !== 'SHOPPING') throw new NotFound(CART_NOT_FOUND);
    const locked = changeable(found);
    const plan = planAddition(locked.entries, { product, variant, quantity, additionalFields }, rules);
    let entryId: string;
    if (plan.kind === 'grow') {
      await setEntryQuantity(tx, plan.entryId, plan.quantity);
      entryId = plan.entryId;
    } else {
      entryId = await appendEntry(tx, locked.id, newLine(product, variant, quantity, additionalFields));
    }
    await touchCart(tx, locked.id);
    return { cart: await reloadCart(tx, locked.id), entryId };
  });

  const view = await viewCart(context, cart, stockOf(product));
  return { ...view, token, newlyAdded: cart.entries.find((entry) => entry.id === entryId)! };
}

import { parseAdditionalFields } from '../domain/additional-fields';
import type { Cart, CartEntry } from '../domain/cart';
import { planAddition } from '../domain/entry-rules';
import { checkAnswers } from '../domain/product-answers';
import { checkQuantity } from '../domain/quantity';
import { newEntryId } from '../store/carts';
import type { CartContext } from './cart-context';
import { shoppingCart, tokenHashOf } from './cart-lookup';
import { chosenVariant } from './chosen-variant';
import { changeCart, type Decision } from './change-cart';
import { viewCart, type CartView } from './cart-view';
import { newEntry, stockOf } from './new-entry';
import { createOneEntryCart } from './one-entry-cart';
import { claimOf } from './request-key';

export interface AddEntryInput {
  /** '' creates a cart. */
  cartToken: string;
  itemId: string;
  sku: string;
  quantity: number;
  additionalFieldsJson: string;
  /** '' : not protected against repeats. */
  idempotencyKey: string;
}

/**
 * Reads product and stock first (so no lock is ever held across a network call; chosen-variant
 * says when a recent read is enough), then decides against the cart's entries as changeCart finds them.
 */
export async function addEntry(
  context: CartContext,
  input: AddEntryInput,
): Promise<CartView & { token: string; newlyAdded: CartEntry | undefined }> {
  const quantity = checkQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const [{ product, variant }, rules] = await Promise.all([
    chosenVariant(context.catalog, input.itemId, input.sku),
    context.catalog.storeRules(),
  ]);
  checkAnswers(product, additionalFields);
  const addition = { product, variant, quantity, additionalFields };
  // An add's key is claimed apart from any cart: a repeat whose first answer was lost arrives
  // without the cart it created, one whose answer arrived (and set the cookie) names that cart.
  const claim = claimOf('AddEntry', '', input);

  if (input.cartToken === '') {
    const created = await createOneEntryCart(
      context,
      { kind: 'SHOPPING', ...addition, rules, subscriptionOptionId: null },
      claim,
    );
    return { ...created, newlyAdded: created.cart.entries.find((entry) => entry.id === created.entryId) };
  }

  const tokenHash = tokenHashOf(input.cartToken);
  const decide = (found: Cart | null): Decision<string> => {
    const plan = planAddition(shoppingCart(found).entries, addition, rules);
    if (plan.kind === 'grow') {
      return { change: { kind: 'quantity', entryId: plan.entryId, quantity: plan.quantity }, outcome: plan.entryId };
    }
    const entryId = newEntryId();
    return {
      change: { kind: 'append', entryId, entry: newEntry(product, variant, quantity, additionalFields) },
      outcome: entryId,
    };
  };
  const { cart, outcome } = await changeCart<string | undefined>(context, tokenHash, decide, undefined, claim);
  const view = await viewCart(context, cart, stockOf(product));
  // a repeat names the entry the first request added, absent when it has been removed since
  return { ...view, token: input.cartToken, newlyAdded: cart.entries.find((entry) => entry.id === outcome) };
}

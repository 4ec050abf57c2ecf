import { parseAdditionalFields } from '../domain/additional-fields';
import { checkSubscription, chooseGiftCardVariant, chooseVariant } from '../domain/product';
import { checkAnswers } from '../domain/product-answers';
import { checkQuantity } from '../domain/quantity';
import type { CartContext } from './cart-context';
import { viewCart, type CartView } from './cart-view';
import { stockOf } from './new-entry';
import { createOneEntryCart, unsavedCart, type OneEntry } from './one-entry-cart';
import { claimOf } from './request-key';

export async function createSubscriptionCart(
  context: CartContext,
  input: {
    itemId: string;
    sku: string;
    quantity: number;
    additionalFieldsJson: string;
    subscriptionOptionId: string;
    idempotencyKey: string;
  },
): Promise<CartView & { token: string }> {
  const quantity = checkQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  checkSubscription(product, input.subscriptionOptionId);
  const variant = chooseVariant(product, input.sku);
  checkAnswers(product, additionalFields);
  return createOneEntryCart(
    context,
    {
      kind: 'SUBSCRIPTION',
      product,
      variant,
      quantity,
      additionalFields,
      rules,
      subscriptionOptionId: input.subscriptionOptionId || null,
    },
    claimOf('CreateSubscriptionCart', '', input),
  );
}

/** A gift card's one entry: the denomination chosen, or the first. */
async function giftCardEntry(context: CartContext, input: { itemId: string; sku: string }): Promise<OneEntry> {
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  const variant = chooseGiftCardVariant(product, input.sku);
  const entry: OneEntry = {
    kind: 'GIFT_CARD',
    product,
    variant,
    quantity: 1,
    additionalFields: null,
    rules,
    subscriptionOptionId: null,
  };
  return entry;
}

export async function createGiftCardCart(
  context: CartContext,
  input: { itemId: string; sku: string; idempotencyKey: string },
): Promise<CartView & { token: string }> {
  return createOneEntryCart(context, await giftCardEntry(context, input), claimOf('CreateGiftCardCart', '', input));
}

/** What createGiftCardCart would make, with the same price and refusals, written nowhere (a GET shows it). */
export async function quoteGiftCardCart(
  context: CartContext,
  input: { itemId: string; sku: string },
): Promise<CartView> {
  const entry = await giftCardEntry(context, input);
  return viewCart(context, unsavedCart(entry), stockOf(entry.product));
}

import { parseAdditionalFields } from '../domain/additional-fields';
import type { CartKind } from '../domain/cart';
import { planAddition } from '../domain/entry-rules';
import {
  checkSubscription,
  chooseGiftCardVariant,
  chooseVariant,
  type CatalogProduct,
  type ProductVariant,
  type StoreRules,
} from '../domain/product';
import type { AdditionalFields } from '../domain/cart';
import { checkQuantity } from '../domain/quantity';
import { createCartWith, newEntryId } from '../store/carts';
import { hashCartToken, newCartToken } from '../store/cart-token';
import type { CartContext } from './cart-context';
import { viewCart, type CartView } from './cart-view';
import { newLine, stockOf } from './new-line';

interface OneEntry {
  kind: CartKind;
  product: CatalogProduct;
  variant: ProductVariant;
  quantity: number;
  additionalFields: AdditionalFields | null;
  rules: StoreRules;
  subscriptionOptionId: string | null;
}

/** A new cart holding one entry, checked like any addition; its token is what the checkout URL names. */
async function createOneEntryCart(context: CartContext, line: OneEntry): Promise<CartView & { token: string }> {
  const { kind, product, variant, quantity, additionalFields, rules, subscriptionOptionId } = line;
  planAddition([], { product, variant, quantity, additionalFields }, rules);
  const token = newCartToken();
  const cart = await createCartWith(
    context.db,
    hashCartToken(token),
    { kind, websiteId: rules.websiteId, currency: rules.currency, subscriptionOptionId },
    newEntryId(),
    newLine(product, variant, quantity, additionalFields),
  );
  return { ...(await viewCart(context, cart, stockOf(product))), token };
}

export async function createSubscriptionCart(
  context: CartContext,
  input: { itemId: string; sku: string; quantity: number; additionalFieldsJson: string; subscriptionOptionId: string },
): Promise<CartView & { token: string }> {
  const quantity = checkQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFieldsJson);
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  checkSubscription(product, input.subscriptionOptionId);
  const variant = chooseVariant(product, input.sku);
  return createOneEntryCart(context, {
    kind: 'SUBSCRIPTION',
    product,
    variant,
    quantity,
    additionalFields,
    rules,
    subscriptionOptionId: input.subscriptionOptionId || null,
  });
}

export async function createGiftCardCart(
  context: CartContext,
  input: { itemId: string; sku: string },
): Promise<CartView & { token: string }> {
  const [product, rules] = await Promise.all([context.catalog.product(input.itemId), context.catalog.storeRules()]);
  const variant = chooseGiftCardVariant(product, input.sku);
  return createOneEntryCart(context, {
    kind: 'GIFT_CARD',
    product,
    variant,
    quantity: 1,
    additionalFields: null,
    rules,
    subscriptionOptionId: null,
  });
}

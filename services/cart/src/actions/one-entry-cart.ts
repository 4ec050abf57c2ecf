import type { AdditionalFields, Cart, CartKind } from '../domain/cart';
import { planAddition } from '../domain/entry-rules';
import type { CatalogProduct, ProductVariant, StoreRules } from '../domain/product';
import { findRequest, sealToken, type RequestClaim } from '../store/cart-requests';
import { createCartWith, newEntryId } from '../store/carts';
import { hashCartToken, newCartToken } from '../store/cart-token';
import type { CartContext } from './cart-context';
import { viewCart, type CartView } from './cart-view';
import { newEntry, stockOf } from './new-entry';
import { repeatedCreation } from './repeated-request';

export interface OneEntry {
  kind: CartKind;
  product: CatalogProduct;
  variant: ProductVariant;
  quantity: number;
  additionalFields: AdditionalFields | null;
  rules: StoreRules;
  subscriptionOptionId: string | null;
}

/**
 * A new cart holding one entry, checked like any addition (against no entries) and written with
 * its cart in one statement: a visitor's first add, and the carts of the two checkout paths, whose
 * token is what the checkout URL names. With a request key claimed before, nothing is created:
 * the answer is the cart that key made (its token unsealed by the key), as it is now.
 */
export async function createOneEntryCart(
  context: CartContext,
  entry: OneEntry,
  claim?: RequestClaim,
): Promise<CartView & { token: string; entryId: string | undefined }> {
  const { kind, product, variant, quantity, additionalFields, rules, subscriptionOptionId } = entry;
  planAddition([], { product, variant, quantity, additionalFields }, rules);
  const token = newCartToken();
  const tokenHash = hashCartToken(token);
  const cart = await createCartWith(
    context.db,
    tokenHash,
    // the currency its first entry is priced in: the store's settings may be a few seconds old, and
    // a cart must never total amounts of two currencies
    { kind, websiteId: rules.websiteId, currency: variant.currency, subscriptionOptionId },
    newEntryId(),
    newEntry(product, variant, quantity, additionalFields),
    claim && { claim, sealedToken: sealToken(claim, token) },
  );
  if (!cart) {
    // the key was claimed by an earlier request: answer the cart it made
    const repeated = await repeatedCreation(context, await findRequest(context.db, claim!), claim!);
    return {
      ...(await viewCart(context, repeated.cart, stockOf(product))),
      token: repeated.token,
      entryId: repeated.outcome,
    };
  }
  context.recentCarts.remember(tokenHash, cart);
  return { ...(await viewCart(context, cart, stockOf(product))), token, entryId: cart.entries[0]!.id };
}

/** The cart `entry` would make, checked as createOneEntryCart checks it, but not written: it has no ids. */
export function unsavedCart(entry: OneEntry): Cart {
  const { kind, product, variant, quantity, additionalFields, rules, subscriptionOptionId } = entry;
  planAddition([], { product, variant, quantity, additionalFields }, rules);
  const now = new Date();
  return {
    id: '',
    kind,
    websiteId: rules.websiteId,
    currency: variant.currency,
    subscriptionOptionId,
    createdAt: now,
    updatedAt: now,
    isPurchased: false,
    orderId: null,
    version: 0,
    siteUserId: null,
    entries: [{ id: '', ...newEntry(product, variant, quantity, additionalFields) }],
  };
}

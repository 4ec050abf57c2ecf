import type { CartEntry, ShoppingCart, UpdateAdditionalFieldsResult } from '@storefront/contracts';
import { apiRequest, newIdempotencyKey } from '@storefront/ui';

const CART_PATH = '/api/commerce/shopping-cart';
const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;

/** The visitor's cart; the gateway answers a visitor without one with the empty cart shape (id ""). */
export function fetchShoppingCart(): Promise<ShoppingCart> {
  return apiRequest<ShoppingCart>('GET', CART_PATH);
}

let pageStartCart: Promise<ShoppingCart> | undefined;

/** The cart read once on page start (spec §4), shared by the pill and the cart page. */
export function loadCartOnPageStart(): Promise<ShoppingCart> {
  pageStartCart ??= fetchShoppingCart();
  return pageStartCart;
}

/** Each change below is one press of the visitor's: its own key, repeated only by the retries of that press. */
const onePress = () => ({ idempotencyKey: newIdempotencyKey() });

export async function changeEntryQuantity(entryId: string, quantity: number): Promise<ShoppingCart> {
  const result = await apiRequest<{ shoppingCart: ShoppingCart }>('PUT', entryPath(entryId), { quantity }, onePress());
  return result.shoppingCart;
}

export async function removeEntry(entryId: string): Promise<ShoppingCart> {
  const result = await apiRequest<{ shoppingCart: ShoppingCart }>('DELETE', entryPath(entryId), undefined, onePress());
  return result.shoppingCart;
}

/** Spec §7: new custom-form answers for an entry, named by its entry id. */
export async function changeEntryAnswers(
  entry: CartEntry,
  additionalFields: Record<string, unknown>,
): Promise<ShoppingCart> {
  const result = await apiRequest<UpdateAdditionalFieldsResult>(
    'PUT',
    `${entryPath(entry.id)}/additionalFields`,
    {
      itemId: entry.itemId,
      sku: entry.chosenVariant.sku,
      additionalFields,
    },
    onePress(),
  );
  return result.shoppingCart;
}

import {
  ApiError,
  apiRequest,
  type CartEntry,
  type ShoppingCart,
  type UpdateAdditionalFieldsResult,
} from '@storefront/ui';

const CART_PATH = '/api/commerce/shopping-cart';
const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;

/** The visitor's cart; a visitor without one gets the empty cart shape (id ""). */
export async function fetchShoppingCart(): Promise<ShoppingCart> {
  try {
    return await apiRequest<ShoppingCart>('GET', CART_PATH);
  } catch (error) {
    // an expired or unknown cart token is simply no cart
    if (error instanceof ApiError && error.status === 404) return emptyShoppingCart();
    throw error;
  }
}

let pageStartCart: Promise<ShoppingCart> | undefined;

/** The cart read once on page start (spec §4), shared by the pill and the cart page. */
export function loadCartOnPageStart(): Promise<ShoppingCart> {
  pageStartCart ??= fetchShoppingCart();
  return pageStartCart;
}

export async function changeEntryQuantity(entryId: string, quantity: number): Promise<ShoppingCart> {
  const result = await apiRequest<{ shoppingCart: ShoppingCart }>('PUT', entryPath(entryId), { quantity });
  return result.shoppingCart;
}

export async function removeEntry(entryId: string): Promise<ShoppingCart> {
  const result = await apiRequest<{ shoppingCart: ShoppingCart }>('DELETE', entryPath(entryId));
  return result.shoppingCart;
}

export function emptyShoppingCart(currency = 'USD'): ShoppingCart {
  return {
    id: '',
    websiteId: '',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    currency,
  };
}

/** Spec §7: new custom-form answers for a line; the line is named by its entry id. */
export async function changeEntryAnswers(
  entry: CartEntry,
  additionalFields: Record<string, unknown>,
): Promise<ShoppingCart> {
  const result = await apiRequest<UpdateAdditionalFieldsResult>('PUT', `${entryPath(entry.id)}/additionalFields`, {
    itemId: entry.itemId,
    sku: entry.chosenVariant.sku,
    additionalFields,
  });
  return result.shoppingCart;
}

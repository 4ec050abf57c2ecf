import type { CartEntry, ShoppingCart } from '@storefront/contracts';
import type { cartV1 } from '@storefront/proto';

/*
 * The shopping cart in the REST API's JSON (spec §3 "Shopping cart" and "Cart entry"), built from
 * the cart service's answer. Amounts are integer minor units.
 */

/** Answers saved as text by the cart service; anything but a JSON object means "no answers". */
export function parseAdditionalFields(json: string): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** int64 amounts arrive as strings; carts stay far below 2^53 minor units. */
function cents(value: string): number {
  const number = Number(value || '0');
  return Number.isFinite(number) ? number : 0;
}

export function cartEntryJson(entry: cartV1.CartEntry, currency: string): CartEntry {
  return {
    id: entry.id,
    itemId: entry.itemId,
    quantity: entry.quantity,
    chosenVariant: {
      sku: entry.chosenVariant?.sku ?? '',
      attributes: { ...(entry.chosenVariant?.attributes ?? {}) },
    },
    title: entry.title,
    subTotal: { value: String(cents(entry.subTotalCents)), currency },
    purchasePriceCents: cents(entry.purchasePriceCents),
    additionalFields: parseAdditionalFields(entry.additionalFieldsJson),
    productType: entry.productType,
    url: entry.url,
    imageUrl: entry.imageUrl,
    qtyInStock: entry.qtyInStock,
    unlimited: entry.unlimited,
  };
}

/**
 * Shipping, tax rules and coupon checks come with the checkout; until then their fields are
 * present and empty, so the browser can read every field of spec §3 already.
 */
export function shoppingCartJson(cart: cartV1.ShoppingCart): ShoppingCart {
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId || null,
    created: cents(cart.created),
    isPurchased: cart.isPurchased,
    entries: cart.entries.map((entry) => cartEntryJson(entry, cart.currency)),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [...cart.coupons],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: cents(cart.subtotalCents),
    taxCents: cents(cart.taxCents),
    shippingCostCents: cents(cart.shippingCostCents),
    discountCents: cents(cart.discountCents),
    grandTotalCents: cents(cart.grandTotalCents),
    totalQuantity: cart.totalQuantity,
    hasDigital: cart.hasDigital,
    purelyDigital: cart.purelyDigital,
    requiresShipping: cart.requiresShipping,
    currency: cart.currency,
  };
}

/** What a visitor without a cart sees: the cart shape with no id, no entries and zero totals. */
export function emptyShoppingCartJson(websiteId: string, currency: string): ShoppingCart {
  return {
    id: '',
    websiteId,
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

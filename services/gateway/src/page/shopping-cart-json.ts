import type { CartEntry, CheckoutCart } from '@storefront/contracts';
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
      optionValues: (entry.chosenVariant?.optionValues ?? []).map(({ optionName, value }) => ({ optionName, value })),
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

/** Spec §3 shipping options as the cart service prices them. */
function optionJson(option: cartV1.ShippingOption) {
  return { id: option.id, name: option.name, costCents: cents(option.costCents) };
}

/**
 * The cart with spec §3's checkout fields as the cart service computed them from the shopper's
 * checkout details and the owner's rates, tax rules and coupons (empty before checkout starts).
 */
export function shoppingCartJson(cart: cartV1.ShoppingCart): CheckoutCart {
  return {
    id: cart.id,
    websiteId: cart.websiteId,
    orderId: cart.orderId || null,
    created: cents(cart.created),
    isPurchased: cart.isPurchased,
    entries: cart.entries.map((entry) => cartEntryJson(entry, cart.currency)),
    shippingOptions: cart.shippingOptions.map(optionJson),
    selectedShippingOption: cart.selectedShippingOption ? optionJson(cart.selectedShippingOption) : null,
    shippingLocation: cart.shippingLocation
      ? { countryCode: cart.shippingLocation.countryCode, region: cart.shippingLocation.region }
      : null,
    applicableTaxRules: cart.applicableTaxRules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      countryCode: rule.countryCode,
      region: rule.region || null,
      rateBasisPoints: rule.rateBasisPoints,
      taxesShipping: rule.taxesShipping,
      taxCents: cents(rule.taxCents),
    })),
    coupons: [...cart.coupons],
    validCoupons: [...cart.validCoupons],
    invalidCoupons: cart.invalidCoupons.map(({ code, reason }) => ({ code, reason })),
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
export function emptyShoppingCartJson(websiteId: string, currency: string): CheckoutCart {
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

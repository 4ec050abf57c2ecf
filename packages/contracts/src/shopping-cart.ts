/**
 * The shopping cart as the gateway's REST API returns it (spec §3 "Shopping cart" and "Cart
 * entry"). Amounts are integer minor units of `currency`.
 */
export interface Money {
  /** Decimal string in minor units, e.g. "2500" for 25.00. */
  value: string;
  currency: string;
}

/** One chosen option of a variant. */
export interface ChosenOptionValue {
  optionName: string;
  value: string;
}

export interface ChosenVariant {
  sku: string;
  /** Option name -> chosen value; an object has no order a list can rely on: lists read optionValues. */
  attributes: Record<string, string>;
  /** The same choices in the product's option order (spec §3 variantOptionOrdering). */
  optionValues: ChosenOptionValue[];
}

export interface CartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: ChosenVariant;
  title: string;
  /** quantity x purchasePriceCents. */
  subTotal: Money;
  purchasePriceCents: number;
  /** Custom-form answers keyed by field id; null when the product has no form. */
  additionalFields: Record<string, unknown> | null;
  /** Spec §3 product type number: physical 1, digital 2, service 3, gift card 4. */
  productType: number;
  /** Product page path. */
  url: string;
  imageUrl: string;
  /** Stock left for this variant; ignored when unlimited. */
  qtyInStock: number;
  unlimited: boolean;
}

/**
 * The figures of spec §3 "Shopping cart" that only the cart service computes, all in minor units;
 * the cart service computes exactly these and the browser shows them as they come.
 */
export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

export interface ShoppingCart extends CartTotals {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown | null;
  shippingLocation: unknown | null;
  applicableTaxRules: unknown[];
  coupons: string[];
  validCoupons: string[];
  invalidCoupons: string[];
  currency: string;
}

/** POST /api/commerce/shopping-cart/entries */
export interface AddEntryResult {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
}

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields */
export interface UpdateAdditionalFieldsResult {
  shoppingCart: ShoppingCart;
  updatedEntry: CartEntry;
}

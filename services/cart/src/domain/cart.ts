/** The kinds of cart: the visitor's shopping cart and the one-entry carts of two checkout paths. */
export type CartKind = 'SHOPPING' | 'SUBSCRIPTION' | 'GIFT_CARD';

/** A custom-form answer: text, several texts, or texts keyed by part (e.g. a name's first/last). */
export type AdditionalFieldValue = string | string[] | Record<string, string>;
export type AdditionalFields = Record<string, AdditionalFieldValue>;

/** One entry of a cart (spec §3 "Cart entry"), with what the cart page shows copied at add time. */
export interface CartEntry {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  attributes: Record<string, string>;
  /** The product's option names in its order when the entry was added; empty for older entries. */
  optionNames: string[];
  title: string;
  quantity: number;
  /** Unit price paid, minor units. */
  purchasePriceCents: number;
  currency: string;
  productType: number;
  url: string;
  imageUrl: string;
  /** null when the product asks no questions. */
  additionalFields: AdditionalFields | null;
}

export interface Cart {
  id: string;
  kind: CartKind;
  websiteId: string;
  currency: string;
  subscriptionOptionId: string | null;
  createdAt: Date;
  updatedAt: Date;
  isPurchased: boolean;
  orderId: string | null;
  /** How many changes the cart has had; see writeChange in store/carts. */
  version: number;
  /** The customer whose cart it is (spec siteUserId); null for a visitor's anonymous cart. */
  siteUserId: string | null;
  /** In the order they were added. */
  entries: CartEntry[];
}

import type { CartEntry, ShoppingCart } from './shopping-cart';

/**
 * Remotes never import each other; they talk through DOM CustomEvents on `document`. Each name has
 * exactly one detail type.
 */

/** Spec §3 "Add-to-cart event detail": fired when a visitor presses an add-to-cart button. */
export interface AddToCartDetail {
  pageType: string;
  product: { id: string; title: string; productType: number };
  quantity: number;
  selectedVariant: { sku: string; attributes: Record<string, string> } | null;
  unselectedVariantOptions: string[];
  isInStock: boolean;
  expressCheckout: boolean;
  addToCartText: string;
  subscriptionId: string | null;
}

/** The cart changed on the server; `newlyAdded` is set when the change was an add. */
export interface CartUpdatedDetail {
  shoppingCart: ShoppingCart;
  newlyAdded?: CartEntry;
}

export interface StorefrontEvents {
  'storefront:add-to-cart': AddToCartDetail;
  'storefront:cart-updated': CartUpdatedDetail;
}

export type StorefrontEventName = keyof StorefrontEvents;

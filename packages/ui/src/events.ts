import type { CartEntry, ShoppingCart } from './shopping-cart';

/**
 * Remotes never import each other; they talk through these DOM CustomEvents on `document`.
 * Each name has exactly one detail type.
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

export function dispatchStorefrontEvent<N extends StorefrontEventName>(name: N, detail: StorefrontEvents[N]): void {
  document.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens until the returned function is called. */
export function onStorefrontEvent<N extends StorefrontEventName>(
  name: N,
  listener: (detail: StorefrontEvents[N]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<StorefrontEvents[N]>).detail);
  document.addEventListener(name, handler);
  return () => document.removeEventListener(name, handler);
}

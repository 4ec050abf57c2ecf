import { ALERT_TITLES, PRODUCT_TYPE } from '@storefront/commerce';

/**
 * Where a press of the add-to-cart button leads (spec §2, §4, §7): gift cards go to their own
 * checkout, subscribable products through the subscription call, everything else into the cart.
 */
export type PurchasePath = 'gift-card' | 'subscription' | 'cart';

export function purchasePath(product: { productType: number; isSubscribable: boolean }): PurchasePath {
  if (product.productType === PRODUCT_TYPE.giftCard) return 'gift-card';
  if (product.isSubscribable) return 'subscription';
  return 'cart';
}

/** Spec §8 alert titles: gift cards and express checkout have their own. */
export function alertTitle(path: PurchasePath, expressCheckout: boolean): string {
  if (path === 'gift-card') return ALERT_TITLES.giftCard;
  if (expressCheckout && path === 'cart') return ALERT_TITLES.expressCheckout;
  return ALERT_TITLES.addItem;
}

/** The sku is added only when the visitor chose a denomination. */
export function giftCardCheckoutUrl(websiteId: string, productId: string, sku: string | null): string {
  const query = new URLSearchParams({ websiteId, giftCardProductId: productId });
  if (sku) query.set('sku', sku);
  return `/checkout/giftcard?${query.toString()}`;
}

export function subscriptionCheckoutUrl(cartToken: string): string {
  return `/checkout/subscribe?${new URLSearchParams({ cartToken }).toString()}`;
}

/** Spec §2: the express checkout target; it sends the visitor on to /checkout. */
export const EXPRESS_CHECKOUT_URL = '/commerce/goto-checkout';

/**
 * Spec §5: express checkout needs hasCart='true' or a CART cookie. CART is HttpOnly, so the page
 * normally sees only hasCart, which the add itself sets.
 */
export function hasCartCookies(cookieHeader: string): boolean {
  let hasCart = false;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    const value = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (name === 'CART' && value !== '') return true;
    if (name === 'hasCart' && value === 'true') hasCart = true;
  }
  return hasCart;
}

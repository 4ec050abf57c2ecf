import type { Cart } from './cart';

/**
 * What a sign-in does with the cart the browser holds and the account's open cart (spec §4 "Cart
 * loading"): the anonymous cart becomes the account's, or goes into it, or the browser joins the
 * account's cart; a browser that holds the account's cart already keeps it as it is.
 */
export type AttachmentPlan =
  | { kind: 'none' }
  | { kind: 'held'; cart: Cart }
  | { kind: 'adopt'; cart: Cart }
  | { kind: 'merge'; accountCart: Cart; anonymousCart: Cart }
  | { kind: 'join'; cart: Cart };

/**
 * A cart a browser may bring into an account: an open shopping cart of no account. A purchased
 * cart is an order's record, another kind is made for its checkout, and another account's cart is
 * never taken, whoever holds its token.
 */
export function isAnonymousCart(cart: Cart | null): cart is Cart {
  return cart !== null && cart.kind === 'SHOPPING' && !cart.isPurchased && cart.siteUserId === null;
}

export function planAttachment(browserCart: Cart | null, accountCart: Cart | null): AttachmentPlan {
  if (accountCart && browserCart?.id === accountCart.id) return { kind: 'held', cart: accountCart };
  const anonymousCart = isAnonymousCart(browserCart) ? browserCart : null;
  if (anonymousCart && accountCart) return { kind: 'merge', accountCart, anonymousCart };
  if (anonymousCart) return { kind: 'adopt', cart: anonymousCart };
  if (accountCart) return { kind: 'join', cart: accountCart };
  return { kind: 'none' };
}

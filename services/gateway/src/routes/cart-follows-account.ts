import type { Logger } from '@storefront/service-kit';
import type { Request, Response } from 'express';
import type { CartCookies } from '../http/cart-cookies';
import type { Cart } from '../upstream/cart';
import { cartFollowsAccount } from '../upstream/cart-follows-account';

/**
 * Spec §4: the cart follows the customer's account, so a cart filled before signing in is the
 * account's cart after it, on this browser and every other. Called by customer sign-in and
 * sign-up once the session cookies are set, and by an add that made a new cart for a signed-in
 * browser; the CART cookies then name what the cart service answered.
 */
export type FollowAccount = (req: Request, res: Response, siteUserId: string, cartToken?: string) => Promise<void>;

export function followAccount(cart: Cart, cookies: CartCookies, logger: Logger): FollowAccount {
  // `cartToken` is the browser's cart: its CART cookie, or the cart this request has just made
  return async (req, res, siteUserId, cartToken = cookies.token(req)) => {
    const followed = await cartFollowsAccount({ cart, logger }, siteUserId, cartToken);
    if (followed.hasCart) cookies.set(res, followed.cartToken);
    else if (cookies.present(req)) cookies.clear(res);
  };
}

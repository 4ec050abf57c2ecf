import type { Logger } from '@storefront/service-kit';
import express, { type Request } from 'express';
import type { CartCookies } from '../http/cart-cookies';
import { cartApiErrors } from '../http/cart-errors';
import { checkoutJson } from '../page/checkout-json';
import type { Checkout } from '../upstream/checkout';
import { readInput, subscribeQuery } from './cart-input';
import { checkoutChangeBody, checkoutInputErrors, readCheckoutInput, updateCheckoutRequest } from './checkout-input';

const PATH = '/api/commerce/checkout';
const NO_CART = 'That cart does not exist or has expired.';

/**
 * The visitor's checkout (GET/PUT /api/commerce/checkout): their cart, named by the CART cookie
 * (or a subscription's cart, named by `?cartToken=` as on /checkout/subscribe),
 * with spec §3's checkout fields and what they entered. A PUT stores the fields it sends and keeps
 * the rest; any refused field refuses the whole change (400, one message per field path) and
 * nothing is stored. Crumb and rate limit are the API's, as for every cart change.
 */
export function checkoutApiRoutes(checkout: Checkout, cookies: CartCookies, logger: Logger) {
  const router = express.Router();
  /** The subscription cart `?cartToken=` names (the checkout of /checkout/subscribe), else the visitor's own. */
  const tokenOf = (req: Request) =>
    req.query.cartToken === undefined ? cookies.token(req) : readInput(subscribeQuery, req.query).cartToken;

  router.get(PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = tokenOf(req);
    if (!token) {
      res.status(404).json({ message: NO_CART });
      return;
    }
    res.json(checkoutJson(await checkout.get(token)));
  });

  router.put(PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const change = readCheckoutInput(checkoutChangeBody, req.body);
    const token = tokenOf(req);
    if (!token) {
      res.status(404).json({ message: NO_CART });
      return;
    }
    res.json(checkoutJson(await checkout.update(updateCheckoutRequest(token, change))));
  });

  router.use(PATH, checkoutInputErrors);
  router.use(PATH, cartApiErrors(logger));
  return router;
}

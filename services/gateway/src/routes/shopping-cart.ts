import type { CheckoutCart } from '@storefront/contracts';
import type { Logger } from '@storefront/service-kit';
import express from 'express';
import type { CartCookies } from '../http/cart-cookies';
import { cartApiErrors } from '../http/cart-errors';
import { emptyShoppingCartJson, shoppingCartJson } from '../page/shopping-cart-json';
import type { Cart } from '../upstream/cart';
import type { Catalog } from '../upstream/catalog';
import { readInput, shoppingCartQuery } from './cart-input';

const DEFAULT_CURRENCY = 'USD';

/**
 * GET /api/commerce/shopping-cart (spec §7): the visitor's cart, or the empty cart shape (id '')
 * when there is none; a CART cookie that outlived its cart is cleared on the way.
 */
export function shoppingCartRoutes(cart: Cart, catalog: Catalog, cookies: CartCookies, logger: Logger) {
  const router = express.Router();

  /** The empty cart is in the store's currency; with the catalog away it still answers, in the default one. */
  const emptyCart = async (): Promise<CheckoutCart> => {
    const settings = await catalog.settings().catch(() => undefined);
    return emptyShoppingCartJson(settings?.website?.id ?? '', settings?.store?.selectedCurrency || DEFAULT_CURRENCY);
  };

  router.get('/api/commerce/shopping-cart', async (req, res) => {
    const query = readInput(shoppingCartQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    if (query.mock === 'true') {
      res.json(await emptyCart());
      return;
    }
    const token = cookies.token(req);
    const found = token ? await cart.shoppingCart(token, { withStock: true }) : undefined;
    if (found) {
      res.json(shoppingCartJson(found));
      return;
    }
    if (cookies.present(req)) cookies.clear(res);
    res.json(await emptyCart());
  });

  router.use(cartApiErrors(logger));
  return router;
}

import { cartV1 } from '@storefront/proto';
import express, { type Response } from 'express';
import type { CartCookies } from '../http/cart-cookies';
import { cartFailure } from '../http/cart-errors';
import type { Pages } from '../page/pages';
import { checkoutSummary, type OneEntryPurchase } from '../page/checkout-summary';
import type { Cart, ShoppingCart } from '../upstream/cart';
import { giftCardQuery, readInput, subscribeQuery } from './cart-input';

/** Spec §5: express checkout without cart cookies. */
export const CHECKOUT_SESSION_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
/** Spec §8 alert titles, reused as the headings of the matching pages. */
const PURCHASE_ITEM_TITLE = 'Unable to Purchase Item';
const PURCHASE_GIFT_CARD_TITLE = 'Unable to purchase Gift Card';

/**
 * Where checkout lives (never cached: each page shows one visitor's purchase): /commerce/goto-checkout (express checkout), /checkout (the shopping cart),
 * /checkout/subscribe?cartToken= and /checkout/giftcard?... Each page summarises what is being
 * bought; the cart remote's checkout, mounted on the summary's hook, buys it.
 */
export function checkoutRoutes(cart: Cart, pages: Pages, cookies: CartCookies) {
  const router = express.Router();

  const sendCheckout = async (res: Response, found: ShoppingCart, oneEntry?: OneEntryPurchase) => {
    // Carts are priced in the store's currency; the settings are read only if a cart lacks it.
    const currency = found.currency || (await pages.settings()).store?.selectedCurrency || 'USD';
    await pages.send(res, 'checkout', {
      pageType: 'checkout',
      title: 'Checkout',
      data: { checkout: checkoutSummary(found, currency, oneEntry) },
    });
  };

  const sendProblem = (res: Response, status: number, heading: string, message: string) =>
    pages.send(res, 'checkout-problem', { pageType: 'error', title: heading, data: { heading, message } }, status);

  router.get('/commerce/goto-checkout', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (cookies.mayCheckOut(req)) {
      res.redirect(302, '/checkout');
      return;
    }
    await sendProblem(res, 400, PURCHASE_ITEM_TITLE, CHECKOUT_SESSION_MESSAGE);
  });

  router.get('/checkout', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = cookies.token(req);
    const found = token ? await cart.shoppingCart(token) : undefined;
    if (!found && cookies.present(req)) cookies.clear(res);
    if (!found || found.entries.length === 0) {
      res.redirect(302, '/cart');
      return;
    }
    await sendCheckout(res, found);
  });

  router.get('/checkout/subscribe', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { cartToken } = readInput(subscribeQuery, req.query);
    const found = await cart.find(cartToken);
    // A shopping or gift-card cart's token is not a subscription checkout.
    if (!found || found.kind !== cartV1.CartKind.CART_KIND_SUBSCRIPTION) return pages.sendStatus(res, 'not-found');
    // a bought subscription cart is an order now: its checkout is over
    if (found.isPurchased) return pages.sendStatus(res, 'not-found');
    await sendCheckout(res, found, { kind: 'subscription', cartToken });
  });

  router.get('/checkout/giftcard', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const query = readInput(giftCardQuery, req.query);
    const settings = await pages.settings();
    if (query.websiteId !== (settings.website?.id ?? '')) return pages.sendStatus(res, 'not-found');
    // A GET writes nothing: the page shows the quote, and the cart is created by the purchase
    // step that follows it (a POST), so reloads and prefetches leave no carts behind.
    let giftCardCart: ShoppingCart;
    try {
      giftCardCart = await cart.quoteGiftCardCart(query.giftCardProductId, query.sku);
    } catch (error) {
      // Not a gift card, or a denomination that cannot be bought: said on the page. Other
      // failures (unknown product 404, bad input 400, cart down 503) take the usual pages.
      const failure = cartFailure(error);
      if (failure?.status !== 409) throw error;
      await sendProblem(res, 409, PURCHASE_GIFT_CARD_TITLE, failure.message);
      return;
    }
    await sendCheckout(res, giftCardCart, {
      kind: 'giftcard',
      giftCardProductId: query.giftCardProductId,
      // the denomination quoted: the first one when the link named none
      sku: giftCardCart.entries[0]?.chosenVariant?.sku ?? query.sku,
    });
  });

  return router;
}

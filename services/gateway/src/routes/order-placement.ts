import type { PlacedOrderJson } from '@storefront/contracts';
import type { Logger } from '@storefront/service-kit';
import express, { type Request } from 'express';
import type { CartCookies } from '../http/cart-cookies';
import type { SiteUserSessions } from '../http/site-user-sessions';
import { cartApiErrors } from '../http/cart-errors';
import { derivedKey, visitorKey } from '../http/idempotency-key';
import type { Cart } from '../upstream/cart';
import type { Order, Orders } from '../upstream/orders';
import { checkoutInputErrors, readCheckoutInput } from './checkout-input';
import { giftCardPurchaseBody, placeOrderBody, type PaymentInput } from './order-placement-input';

const PATH = '/api/commerce/checkout/orders';
const GIFT_CARD_PATH = '/api/commerce/checkout/giftcard';
const NO_CART = 'That cart does not exist or has expired.';
/** The confirmation goes to the e-mail the visitor saved at checkout. */
const FROM_CHECKOUT = Symbol("the checkout's e-mail");

/** Where the buyer goes next, and the gift-card codes this answer alone carries. */
function placedOrderJson(order: Order): PlacedOrderJson {
  const placed: PlacedOrderJson = order.subscriptionId
    ? {
        orderId: order.id,
        orderUrl: `/commerce/subscriptions/${order.subscriptionId}`,
        subscriptionId: order.subscriptionId,
      }
    : { orderId: order.id, orderUrl: `/commerce/orders/${order.id}` };
  if (order.issuedGiftCards.length > 0)
    placed.issuedGiftCards = order.issuedGiftCards.map((card) => ({
      code: card.code,
      balanceCents: Number(card.balanceCents),
      currency: card.currency,
    }));
  return placed;
}

/**
 * Buying, by the one order placement of the cart service (PlaceOrder), whatever is bought:
 * - POST /api/commerce/checkout/orders: the visitor's cart (the CART cookie's) for the total its
 *   checkout shows, the confirmation going to the checkout's e-mail; bought, the cart leaves the
 *   browser. With `cartToken` and `email`: the subscription cart of /checkout/subscribe, whose
 *   order also begins the subscription (the cookie's cart is left alone).
 * - POST /api/commerce/checkout/giftcard: one gift card of a denomination; its one-entry cart is
 *   made here (under a key derived from the attempt, so a repeat makes no second cart) and bought
 *   at once. A gift card is delivered by e-mail: no shipping step, no tax.
 * The attempt id names the press of the pay button, so a double click or a retried request buys once.
 */
export function orderPlacementRoutes(
  orders: Orders,
  parts: { cart: Cart; cookies: CartCookies; sessions: SiteUserSessions },
  logger: Logger,
) {
  const { cart, cookies, sessions } = parts;
  const router = express.Router();

  /**
   * Bought by the signed-in customer, if any: a subscription then shows on their account page.
   * `email` FROM_CHECKOUT: the cart service reads the checkout's with the cart, in the same call.
   */
  const place = async (
    req: Request,
    cartToken: string,
    email: string | typeof FROM_CHECKOUT,
    body: PaymentInput,
    recipient = '',
  ) =>
    orders.place({
      cartToken,
      attemptId: body.attemptId,
      email: email === FROM_CHECKOUT ? '' : email,
      emailFromCheckout: email === FROM_CHECKOUT,
      card: body.card,
      giftCardCodes: body.giftCardCodes ?? [],
      giftCardRecipientEmail: recipient,
      siteUserId: (await sessions.of(req))?.siteUserId ?? '',
    });

  router.post(PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = readCheckoutInput(placeOrderBody, req.body);
    if (body.cartToken) {
      res.status(201).json(placedOrderJson(await place(req, body.cartToken, body.email ?? '', body)));
      return;
    }
    const token = cookies.token(req);
    if (!token) {
      res.status(404).json({ message: NO_CART });
      return;
    }
    const order = await place(req, token, FROM_CHECKOUT, body);
    cookies.clear(res);
    res.status(201).json(placedOrderJson(order));
  });

  router.post(GIFT_CARD_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = readCheckoutInput(giftCardPurchaseBody, req.body);
    // one cart per press: a repeat of the attempt finds the cart it made, and so the same placement
    const cartKey = derivedKey('gift-card-cart', visitorKey(req, body.attemptId));
    const cartToken = await cart.createGiftCardCart(body.giftCardProductId, body.sku, cartKey);
    res.status(201).json(placedOrderJson(await place(req, cartToken, body.email, body, body.recipientEmail)));
  });

  router.use([PATH, GIFT_CARD_PATH], checkoutInputErrors);
  router.use([PATH, GIFT_CARD_PATH], cartApiErrors(logger));
  return router;
}

import type { PlacedOrderJson } from '@storefront/contracts';
import type { Logger } from '@storefront/service-kit';
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { CartCookies } from '../http/cart-cookies';
import { cartApiErrors } from '../http/cart-errors';
import type { Checkout } from '../upstream/checkout';
import type { Orders } from '../upstream/orders';
import { CheckoutInputRefused, readCheckoutInput } from './checkout-input';
import { isPrintable } from './printable-text';

const PATH = '/api/commerce/checkout/orders';
const NO_CART = 'That cart does not exist or has expired.';

/** The shape only: the cart process checks the card (Luhn, expiry, CVC) and says what is wrong. */
const placeOrderBody = z.object({
  attemptId: z
    .string({ error: 'Must be text.' })
    .min(1, { error: 'Required' })
    .max(200, { error: 'You have exceeded the character limit.' })
    .refine(isPrintable, { error: 'Must be printable text.' }),
  card: z
    .object({
      number: z.string({ error: 'Must be text.' }).max(40, { error: 'Your card number is incorrect.' }),
      expMonth: z.number({ error: 'Must be a whole number.' }).int().min(0).max(99),
      expYear: z.number({ error: 'Must be a whole number.' }).int().min(0).max(9999),
      cvc: z.string({ error: 'Must be text.' }).max(8, { error: "Your card's security code is invalid." }),
    })
    .optional(),
  giftCardCodes: z
    .array(z.string({ error: 'Must be text.' }).max(64).refine(isPrintable), { error: 'Must be a list of codes.' })
    .max(10, { error: 'At most 10 gift cards pay one order.' })
    .optional(),
});

/**
 * POST /api/commerce/checkout/orders: buys the visitor's cart (the CART cookie's) for the total
 * its checkout shows, the confirmation going to the checkout's e-mail. The attempt id names the
 * press of the pay button, so a double click or a retried request buys once. Bought, the cart
 * leaves the browser: the next add starts a new one.
 */
export function orderPlacementRoutes(orders: Orders, checkout: Checkout, cookies: CartCookies, logger: Logger) {
  const router = express.Router();

  router.post(PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = readCheckoutInput(placeOrderBody, req.body);
    const token = cookies.token(req);
    if (!token) {
      res.status(404).json({ message: NO_CART });
      return;
    }
    const { email } = await checkout.get(token);
    const order = await orders.place({
      cartToken: token,
      attemptId: body.attemptId,
      email,
      card: body.card,
      giftCardCodes: body.giftCardCodes ?? [],
    });
    cookies.clear(res);
    const placed: PlacedOrderJson = { orderId: order.id, orderUrl: `/commerce/orders/${order.id}` };
    res.status(201).json(placed);
  });

  router.use(PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof CheckoutInputRefused) || res.headersSent) return next(error);
    res.status(400).json({ message: error.message, errors: error.errors });
  });
  router.use(PATH, cartApiErrors(logger));
  return router;
}

import type { Logger } from '@storefront/service-kit';
import express from 'express';
import { cartApiErrors } from '../http/cart-errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import type { Cart } from '../upstream/cart';
import { readInput, subscriptionBody } from './cart-input';

/**
 * POST /api/3/commerce/cart/subscription (spec §7): a one-entry cart for buying a subscription,
 * apart from the visitor's shopping cart (its cookies are left alone). The answer's
 * `data.cartToken` is what /checkout/subscribe?cartToken= takes; errors are `{ message }`.
 */
export function subscriptionCartRoutes(cart: Cart, logger: Logger) {
  const router = express.Router();

  router.post('/api/3/commerce/cart/subscription', async (req, res) => {
    const body = readInput(subscriptionBody, req.body);
    const cartToken = await cart.createSubscriptionCart({
      itemId: body.itemId,
      sku: body.sku,
      quantity: body.quantity,
      additionalFieldsJson: body.additionalFields,
      subscriptionOptionId: body.subscriptionOptionId,
      idempotencyKey: idempotencyKeyOf(req),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: { cartToken } });
  });

  router.use(cartApiErrors(logger));
  return router;
}

import express from 'express';
import { orderPageData } from '../page/order-page';
import type { Pages } from '../page/pages';
import { isNotFound } from '../upstream/cart';
import type { Orders } from '../upstream/orders';

/** Order ids as the cart service makes them (UUIDs): unguessable, so the address is the buyer's key. */
export const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /commerce/orders/<orderId>: the order-confirmed page (spec §2 page type) the buyer lands on
 * after paying, and the address of the order in its confirmation e-mail. Never cached: it is one
 * buyer's.
 */
export function orderPageRoutes(orders: Orders, pages: Pages) {
  const router = express.Router();
  router.get('/commerce/orders/:orderId', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { orderId } = req.params;
    if (!ORDER_ID.test(orderId)) return pages.sendStatus(res, 'not-found');
    const websiteId = await pages.websiteId();
    let order;
    try {
      order = await orders.get(websiteId, orderId);
    } catch (error) {
      if (isNotFound(error)) return pages.sendStatus(res, 'not-found');
      throw error;
    }
    await pages.send(res, 'order-confirmed', {
      pageType: 'order-confirmed',
      title: 'Order confirmed',
      data: { order: orderPageData(order) },
    });
  });
  return router;
}

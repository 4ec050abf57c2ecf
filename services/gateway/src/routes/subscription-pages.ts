import express from 'express';
import type { Pages } from '../page/pages';
import { subscriptionPageData } from '../page/subscription-json';
import { isNotFound } from '../upstream/cart';
import type { Orders } from '../upstream/orders';
import { ORDER_ID } from './order-pages';

/**
 * /commerce/subscriptions/<subscriptionId>: the subscription-confirmed page (spec §2 page type) the
 * buyer lands on after subscribing: the plan, what each cycle bills and the next billing date.
 * Subscription ids are UUIDs like order ids, so the address is the buyer's key. Never cached.
 */
export function subscriptionPageRoutes(orders: Orders, pages: Pages) {
  const router = express.Router();
  router.get('/commerce/subscriptions/:subscriptionId', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { subscriptionId } = req.params;
    if (!ORDER_ID.test(subscriptionId)) return pages.sendStatus(res, 'not-found');
    const websiteId = await pages.websiteId();
    let subscription;
    try {
      subscription = await orders.subscription(websiteId, subscriptionId);
    } catch (error) {
      if (isNotFound(error)) return pages.sendStatus(res, 'not-found');
      throw error;
    }
    await pages.send(res, 'subscription-confirmed', {
      pageType: 'subscription-confirmed',
      title: 'Subscription confirmed',
      data: { subscription: subscriptionPageData(subscription) },
    });
  });
  return router;
}

import type { Logger } from '@storefront/service-kit';
import express from 'express';
import { cartApiErrors } from '../http/cart-errors';
import type { SiteUserSessions } from '../http/site-user-sessions';
import type { Pages } from '../page/pages';
import { subscriptionJson } from '../page/subscription-json';
import type { Orders } from '../upstream/orders';
import { ORDER_ID } from './order-pages';
import { CUSTOMER_SIGN_IN_MESSAGE } from './site-users';

const PATH = '/api/site-users/account/subscriptions';
const NOT_FOUND = 'That subscription does not exist.';

/**
 * POST /api/site-users/account/subscriptions/<id>/cancel: the signed-in customer stops one of
 * their subscriptions. Crumb-checked like every API change; a subscription of anyone else is as
 * unknown as a made-up id (the cart service checks the customer under the subscription's lock).
 */
export function accountSubscriptionRoutes(orders: Orders, sessions: SiteUserSessions, pages: Pages, logger: Logger) {
  const router = express.Router();
  router.post(`${PATH}/:subscriptionId/cancel`, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const account = await sessions.of(req);
    if (!account) {
      res.status(401).json({ message: CUSTOMER_SIGN_IN_MESSAGE });
      return;
    }
    const { subscriptionId } = req.params;
    if (!ORDER_ID.test(subscriptionId)) {
      res.status(404).json({ message: NOT_FOUND });
      return;
    }
    const cancelled = await orders.cancelSubscription({
      websiteId: await pages.websiteId(),
      subscriptionId,
      siteUserId: account.siteUserId,
    });
    res.json({ subscription: subscriptionJson(cancelled) });
  });
  router.use(PATH, cartApiErrors(logger));
  return router;
}

import type { Logger } from '@storefront/service-kit';
import { z } from 'zod';
import express, { type Request, type Response } from 'express';
import { cartApiErrors } from '../http/cart-errors';
import type { SiteUserSessions } from '../http/site-user-sessions';
import type { Pages } from '../page/pages';
import { subscriptionJson } from '../page/subscription-json';
import type { Orders } from '../upstream/orders';
import { addressBody, checkoutInputErrors, readCheckoutInput } from './checkout-input';
import { ORDER_ID } from './order-pages';
import { CUSTOMER_SIGN_IN_MESSAGE } from './site-users';

const PATH = '/api/site-users/account/subscriptions';
const NOT_FOUND = 'That subscription does not exist.';

/** PUT …/<id>/shipping-address: the address its renewals ship to from now on. */
const readdressBody = z.object({ shippingAddress: addressBody }, { error: 'The request body must be a JSON object.' });

/**
 * The signed-in customer's own subscriptions: POST /api/site-users/account/subscriptions/<id>/cancel
 * stops one, PUT …/<id>/shipping-address sends its renewals to another address (checked as the
 * checkout checks one, and refused when no shipping rate reaches it). Crumb-checked like every API
 * change; a subscription of anyone else is as unknown as a made-up id (the cart service checks the
 * customer under the subscription's lock).
 */
export function accountSubscriptionRoutes(orders: Orders, sessions: SiteUserSessions, pages: Pages, logger: Logger) {
  const router = express.Router();
  /** The customer and the subscription a request names; undefined when it has been answered. */
  const subscriptionOf = async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const account = await sessions.of(req);
    if (!account) {
      res.status(401).json({ message: CUSTOMER_SIGN_IN_MESSAGE });
      return undefined;
    }
    const subscriptionId = String(req.params.subscriptionId);
    if (!ORDER_ID.test(subscriptionId)) {
      res.status(404).json({ message: NOT_FOUND });
      return undefined;
    }
    return { websiteId: await pages.websiteId(), subscriptionId, siteUserId: account.siteUserId };
  };

  router.post(`${PATH}/:subscriptionId/cancel`, async (req, res) => {
    const named = await subscriptionOf(req, res);
    if (!named) return;
    res.json({ subscription: subscriptionJson(await orders.cancelSubscription(named)) });
  });

  router.put(`${PATH}/:subscriptionId/shipping-address`, async (req, res) => {
    const named = await subscriptionOf(req, res);
    if (!named) return;
    const { shippingAddress } = readCheckoutInput(readdressBody, req.body);
    const changed = await orders.changeSubscriptionAddress({ ...named, shippingAddress });
    res.json({ subscription: subscriptionJson(changed) });
  });

  router.use(PATH, checkoutInputErrors);
  router.use(PATH, cartApiErrors(logger));
  return router;
}

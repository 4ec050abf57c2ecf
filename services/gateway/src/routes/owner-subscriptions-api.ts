import type { SubscriptionsPageJson } from '@storefront/contracts';
import type { Request, Response } from 'express';
import type { Pages } from '../page/pages';
import { subscriptionJson } from '../page/subscription-json';
import type { Orders } from '../upstream/orders';
import type { OwnerApiHandlers } from './owner-api-handlers';
import { cursorOf } from './restock-input';

/** The website's subscriptions for the owner, newest first, a page at a time (as the orders are listed). */
export function ownerSubscriptionsApi(orders: Orders, pages: Pages): Pick<OwnerApiHandlers, 'subscriptions'> {
  return {
    async subscriptions(req: Request, res: Response) {
      const page = await orders.subscriptions({
        websiteId: await pages.websiteId(),
        siteUserId: '',
        pageSize: 20,
        cursor: cursorOf(req.query),
      });
      res.setHeader('Cache-Control', 'no-store');
      const body: SubscriptionsPageJson = {
        subscriptions: page.subscriptions.map(subscriptionJson),
        hasNextPage: page.nextCursor !== '',
        nextPageCursor: page.nextCursor,
      };
      res.json(body);
    },
  };
}

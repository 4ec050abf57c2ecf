import type { OrdersPageJson } from '@storefront/contracts';
import type { Request, Response } from 'express';
import { orderJson } from '../page/order-json';
import type { Pages } from '../page/pages';
import type { Orders } from '../upstream/orders';
import type { OwnerApiHandlers } from './owner-api-handlers';
import { ORDER_ID } from './order-pages';
import { BadQuery } from './query';
import { cursorOf } from './restock-input';

/** The website's orders for the owner, newest first, a page at a time, and one order in full. */
export function ownerOrdersApi(orders: Orders, pages: Pages): Pick<OwnerApiHandlers, 'orders' | 'order'> {
  return {
    async orders(req: Request, res: Response) {
      const page = await orders.list({
        websiteId: await pages.websiteId(),
        siteUserId: '',
        email: '',
        pageSize: 20,
        cursor: cursorOf(req.query),
      });
      res.setHeader('Cache-Control', 'no-store');
      const body: OrdersPageJson = {
        orders: page.orders.map(orderJson),
        hasNextPage: page.nextCursor !== '',
        nextPageCursor: page.nextCursor,
      };
      res.json(body);
    },

    async order(req: Request, res: Response) {
      const orderId = String(req.params.orderId ?? '');
      if (!ORDER_ID.test(orderId)) throw new BadQuery('That is not an order of this store.');
      res.setHeader('Cache-Control', 'no-store');
      res.json(orderJson(await orders.get(await pages.websiteId(), orderId)));
    },
  };
}

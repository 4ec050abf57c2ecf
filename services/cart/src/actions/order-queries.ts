import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import type { Order } from '../domain/order';
import { ORDER_MESSAGES } from '../domain/order-messages';
import { findOrderWhere, listOrders as listStoredOrders, type OrderFilter } from '../store/orders';
import { withIssuedGiftCards } from './issued-gift-cards';
import { newestFirstPage, UUID } from './newest-first-page';

/** One order of a website; an order of another website is as unknown as a made-up id. */
export async function getOrder(db: Database, websiteId: string, orderId: string): Promise<Order> {
  const order = UUID.test(orderId)
    ? await findOrderWhere(db, sql`id = ${orderId} and website_id = ${websiteId}`)
    : null;
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return withIssuedGiftCards(db, order);
}

export interface OrderPage {
  orders: Order[];
  nextCursor: string;
}

/** A website's orders, or one customer's (by site-user id and/or e-mail), newest first, a page at a time. */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  pageSize: number,
  cursor: string,
): Promise<OrderPage> {
  const page = await newestFirstPage(filter.websiteId, pageSize, cursor, (limit, after) =>
    listStoredOrders(db, filter, limit, after),
  );
  return {
    orders: await Promise.all(page.items.map((order) => withIssuedGiftCards(db, order))),
    nextCursor: page.nextCursor,
  };
}

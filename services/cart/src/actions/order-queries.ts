import type { Database } from '@storefront/service-kit';
import { decodeCursor, encodeCursor } from '@storefront/service-kit';
import { InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Order } from '../domain/order';
import { ORDER_MESSAGES } from '../domain/order-messages';
import { findOrderWhere, listOrders as listStoredOrders, type OrderFilter } from '../store/orders';
import { withIssuedGiftCards } from './issued-gift-cards';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** One order of a website; an order of another website is as unknown as a made-up id. */
export async function getOrder(db: Database, websiteId: string, orderId: string): Promise<Order> {
  const order = UUID.test(orderId)
    ? await findOrderWhere(db, sql`id = ${orderId} and website_id = ${websiteId}`)
    : null;
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return withIssuedGiftCards(db, order);
}

const cursorSchema = z.object({ createdAt: z.iso.datetime(), id: z.string().regex(UUID) });

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
  if (filter.websiteId === '') throw new InvalidArgumentError(ORDER_MESSAGES.websiteId);
  if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > MAX_PAGE_SIZE)
    throw new InvalidArgumentError(ORDER_MESSAGES.pageSize);
  const limit = pageSize || DEFAULT_PAGE_SIZE;
  const after = decodeCursor(cursor, cursorSchema);
  const found = await listStoredOrders(db, filter, limit + 1, after);
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    orders: await Promise.all(page.map((order) => withIssuedGiftCards(db, order))),
    nextCursor:
      found.length > limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : '',
  };
}

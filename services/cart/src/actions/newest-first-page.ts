import { decodeCursor, encodeCursor } from '@storefront/service-kit';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { z } from 'zod';
import { ORDER_MESSAGES } from '../domain/order-messages';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const cursorSchema = z.object({ createdAt: z.iso.datetime(), id: z.string().regex(UUID) });

/** The position of the last row of a page: lists go by creation time, then id, both descending. */
export interface NewestFirstPosition {
  createdAt: string;
  id: string;
}

/**
 * One page of a website's rows, newest first (orders, subscriptions): the page size and cursor
 * checked, one row more than the page read to tell whether another page follows.
 */
export async function newestFirstPage<T extends { id: string; createdAt: Date }>(
  websiteId: string,
  pageSize: number,
  cursor: string,
  read: (limit: number, after: NewestFirstPosition | undefined) => Promise<T[]>,
): Promise<{ items: T[]; nextCursor: string }> {
  if (websiteId === '') throw new InvalidArgumentError(ORDER_MESSAGES.websiteId);
  if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > MAX_PAGE_SIZE)
    throw new InvalidArgumentError(ORDER_MESSAGES.pageSize);
  const limit = pageSize || DEFAULT_PAGE_SIZE;
  const found = await read(limit + 1, decodeCursor(cursor, cursorSchema));
  const items = found.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      found.length > limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : '',
  };
}

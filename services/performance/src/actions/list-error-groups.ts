import { z } from 'zod';
import { CURSOR_INVALID_MESSAGE, decodeCursor, encodeCursor, localDays } from '@storefront/service-kit';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { countAsked } from '../domain/request-bounds';
import { ERROR_GROUP_ID } from '../domain/top-frame';
import { errorGroupsIn, type CountedGroup } from '../store/error-groups';
import type { PerformanceContext } from './performance-context';

export interface ErrorGroupsRequest {
  fromDay: string;
  toDay: string;
  timeZone: string;
  pageSize: number;
  cursor: string;
}

export interface ErrorGroupPage {
  groups: CountedGroup[];
  nextPageCursor: string;
}

/** The last group shown, and the range it was counted in: a cursor goes on only in its own range. */
const groupCursor = z.strictObject({
  n: z.number().int().nonnegative(),
  id: z.string().regex(ERROR_GROUP_ID),
  from: z.string().max(10),
  to: z.string().max(10),
  tz: z.string().max(64),
});

/** Error groups with reports in the range, the most frequent there first, a page at a time. */
export async function listErrorGroups(
  context: PerformanceContext,
  request: ErrorGroupsRequest,
): Promise<ErrorGroupPage> {
  const range = localDays(request.fromDay, request.toDay, request.timeZone);
  const limit = countAsked(request.pageSize, 'page_size', { default: 20, max: 100 });
  const after = decodeCursor(request.cursor, groupCursor);
  if (after && (after.from !== range.from || after.to !== range.to || after.tz !== range.timeZone))
    throw new InvalidArgumentError(CURSOR_INVALID_MESSAGE);
  const found = await errorGroupsIn(
    context.db,
    { from: range.bounds[0]!, to: range.bounds[range.bounds.length - 1]! },
    after && { count: after.n, id: after.id },
    limit + 1,
  );
  const groups = found.slice(0, limit);
  const last = groups[groups.length - 1];
  return {
    groups,
    nextPageCursor:
      found.length > limit && last
        ? encodeCursor({ n: last.count, id: last.id, from: range.from, to: range.to, tz: range.timeZone })
        : '',
  };
}

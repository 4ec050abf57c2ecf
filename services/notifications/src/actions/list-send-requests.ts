import type { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@storefront/service-kit';
import { pageSize } from '../domain/request-fields';
import {
  progressOf,
  sendRequestsByIds,
  sendRequestsPage,
  type Progress,
  type StoredSendRequest,
} from '../store/send-requests';
import type { NotificationsContext } from './notifications-context';

const sendRequestCursor = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });
const MAX_IDS = 100;

export type SendRequestWithProgress = StoredSendRequest & Progress;

export interface SendRequestPage {
  sendRequests: SendRequestWithProgress[];
  nextPageCursor: string;
}

/** Each request with its counts as the outbox has them now. */
export async function withProgress(
  context: NotificationsContext,
  requests: StoredSendRequest[],
): Promise<SendRequestWithProgress[]> {
  const progress = await progressOf(
    context.db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({ ...request, ...progress.get(request.id)! }));
}

/** Send requests newest first with their progress, a page at a time; or the named ones (live progress). */
export async function listSendRequests(
  context: NotificationsContext,
  request: notificationsV1.ListSendRequestsRequest,
): Promise<SendRequestPage> {
  if (request.ids.length > 0) {
    if (request.ids.length > MAX_IDS) throw new InvalidArgumentError(`At most ${MAX_IDS} ids can be asked for.`);
    if (!request.ids.every((id) => z.uuid().safeParse(id).success))
      throw new InvalidArgumentError('ids must be send request ids.');
    const found = await sendRequestsByIds(context.db, [...new Set(request.ids)]);
    return { sendRequests: await withProgress(context, found), nextPageCursor: '' };
  }
  const after = decodeCursor(request.cursor, sendRequestCursor);
  const limit = pageSize(request.pageSize, { default: 20, max: 100 });
  const found = await sendRequestsPage(context.db, after && { created: new Date(after.t), id: after.i }, limit + 1);
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    sendRequests: await withProgress(context, page),
    nextPageCursor: found.length > limit && last ? encodeCursor({ t: last.createdAt.toISOString(), i: last.id }) : '',
  };
}

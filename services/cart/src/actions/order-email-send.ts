import { status } from '@grpc/grpc-js';
import { notificationsV1 } from '@storefront/proto';
import { UnrecoverableError, type Database, type ServiceClient } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import { findOrderWhere } from '../store/orders';
import { placementById } from '../store/placements';
import { orderEmailRequests } from './order-email-content';
import { withIssuedGiftCards } from './issued-gift-cards';

export type NotificationsClient = ServiceClient<typeof notificationsV1.NotificationsServiceService>;

/**
 * What an order's e-mail job carries. The cart keeps a bought gift card's code only sealed with
 * the buying attempt's id (actions/issued-gift-cards), so the job carries that id rather than the
 * codes: Redis alone then holds no code, the database alone opens none, and the job, removed as
 * soon as its mails are handed over, is the only place both meet.
 */
export interface OrderEmailJob {
  /** Queued before the order is recorded (so a crash right after recording loses no mail): the placement names it. */
  placementId: string;
  attemptId: string;
}

/** Thrown while the placement is still on its way: BullMQ tries the job again later. */
export class OrderNotYetRecorded extends Error {}

/**
 * Hands a recorded order's confirmation, and each gift card it bought, to notifications. Every
 * mail has its own key there, so a job run again after a crash or a failed call sends only what
 * was not yet handed over. A refused placement mails nothing. Answers how many mails were asked for.
 */
export async function sendOrderEmails(
  db: Database,
  notifications: NotificationsClient,
  { placementId, attemptId }: OrderEmailJob,
): Promise<number> {
  const placement = await placementById(db, placementId);
  if (!placement) throw new UnrecoverableError(`placement ${placementId} is not recorded`);
  if (placement.state === 'failing' || placement.state === 'failed') return 0;
  if (!placement.orderId) throw new OrderNotYetRecorded(`placement ${placementId} has no order yet`);
  const order = await findOrderWhere(db, sql`id = ${placement.orderId}`);
  if (!order) throw new UnrecoverableError(`order ${placement.orderId} is not recorded`);
  const withCodes = await withIssuedGiftCards(db, order, { placement, attemptId }).catch(() => {
    // only the buying attempt's id opens the codes: another id is a job no retry can mend
    throw new UnrecoverableError(`the gift cards of order ${order.id} do not open with the job's attempt`);
  });
  const requests = orderEmailRequests(withCodes);
  for (const request of requests)
    await notifications.call.sendEmail(request).catch((error: { code?: number }) => {
      // a mail notifications refuses as malformed is refused again on every retry
      if (error.code === status.INVALID_ARGUMENT) throw new UnrecoverableError(`order ${order.id}: ${String(error)}`);
      throw error;
    });
  return requests.length;
}

import { status } from '@grpc/grpc-js';
import { notificationsV1 } from '@storefront/proto';
import { UnrecoverableError, type Database, type ServiceClient } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import { findOrderWhere } from '../store/orders';
import { placementById } from '../store/placements';
import { renewalById } from '../store/renewals';
import type { Order } from '../domain/order';
import { orderEmailRequests } from './order-email-content';
import { withIssuedGiftCards } from './issued-gift-cards';

export type NotificationsClient = ServiceClient<typeof notificationsV1.NotificationsServiceService>;

/**
 * What an order's e-mail job carries. The cart keeps a bought gift card's code only sealed with
 * the buying attempt's id (actions/issued-gift-cards), so the job carries that id rather than the
 * codes: Redis alone then holds no code, the database alone opens none, and the job, removed as
 * soon as its mails are handed over, is the only place both meet.
 */
export type OrderEmailJob = PlacementEmailJob | RenewalEmailJob;

export interface PlacementEmailJob {
  /** Queued before the order is recorded (so a crash right after recording loses no mail): the placement names it. */
  placementId: string;
  attemptId: string;
}

/** A subscription cycle's order, mailed as any order is; queued, likewise, before it is recorded. */
export interface RenewalEmailJob {
  renewalId: string;
}

/** What names a job's order while it is on its way: one job per placement or renewal. */
export const orderEmailKey = (job: OrderEmailJob): string =>
  'renewalId' in job ? `renewal:${job.renewalId}` : job.placementId;

/** Thrown while the placement or renewal is still on its way: BullMQ tries the job again later. */
export class OrderNotYetRecorded extends Error {}

/**
 * Hands a recorded order's confirmation, and each gift card it bought, to notifications. Every
 * mail has its own key there, so a job run again after a crash or a failed call sends only what
 * was not yet handed over. A refused placement or renewal mails nothing. Answers how many mails were asked for.
 */
export async function sendOrderEmails(
  db: Database,
  notifications: NotificationsClient,
  job: OrderEmailJob,
): Promise<number> {
  const order = 'renewalId' in job ? await renewalOrder(db, job) : await placementOrder(db, job);
  if (!order) return 0;
  const requests = orderEmailRequests(order);
  for (const request of requests)
    await notifications.call.sendEmail(request).catch((error: { code?: number }) => {
      // a mail notifications refuses as malformed is refused again on every retry
      if (error.code === status.INVALID_ARGUMENT) throw new UnrecoverableError(`order ${order.id}: ${String(error)}`);
      throw error;
    });
  return requests.length;
}

/** The placement's order with the codes of the gift cards it bought; null for a refused placement. */
async function placementOrder(db: Database, { placementId, attemptId }: PlacementEmailJob): Promise<Order | null> {
  const placement = await placementById(db, placementId);
  if (!placement) throw new UnrecoverableError(`placement ${placementId} is not recorded`);
  if (placement.state === 'failing' || placement.state === 'failed') return null;
  const order = await recordedOrder(db, placement.orderId, `placement ${placementId}`);
  return withIssuedGiftCards(db, order, { placement, attemptId }).catch(() => {
    // only the buying attempt's id opens the codes: another id is a job no retry can mend
    throw new UnrecoverableError(`the gift cards of order ${order.id} do not open with the job's attempt`);
  });
}

/** A renewal's order (it buys no gift card); null for a renewal that records none (declined, no stock, cancelled). */
async function renewalOrder(db: Database, { renewalId }: RenewalEmailJob): Promise<Order | null> {
  const renewal = await renewalById(db, renewalId);
  if (!renewal) throw new UnrecoverableError(`renewal ${renewalId} is not recorded`);
  if (renewal.state === 'declined' || renewal.state === 'failed') return null;
  return recordedOrder(db, renewal.orderId, `renewal ${renewalId}`);
}

/** The order `source` (a placement or renewal) recorded; while it has none yet, the job is tried again later. */
async function recordedOrder(db: Database, orderId: string | null, source: string): Promise<Order> {
  if (!orderId) throw new OrderNotYetRecorded(`${source} has no order yet`);
  const order = await findOrderWhere(db, sql`id = ${orderId}`);
  if (!order) throw new UnrecoverableError(`order ${orderId} is not recorded`);
  return order;
}

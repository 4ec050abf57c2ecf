import type { Database } from '@storefront/service-kit';
import { FailedPreconditionError, InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../domain/order-messages';
import type { Subscription } from '../domain/subscription';
import { SUBSCRIPTION_MESSAGES } from '../domain/subscription-messages';
import { findSubscriptionWhere, listSubscriptions as listStored, updateSubscription } from '../store/subscriptions';
import { newestFirstPage, UUID } from './newest-first-page';

/** Who may see it: the website's, and when a site user is named, that customer's only. */
function ownedBy(websiteId: string, subscriptionId: string, siteUserId: string) {
  if (websiteId === '') throw new InvalidArgumentError(ORDER_MESSAGES.websiteId);
  if (!UUID.test(subscriptionId)) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
  const conditions = [sql`id = ${subscriptionId}`, sql`website_id = ${websiteId}`];
  if (siteUserId !== '') conditions.push(sql`site_user_id = ${siteUserId}`);
  return sql.join(conditions, sql` and `);
}

/** One subscription of a website; another website's is as unknown as a made-up id. */
export async function getSubscription(db: Database, websiteId: string, subscriptionId: string): Promise<Subscription> {
  const found = await findSubscriptionWhere(db, ownedBy(websiteId, subscriptionId, ''));
  if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
  return found;
}

export interface SubscriptionPage {
  subscriptions: Subscription[];
  nextCursor: string;
}

/** A website's subscriptions, or one customer's, newest first, a page at a time. */
export async function listSubscriptions(
  db: Database,
  filter: { websiteId: string; siteUserId: string },
  pageSize: number,
  cursor: string,
): Promise<SubscriptionPage> {
  const page = await newestFirstPage(filter.websiteId, pageSize, cursor, (limit, after) =>
    listStored(db, filter, limit, after),
  );
  return { subscriptions: page.items, nextCursor: page.nextCursor };
}

/**
 * Stops a subscription's renewals, under its row lock, so a renewal recording its order at the
 * same moment either comes first (that cycle is billed) or finds it cancelled (nothing is). A
 * repeat answers the cancelled subscription; one that ended cannot be cancelled.
 */
export async function cancelSubscription(
  db: Database,
  request: { websiteId: string; subscriptionId: string; siteUserId: string },
): Promise<Subscription> {
  const condition = ownedBy(request.websiteId, request.subscriptionId, request.siteUserId);
  return db.transaction(async (tx) => {
    const found = await findSubscriptionWhere(tx, condition, true);
    if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
    if (found.status === 'cancelled') return found;
    if (found.status === 'ended') throw new FailedPreconditionError(SUBSCRIPTION_MESSAGES.ended);
    await updateSubscription(tx, found.id, { status: 'cancelled', nextBillingAt: null });
    return (await findSubscriptionWhere(tx, sql`id = ${found.id}`))!;
  });
}

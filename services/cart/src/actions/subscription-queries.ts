import type { Database } from '@storefront/service-kit';
import { FailedPreconditionError, InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import type { CheckoutRules } from '../domain/checkout';
import type { CheckoutAddress } from '../domain/checkout-details';
import { ORDER_MESSAGES } from '../domain/order-messages';
import { priceRenewal } from '../domain/renewal-price';
import type { Subscription } from '../domain/subscription';
import { checkedShippingAddress, readdressedSubscription } from '../domain/subscription-address';
import { SUBSCRIPTION_MESSAGES } from '../domain/subscription-messages';
import { readCheckoutRules } from '../store/checkout-settings';
import {
  findSubscriptionWhere,
  listSubscriptions as listStored,
  updateAddresses,
  updateSubscription,
} from '../store/subscriptions';
import { newestFirstPage, UUID } from './newest-first-page';

/** A subscription as it is shown: with the shipping option a cycle would ship by today ('' when none). */
export type ShownSubscription = Subscription & { shippingMethod: string };

const shownWith =
  (rules: CheckoutRules | null, now: Date) =>
  (subscription: Subscription): ShownSubscription => ({
    ...subscription,
    shippingMethod: rules && subscription.shippingAddress ? priceRenewal(subscription, rules, now).shippingMethod : '',
  });

/** The store's rules are read once for a whole page, and not at all when nothing in it ships. */
async function shown(db: Database, subscriptions: Subscription[]): Promise<ShownSubscription[]> {
  const ships = subscriptions.some((subscription) => subscription.shippingAddress !== null);
  return subscriptions.map(shownWith(ships ? await readCheckoutRules(db) : null, new Date()));
}

/** Who may see it: the website's, and when a site user is named, that customer's only. */
function ownedBy(websiteId: string, subscriptionId: string, siteUserId: string) {
  if (websiteId === '') throw new InvalidArgumentError(ORDER_MESSAGES.websiteId);
  if (!UUID.test(subscriptionId)) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
  const conditions = [sql`id = ${subscriptionId}`, sql`website_id = ${websiteId}`];
  if (siteUserId !== '') conditions.push(sql`site_user_id = ${siteUserId}`);
  return sql.join(conditions, sql` and `);
}

/** One subscription of a website; another website's is as unknown as a made-up id. */
export async function getSubscription(
  db: Database,
  websiteId: string,
  subscriptionId: string,
): Promise<ShownSubscription> {
  const found = await findSubscriptionWhere(db, ownedBy(websiteId, subscriptionId, ''));
  if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
  return (await shown(db, [found]))[0]!;
}

export interface SubscriptionPage {
  subscriptions: ShownSubscription[];
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
  return { subscriptions: await shown(db, page.items), nextCursor: page.nextCursor };
}

/**
 * Stops a subscription's renewals, under its row lock, so a renewal recording its order at the
 * same moment either comes first (that cycle is billed) or finds it cancelled (nothing is). A
 * repeat answers the cancelled subscription; one that ended cannot be cancelled.
 */
export async function cancelSubscription(
  db: Database,
  request: { websiteId: string; subscriptionId: string; siteUserId: string },
): Promise<ShownSubscription> {
  const condition = ownedBy(request.websiteId, request.subscriptionId, request.siteUserId);
  const cancelled = await db.transaction(async (tx) => {
    const found = await findSubscriptionWhere(tx, condition, true);
    if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
    if (found.status === 'cancelled') return found;
    if (found.status === 'ended') throw new FailedPreconditionError(SUBSCRIPTION_MESSAGES.ended);
    await updateSubscription(tx, found.id, { status: 'cancelled', nextBillingAt: null });
    return (await findSubscriptionWhere(tx, sql`id = ${found.id}`))!;
  });
  return (await shown(db, [cancelled]))[0]!;
}

/**
 * Sends a customer's subscription's next cycles to another address, under its row lock, so a
 * renewal recording its order at the same moment ships either to the old address (it came first)
 * or to the new one. Only the customer's own subscription is changed: another's is NOT_FOUND. The
 * address is checked before anything is read, and a refusal stores nothing; the same address sent
 * again stores and answers the same.
 */
export async function changeSubscriptionAddress(
  db: Database,
  request: { websiteId: string; subscriptionId: string; siteUserId: string; shippingAddress: CheckoutAddress },
): Promise<ShownSubscription> {
  const condition = ownedBy(request.websiteId, request.subscriptionId, request.siteUserId);
  if (request.siteUserId === '') throw new InvalidArgumentError(SUBSCRIPTION_MESSAGES.siteUserId);
  const address = checkedShippingAddress(request.shippingAddress);
  const rules = await readCheckoutRules(db);
  const now = new Date();
  const changed = await db.transaction(async (tx) => {
    const found = await findSubscriptionWhere(tx, condition, true);
    if (!found) throw new NotFoundError(SUBSCRIPTION_MESSAGES.notFound);
    const readdressed = readdressedSubscription(found, address, rules, now);
    await updateAddresses(tx, found.id, readdressed);
    return readdressed;
  });
  return shownWith(rules, now)(changed);
}

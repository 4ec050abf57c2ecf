import { randomUUID } from 'node:crypto';
import { FailedPreconditionError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import {
  allCyclesBilled,
  nextBillingDate,
  renewalPaymentKeyOf,
  renewalReservationIdOf,
  type Subscription,
} from '../domain/subscription';
import { priceRenewal, type RenewalPrice } from '../domain/renewal-price';
import { readCheckoutRules } from '../store/checkout-settings';
import { insertOrder } from '../store/orders';
import { claimRenewal, findRenewal, moveRenewal, type Renewal } from '../store/renewals';
import { findSubscriptionWhere, updateSubscription } from '../store/subscriptions';
import type { OrderContext } from './order-context';

export type RenewalOutcome = 'renewed' | 'declined' | 'failed' | 'skipped';

/** Said of a renewal whose address no shipping rate reaches any more; it is not charged. */
export const RENEWAL_NOT_SHIPPED = 'We no longer ship to the address of this subscription.';

/** A cycle claimed before renewals were priced bills what the subscription did, with nothing on top. */
const unpriced = (subscription: Subscription): RenewalPrice => ({
  subtotalCents: subscription.amountCents,
  shippingCostCents: 0,
  taxCents: 0,
  grandTotalCents: subscription.amountCents,
  shippingMethod: '',
  ships: true,
});

/** Said of a renewal that found its subscription cancelled (or moved on) before its order was recorded. */
export const RENEWAL_WITHDRAWN = 'The subscription was cancelled before this cycle was billed.';

const stockLine = (subscription: Subscription) => ({
  itemId: subscription.line.itemId,
  variantId: subscription.line.variantId,
  quantity: subscription.line.quantity,
});

/**
 * Bills a subscription's next cycle once. The cycle's row is claimed first, so every step runs
 * under keys named by it: the catalog holds the stock once per reservation id, the provider
 * answers a repeated key with its first answer, and the order is recorded in one transaction with
 * the subscription's advance, under both rows' locks. A run killed anywhere and run again (or run
 * twice at once) therefore bills the cycle once. A declined card is recorded on the subscription
 * (past due) and not charged again.
 */
export async function renewSubscription(context: OrderContext, subscription: Subscription): Promise<RenewalOutcome> {
  const cycle = subscription.cyclesBilled + 1;
  const price = priceRenewal(subscription, await readCheckoutRules(context.db), new Date());
  const renewal = await claimRenewal(context.db, subscription.id, cycle, price);
  if (renewal.state === 'ordered') {
    await finishRenewal(context, renewal);
    return 'renewed';
  }
  if (renewal.state !== 'started') return 'skipped';
  const billed = renewal.price ?? unpriced(subscription);
  if (!billed.ships) return refuse(context, renewal, RENEWAL_NOT_SHIPPED, 'failed');
  // queued before the order is recorded, so a crash right after recording loses no mail; a
  // renewal that records no order mails nothing
  await context.orderEmails?.enqueue({ renewalId: renewal.id });

  try {
    await context.stock.reserve(renewalReservationIdOf(renewal.id), [stockLine(subscription)]);
  } catch (error) {
    if (error instanceof FailedPreconditionError) return refuse(context, renewal, error.message, 'failed');
    throw error;
  }
  let authorizationId: string | undefined;
  if (billed.grandTotalCents > 0) {
    const authorisation = await context.payment.authorise({
      amountCents: billed.grandTotalCents,
      currency: subscription.currency,
      paymentMethodToken: subscription.paymentMethodToken,
      idempotencyKey: renewalPaymentKeyOf(renewal.id, 'authorise'),
    });
    if (authorisation.outcome === 'declined') return refuse(context, renewal, authorisation.message, 'declined');
    authorizationId = authorisation.authorizationId;
    await moveRenewal(context.db, renewal.id, ['started'], 'started', { authorizationId });
  }

  const orderId = await recordRenewal(context, renewal, billed, authorizationId ?? null);
  if (!orderId) {
    await withdraw(context, { ...renewal, authorizationId: authorizationId ?? null });
    return 'skipped';
  }
  await finishRenewal(context, { ...renewal, state: 'ordered', orderId, authorizationId: authorizationId ?? null });
  return 'renewed';
}

/**
 * The renewal order and the subscription's advance, in ONE transaction under the renewal's and the
 * subscription's row locks: a copy that got here first has recorded it (its order is the answer),
 * and a subscription cancelled or moved on meanwhile records nothing (null).
 */
async function recordRenewal(
  context: OrderContext,
  renewal: Renewal,
  billed: RenewalPrice,
  authorizationId: string | null,
): Promise<string | null> {
  return context.db.transaction(async (tx) => {
    const locked = (await findRenewal(tx, renewal.subscriptionId, renewal.cycle, true))!;
    if (locked.orderId) return locked.orderId;
    if (locked.state !== 'started') return null;
    const subscription = await findSubscriptionWhere(tx, sql`id = ${renewal.subscriptionId}`, true);
    if (!subscription || subscription.status !== 'active' || subscription.cyclesBilled !== renewal.cycle - 1)
      return null;
    const order = await insertOrder(tx, {
      id: randomUUID(),
      // the renewal names the order as a checkout attempt's placement does: one order per cycle
      placementId: renewal.id,
      websiteId: subscription.websiteId,
      cartId: subscription.cartId,
      siteUserId: subscription.siteUserId,
      email: subscription.email,
      currency: subscription.currency,
      lines: [subscription.line],
      subtotalCents: billed.subtotalCents,
      taxCents: billed.taxCents,
      shippingCostCents: billed.shippingCostCents,
      discountCents: 0,
      grandTotalCents: billed.grandTotalCents,
      giftCardCents: 0,
      cardCents: billed.grandTotalCents,
      giftCardPayments: [],
      giftCardRecipientEmail: null,
      subscriptionId: subscription.id,
      shippingAddress: subscription.shippingAddress,
      billingAddress: subscription.billingAddress ?? subscription.shippingAddress,
      shippingMethod: billed.shippingMethod,
    });
    await moveRenewal(tx, renewal.id, ['started'], 'ordered', {
      orderId: order.id,
      ...(authorizationId ? { authorizationId } : {}),
    });
    const ended = allCyclesBilled(subscription, renewal.cycle);
    await updateSubscription(tx, subscription.id, {
      status: ended ? 'ended' : 'active',
      cyclesBilled: renewal.cycle,
      nextBillingAt: nextBillingDate(subscription.createdAt, subscription, renewal.cycle),
      amountCents: billed.grandTotalCents,
    });
    return order.id;
  });
}

/** Commits the stock and captures the payment of a recorded renewal; each idempotent by its key. */
export async function finishRenewal(context: OrderContext, renewal: Renewal): Promise<void> {
  await context.stock.commit(renewalReservationIdOf(renewal.id));
  if (renewal.authorizationId)
    await context.payment.capture(renewal.authorizationId, renewalPaymentKeyOf(renewal.id, 'capture'));
  await moveRenewal(context.db, renewal.id, ['ordered'], 'completed');
}

/** Lets go of what a renewal that will record no order holds: its stock and any authorisation. */
async function letGo(context: OrderContext, renewal: Renewal): Promise<void> {
  await context.stock.release(renewalReservationIdOf(renewal.id));
  // an authorisation whose answer a crash lost is found by its key
  const authorizationId =
    renewal.authorizationId ?? (await context.payment.findAuthorisation(renewalPaymentKeyOf(renewal.id, 'authorise')));
  if (authorizationId) await context.payment.void(authorizationId, renewalPaymentKeyOf(renewal.id, 'void'));
}

/** A started renewal of a subscription that no longer bills this cycle: let go, then closed. */
export async function withdraw(context: OrderContext, renewal: Renewal): Promise<void> {
  await letGo(context, renewal);
  await moveRenewal(context.db, renewal.id, ['started'], 'failed', { failureMessage: RENEWAL_WITHDRAWN });
}

/**
 * A refused renewal (declined card, no stock): recorded on the cycle and on the subscription, which
 * is past due from now on and bills no more, so a dead card is not charged on every run.
 */
async function refuse(
  context: OrderContext,
  renewal: Renewal,
  message: string,
  state: 'declined' | 'failed',
): Promise<RenewalOutcome> {
  await context.db.transaction(async (tx) => {
    const locked = (await findRenewal(tx, renewal.subscriptionId, renewal.cycle, true))!;
    if (locked.state !== 'started') return;
    await moveRenewal(tx, renewal.id, ['started'], state, { failureMessage: message });
    const subscription = await findSubscriptionWhere(tx, sql`id = ${renewal.subscriptionId}`, true);
    if (subscription?.status === 'active' && subscription.cyclesBilled === renewal.cycle - 1)
      await updateSubscription(tx, subscription.id, { status: 'past_due', nextBillingAt: null, lastFailure: message });
  });
  await letGo(context, renewal);
  return state;
}

import type { Order } from './order';
import { allCyclesBilled, nextBillingDate, type Subscription, type SubscriptionPlan } from './subscription';

/** What a subscription is bought on besides its first order. */
export interface NewSubscriptionTerms {
  plan: SubscriptionPlan;
  /** The productSubscriptionOption chosen; null for the product's own plan. */
  subscriptionOptionId: string | null;
  paymentProvider: string;
  /** The provider's token of the kept card; never a card number. */
  paymentMethodToken: string;
}

/**
 * The subscription its first order begins: that order is cycle 1, each cycle ships where the first
 * did (priced again with the shipping and tax of its day), and the next bills one period after the
 * order (none when the plan has one cycle only).
 */
export function subscriptionOf(
  id: string,
  firstOrder: Order,
  terms: NewSubscriptionTerms,
  shippingOptionId: string | null,
): Subscription {
  const line = firstOrder.lines[0]!;
  const ended = allCyclesBilled(terms.plan, 1);
  return {
    id,
    websiteId: firstOrder.websiteId,
    siteUserId: firstOrder.siteUserId,
    email: firstOrder.email,
    status: ended ? 'ended' : 'active',
    cartId: firstOrder.cartId,
    firstOrderId: firstOrder.id,
    line,
    amountCents: firstOrder.grandTotalCents,
    currency: firstOrder.currency,
    subscriptionOptionId: terms.subscriptionOptionId,
    ...terms.plan,
    cyclesBilled: 1,
    nextBillingAt: nextBillingDate(firstOrder.createdAt, terms.plan, 1),
    paymentProvider: terms.paymentProvider,
    paymentMethodToken: terms.paymentMethodToken,
    lastFailure: null,
    createdAt: firstOrder.createdAt,
    cancelledAt: null,
    shippingAddress: firstOrder.shippingAddress,
    billingAddress: firstOrder.billingAddress,
    shippingOptionId: firstOrder.shippingAddress ? shippingOptionId : null,
  };
}

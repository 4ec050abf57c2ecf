import { SUBSCRIPTION_STATUS_LABELS, subscriptionPlanWording } from '@storefront/commerce';
import type { SubscriptionJson } from '@storefront/contracts';
import { subscriptionsV1 } from '@storefront/proto';
import type { Subscription } from '../upstream/orders';
import { pageMoney } from './money';
import { orderAddressJson } from './order-json';

const STATUS_NAMES: Record<number, string> = {
  [subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE]: 'active',
  [subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_CANCELLED]: 'cancelled',
  [subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_ENDED]: 'ended',
  [subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE]: 'past_due',
};

const BILLED_ON = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const statusOf = (subscription: Subscription) => STATUS_NAMES[subscription.status] ?? 'unknown';
const nextBillingOf = (subscription: Subscription) =>
  Number(subscription.nextBilling) > 0 ? new Date(Number(subscription.nextBilling)) : null;

/** A subscription under the REST names (contracts SubscriptionJson); the kept card never leaves the cart service. */
export function subscriptionJson(subscription: Subscription): SubscriptionJson {
  return {
    id: subscription.id,
    email: subscription.email,
    status: statusOf(subscription),
    title: subscription.title,
    quantity: subscription.quantity,
    amountCents: Number(subscription.amountCents),
    currency: subscription.currency,
    billingPeriodValue: subscription.billingPeriodValue,
    billingPeriodUnit: subscription.billingPeriodUnit,
    numBillingCycles: subscription.numBillingCycles,
    cyclesBilled: subscription.cyclesBilled,
    nextBilling: nextBillingOf(subscription)?.toISOString() ?? null,
    created: new Date(Number(subscription.created)).toISOString(),
    lastFailure: subscription.lastFailure,
    shippingAddress: orderAddressJson(subscription.shippingAddress),
    shippingMethod: subscription.shippingMethod,
  };
}

/** A subscription as the subscription-confirmed page and the account page show it. */
export function subscriptionPageData(subscription: Subscription) {
  const status = statusOf(subscription);
  const next = nextBillingOf(subscription);
  const shipTo = orderAddressJson(subscription.shippingAddress);
  return {
    id: subscription.id,
    title: subscription.title,
    quantity: subscription.quantity,
    email: subscription.email,
    amount: pageMoney({ valueMinor: String(subscription.amountCents || 0), currency: subscription.currency }),
    plan: subscriptionPlanWording(
      subscription.billingPeriodValue,
      subscription.billingPeriodUnit,
      subscription.numBillingCycles,
    ),
    status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[status] ?? status,
    nextBilling: next ? BILLED_ON.format(next) : undefined,
    active: status === 'active' || status === 'past_due' ? true : undefined,
    lastFailure: subscription.lastFailure || undefined,
    firstOrderUrl: `/commerce/orders/${subscription.firstOrderId}`,
    shipTo: shipTo?.lines,
    shippingMethod: subscription.shippingMethod || undefined,
    // what the account page's "Change address" starts from (the fields, not the printed lines);
    // only while it still bills and ships
    readdress: status === 'active' && shipTo ? JSON.stringify({ ...shipTo, lines: undefined }) : undefined,
  };
}

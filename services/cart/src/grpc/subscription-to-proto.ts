import { subscriptionsV1 } from '@storefront/proto';
import type { ShownSubscription } from '../actions/subscription-queries';
import type { SubscriptionStatus } from '../domain/subscription';
import { addressToProto } from './checkout-to-proto';

const STATUS: Record<SubscriptionStatus, subscriptionsV1.SubscriptionStatus> = {
  active: subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_ACTIVE,
  cancelled: subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_CANCELLED,
  ended: subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_ENDED,
  past_due: subscriptionsV1.SubscriptionStatus.SUBSCRIPTION_STATUS_PAST_DUE,
};

/** A subscription as the gateway reads it; the kept card's token never leaves the cart service. */
export function toSubscriptionProto(subscription: ShownSubscription): subscriptionsV1.Subscription {
  return {
    id: subscription.id,
    websiteId: subscription.websiteId,
    siteUserId: subscription.siteUserId ?? '',
    email: subscription.email,
    status: STATUS[subscription.status],
    itemId: subscription.line.itemId,
    sku: subscription.line.sku,
    title: subscription.line.title,
    quantity: subscription.line.quantity,
    amountCents: String(subscription.amountCents),
    currency: subscription.currency,
    subscriptionOptionId: subscription.subscriptionOptionId ?? '',
    billingPeriodValue: subscription.billingPeriodValue,
    billingPeriodUnit: subscription.billingPeriodUnit,
    numBillingCycles: subscription.numBillingCycles,
    cyclesBilled: subscription.cyclesBilled,
    nextBilling: String(subscription.nextBillingAt?.getTime() ?? 0),
    firstOrderId: subscription.firstOrderId,
    lastFailure: subscription.lastFailure ?? '',
    created: String(subscription.createdAt.getTime()),
    shippingAddress: addressToProto(subscription.shippingAddress),
    shippingMethod: subscription.shippingMethod,
  };
}

import { cartCheckoutV1, subscriptionsV1 } from '@storefront/proto';
import type { Database, ServiceRegistration } from '@storefront/service-kit';
import { unary } from '@storefront/service-kit';
import {
  cancelSubscription,
  changeSubscriptionAddress,
  getSubscription,
  listSubscriptions,
} from '../actions/subscription-queries';
import { addressFromProto } from './checkout-to-proto';
import { toSubscriptionProto } from './subscription-to-proto';

/** storefront.cart.v1.SubscriptionService: each RPC a thin map to one subscription action. */
export function subscriptionService(db: Database): ServiceRegistration {
  const implementation: subscriptionsV1.SubscriptionServiceServer = {
    getSubscription: unary(async ({ websiteId, subscriptionId }) => ({
      subscription: toSubscriptionProto(await getSubscription(db, websiteId, subscriptionId)),
    })),

    listSubscriptions: unary(async (request) => {
      const page = await listSubscriptions(
        db,
        { websiteId: request.websiteId, siteUserId: request.siteUserId },
        request.pageSize,
        request.cursor,
      );
      return { subscriptions: page.subscriptions.map(toSubscriptionProto), nextCursor: page.nextCursor };
    }),

    cancelSubscription: unary(async (request) => ({
      subscription: toSubscriptionProto(await cancelSubscription(db, request)),
    })),

    changeSubscriptionAddress: unary(async ({ shippingAddress, ...request }) => ({
      subscription: toSubscriptionProto(
        await changeSubscriptionAddress(db, {
          ...request,
          // none sent is checked as an empty one, so the caller reads which fields are missing
          shippingAddress: addressFromProto(cartCheckoutV1.CheckoutAddress.fromPartial(shippingAddress ?? {})),
        }),
      ),
    })),
  };
  return { definition: subscriptionsV1.SubscriptionServiceService, implementation };
}

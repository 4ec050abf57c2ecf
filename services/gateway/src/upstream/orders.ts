import { ordersV1, subscriptionsV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type OrderServiceClient = ServiceClient<typeof ordersV1.OrderServiceService>;
export type SubscriptionServiceClient = ServiceClient<typeof subscriptionsV1.SubscriptionServiceService>;
export type Order = ordersV1.Order;
export type Subscription = subscriptionsV1.Subscription;

/**
 * The cart service's orders, and the subscriptions some of them begin, as the gateway uses them:
 * typed calls with deadlines.
 */
export class Orders {
  readonly client: OrderServiceClient;
  readonly subscriptionClient: SubscriptionServiceClient;

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(ordersV1.OrderServiceClient, ordersV1.OrderServiceDefinition, settings);
    this.subscriptionClient = upstreamClient(
      subscriptionsV1.SubscriptionServiceClient,
      subscriptionsV1.SubscriptionServiceDefinition,
      settings,
    );
  }

  /** Buys the cart; the attempt id makes a repeat of one press answer the same order. */
  async place(request: ordersV1.PlaceOrderRequest): Promise<Order> {
    const { order } = await this.client.call.placeOrder(request);
    if (!order) throw new Error('the cart service placed an order it did not return');
    return order;
  }

  async get(websiteId: string, orderId: string): Promise<Order> {
    const { order } = await this.client.call.getOrder({ websiteId, orderId });
    if (!order) throw new Error('the cart service answered an order without it');
    return order;
  }

  list(request: ordersV1.ListOrdersRequest): Promise<ordersV1.ListOrdersResponse> {
    return this.client.call.listOrders(request);
  }

  async subscription(websiteId: string, subscriptionId: string): Promise<Subscription> {
    return requiredSubscription(await this.subscriptionClient.call.getSubscription({ websiteId, subscriptionId }));
  }

  subscriptions(request: subscriptionsV1.ListSubscriptionsRequest): Promise<subscriptionsV1.ListSubscriptionsResponse> {
    return this.subscriptionClient.call.listSubscriptions(request);
  }

  async cancelSubscription(request: subscriptionsV1.CancelSubscriptionRequest): Promise<Subscription> {
    return requiredSubscription(await this.subscriptionClient.call.cancelSubscription(request));
  }

  async changeSubscriptionAddress(request: subscriptionsV1.ChangeSubscriptionAddressRequest): Promise<Subscription> {
    return requiredSubscription(await this.subscriptionClient.call.changeSubscriptionAddress(request));
  }

  close(): void {
    this.client.close();
    this.subscriptionClient.close();
  }
}

function requiredSubscription({ subscription }: { subscription?: Subscription | undefined }): Subscription {
  if (!subscription) throw new Error('the cart service answered a subscription call without it');
  return subscription;
}

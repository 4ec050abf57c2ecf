import { ordersV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type OrderServiceClient = ServiceClient<typeof ordersV1.OrderServiceService>;
export type Order = ordersV1.Order;

/** The cart service's orders as the gateway uses them: typed calls with deadlines. */
export class Orders {
  readonly client: OrderServiceClient;

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(ordersV1.OrderServiceClient, ordersV1.OrderServiceDefinition, settings);
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

  close(): void {
    this.client.close();
  }
}

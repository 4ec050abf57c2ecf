import { ordersV1 } from '@storefront/proto';
import type { ServiceRegistration } from '@storefront/service-kit';
import { unary } from '@storefront/service-kit';
import type { OrderContext } from '../actions/order-context';
import { getOrder, listOrders } from '../actions/order-queries';
import { placeOrder } from '../actions/place-order';
import { toOrderProto } from './order-to-proto';

/** storefront.cart.v1.OrderService: each RPC a thin map to one order action. */
export function orderService(context: OrderContext): ServiceRegistration {
  const implementation: ordersV1.OrderServiceServer = {
    placeOrder: unary(async (request) => ({ order: toOrderProto(await placeOrder(context, request)) })),

    getOrder: unary(async (request) => ({
      order: toOrderProto(await getOrder(context.db, request.websiteId, request.orderId)),
    })),

    listOrders: unary(async (request) => {
      const page = await listOrders(
        context.db,
        { websiteId: request.websiteId, siteUserId: request.siteUserId, email: request.email },
        request.pageSize,
        request.cursor,
      );
      return { orders: page.orders.map(toOrderProto), nextCursor: page.nextCursor };
    }),
  };
  return { definition: ordersV1.OrderServiceService, implementation };
}

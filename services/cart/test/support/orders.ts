import { catalogV1, ordersV1 } from '@storefront/proto';
import { createLogger, rows, type ServiceClient } from '@storefront/service-kit';
import { clientOfTestService, testServiceAuth } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import type { OrderContext } from '../../src/actions/order-context';
import { connectStockHolds } from '../../src/catalog/stock-holds';
import { testPaymentProvider } from '../../src/payment/test-provider';
import type { Shop } from './running-cart';

export type OrderClient = ServiceClient<typeof ordersV1.OrderServiceService>;
export type CatalogClient = ServiceClient<typeof catalogV1.CatalogServiceService>;

export const APPROVED = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const DECLINED = { ...APPROVED, number: '4000000000000002' };

/** The order service of a shop's cart process, and its catalog, as the gateway reaches them. */
export function orderClients(shop: Shop): { orders: OrderClient; catalog: CatalogClient; close(): void } {
  const orders = clientOfTestService(ordersV1.OrderServiceClient, ordersV1.OrderServiceDefinition, shop.cart);
  const catalog = clientOfTestService(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, shop.catalog);
  return {
    orders,
    catalog,
    close() {
      orders.close();
      catalog.close();
    },
  };
}

/** A PlaceOrder request paid by the approved test card unless told otherwise. */
export function placeRequest(
  fields: Partial<ordersV1.PlaceOrderRequest> & { cartToken: string },
): ordersV1.PlaceOrderRequest {
  return {
    attemptId: `attempt-${Math.random()}`,
    email: 'buyer@example.com',
    card: APPROVED,
    giftCardCodes: [],
    giftCardRecipientEmail: '',
    siteUserId: '',
    ...fields,
  };
}

/** Units the catalog can still sell of a product's first variant. */
export async function sellable(catalog: CatalogClient, itemId: string): Promise<number> {
  const { items } = await catalog.call.getStock({ itemIds: [itemId] });
  return items[0]!.variants[0]!.qtyInStock;
}

/** The test provider's authorisations by status, as its books in the cart database hold them. */
export async function authorisations(shop: Shop): Promise<Record<string, number>> {
  const found = await rows<{ status: string; count: string }>(
    shop.cart.database.db,
    sql`select status, count(*) as count from test_payment_authorizations group by status`,
  );
  return Object.fromEntries(found.map((row) => [row.status, Number(row.count)]));
}

/** The parts PlaceOrder works with, built beside the running cart on its database: a test may wrap one to crash it after a step. */
export function orderContextOf(shop: Shop): OrderContext {
  const logger = createLogger({ service: 'cart', level: 'silent' });
  return {
    db: shop.cart.database.db,
    stock: connectStockHolds({
      address: `127.0.0.1:${shop.catalog.grpc.port}`,
      deadlineMs: 20_000,
      auth: testServiceAuth('cart'),
      logger,
    }),
    payment: testPaymentProvider(shop.cart.database.db),
    logger,
  };
}

import { subscriptionsV1 } from '@storefront/proto';
import { rows, type Database, type ServiceClient } from '@storefront/service-kit';
import { clientOfTestService } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { demoProduct } from './demo-products';
import { placeRequest, type OrderClient } from './orders';
import type { Shop } from './running-cart';

export type SubscriptionClient = ServiceClient<typeof subscriptionsV1.SubscriptionServiceService>;

export function subscriptionClient(shop: Shop): SubscriptionClient {
  return clientOfTestService(
    subscriptionsV1.SubscriptionServiceClient,
    subscriptionsV1.SubscriptionServiceDefinition,
    shop.cart,
  );
}

/** A subscription cart of one demo product (its own plan unless an option is named): its token. */
export async function subscriptionCart(shop: Shop, slug: string, subscriptionOptionId = ''): Promise<string> {
  const { cartToken } = await shop.client.call.createSubscriptionCart({
    itemId: demoProduct(slug).id,
    sku: '',
    quantity: 1,
    additionalFieldsJson: '',
    subscriptionOptionId,
    idempotencyKey: '',
  });
  return cartToken;
}

/** Subscribes to a demo product (its own plan unless an option is named) and answers the first order. */
export async function subscribe(
  shop: Shop,
  orders: OrderClient,
  slug: string,
  fields: { subscriptionOptionId?: string; siteUserId?: string; attemptId?: string } = {},
) {
  const cartToken = await subscriptionCart(shop, slug, fields.subscriptionOptionId);
  const { order } = await orders.call.placeOrder(
    placeRequest({
      cartToken,
      siteUserId: fields.siteUserId ?? '',
      ...(fields.attemptId ? { attemptId: fields.attemptId } : {}),
    }),
  );
  return { order: order!, cartToken };
}

/** Makes every active subscription (or the one named) due now, as if its billing date had come. */
export async function makeDue(db: Database, subscriptionId?: string): Promise<void> {
  await db.execute(
    subscriptionId
      ? sql`update subscriptions set next_billing_at = now() - interval '1 second' where id = ${subscriptionId}`
      : sql`update subscriptions set next_billing_at = now() - interval '1 second' where status = 'active'`,
  );
}

/** The orders of a subscription, its first included, by cycle count. */
export async function ordersOf(db: Database, subscriptionId: string): Promise<number> {
  const [row] = await rows<{ count: string }>(
    db,
    sql`select count(*) as count from orders where subscription_id = ${subscriptionId}`,
  );
  return Number(row!.count);
}

import { rows, type Database } from '@storefront/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { CheckoutAddress } from '../domain/checkout-details';
import { addressColumn, addressFromColumn } from './address-columns';
import type { GiftCardPayment, Order, OrderLine } from '../domain/order';

export type NewOrder = Omit<Order, 'createdAt' | 'issuedGiftCards'>;

interface OrderRow {
  id: string;
  placement_id: string;
  website_id: string;
  cart_id: string;
  site_user_id: string | null;
  email: string;
  currency: string;
  lines: OrderLine[] | string;
  subtotal_cents: string | number;
  tax_cents: string | number;
  shipping_cost_cents: string | number;
  discount_cents: string | number;
  grand_total_cents: string | number;
  gift_card_cents: string | number;
  card_cents: string | number;
  gift_card_payments: GiftCardPayment[] | string;
  gift_card_recipient_email: string | null;
  subscription_id: string | null;
  shipping_address: CheckoutAddress | string | null;
  billing_address: CheckoutAddress | string | null;
  shipping_method: string;
  created_at: Date | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** An order as stored; the gift cards it issued are read beside it (store/gift-cards). */
const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  placementId: row.placement_id,
  websiteId: row.website_id,
  cartId: row.cart_id,
  siteUserId: row.site_user_id,
  email: row.email,
  currency: row.currency,
  lines: json(row.lines),
  subtotalCents: Number(row.subtotal_cents),
  taxCents: Number(row.tax_cents),
  shippingCostCents: Number(row.shipping_cost_cents),
  discountCents: Number(row.discount_cents),
  grandTotalCents: Number(row.grand_total_cents),
  giftCardCents: Number(row.gift_card_cents),
  cardCents: Number(row.card_cents),
  giftCardPayments: json(row.gift_card_payments),
  issuedGiftCards: [],
  giftCardRecipientEmail: row.gift_card_recipient_email,
  subscriptionId: row.subscription_id,
  shippingAddress: addressFromColumn(row.shipping_address),
  billingAddress: addressFromColumn(row.billing_address),
  shippingMethod: row.shipping_method,
  createdAt: new Date(row.created_at),
});

export async function insertOrder(tx: Database, order: NewOrder): Promise<Order> {
  const [row] = await rows<OrderRow>(
    tx,
    sql`insert into orders (id, placement_id, website_id, cart_id, site_user_id, email, currency, lines, subtotal_cents,
          tax_cents, shipping_cost_cents, discount_cents, grand_total_cents, gift_card_cents, card_cents, gift_card_payments,
          gift_card_recipient_email, subscription_id, shipping_address, billing_address, shipping_method)
        values (${order.id}, ${order.placementId}, ${order.websiteId}, ${order.cartId}, ${order.siteUserId}, ${order.email},
          ${order.currency}, ${JSON.stringify(order.lines)}::jsonb, ${order.subtotalCents}, ${order.taxCents},
          ${order.shippingCostCents}, ${order.discountCents}, ${order.grandTotalCents}, ${order.giftCardCents},
          ${order.cardCents}, ${JSON.stringify(order.giftCardPayments)}::jsonb, ${order.giftCardRecipientEmail},
          ${order.subscriptionId}::uuid, ${addressColumn(order.shippingAddress)}::jsonb,
          ${addressColumn(order.billingAddress)}::jsonb, ${order.shippingMethod})
        returning *`,
  );
  return toOrder(row!);
}

export async function findOrderWhere(db: Database, condition: SQL): Promise<Order | null> {
  const [row] = await rows<OrderRow>(db, sql`select * from orders where ${condition}`);
  return row ? toOrder(row) : null;
}

/** Who a list is for: a website's orders, or one customer's of it. */
export interface OrderFilter {
  websiteId: string;
  siteUserId?: string;
  email?: string;
}

/** The position of the last order of a page: lists go by creation time, then id, both descending. */
export interface OrderPosition {
  createdAt: string;
  id: string;
}

/** One page of orders, newest first, after `after`; one more than `limit` tells whether another page follows. */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  limit: number,
  after: OrderPosition | undefined,
): Promise<Order[]> {
  const conditions = [sql`website_id = ${filter.websiteId}`];
  if (filter.siteUserId) conditions.push(sql`site_user_id = ${filter.siteUserId}`);
  if (filter.email) conditions.push(sql`lower(email) = lower(${filter.email})`);
  if (after) conditions.push(sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const found = await rows<OrderRow>(
    db,
    sql`select * from orders where ${sql.join(conditions, sql` and `)}
        order by created_at desc, id desc limit ${limit}`,
  );
  return found.map(toOrder);
}

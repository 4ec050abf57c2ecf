import { formatMinorUnits, orderNumber } from '@storefront/commerce';
import type { OrderAddressJson, OrderJson } from '@storefront/contracts';
import { useState } from 'react';
import { CursorListFooter } from './CursorListFooter';
import { ownerApi } from './owner-api';
import type { SignedInScreenProps } from './screen-props';
import { useCursorList } from './use-cursor-list';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An address of the order as a label would print it, and the phone number for the carrier. */
function OrderAddress({ label, address, note }: { label: string; address: OrderAddressJson; note?: string }) {
  return (
    <div className="owner-order-address">
      <p className="owner-order-address-label">{label}</p>
      <address>
        {address.lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {address.phone ? <span>Phone: {address.phone}</span> : null}
      </address>
      {note ? <p>{note}</p> : null}
    </div>
  );
}

function OrderDetail({ order }: { order: OrderJson }) {
  const money = (cents: number) => formatMinorUnits(cents, order.currency);
  const rows: [string, string][] = [
    ['Subtotal', money(order.subtotalCents)],
    ...(order.discountCents > 0 ? ([['Discount', `−${money(order.discountCents)}`]] as [string, string][]) : []),
    ['Shipping', money(order.shippingCostCents)],
    ['Tax', money(order.taxCents)],
    ['Total', money(order.grandTotalCents)],
    ...order.giftCardPayments.map(
      (payment) => [`Gift card …${payment.codeLast4}`, money(payment.amountCents)] as [string, string],
    ),
    ['Card', money(order.cardCents)],
  ];
  return (
    <div className="owner-order-detail">
      <ul>
        {order.lines.map((line) => (
          <li key={`${line.itemId}-${line.sku}`}>
            {line.title} × {line.quantity} — {money(line.subTotalCents)}
          </li>
        ))}
      </ul>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.shippingAddress ? (
        <OrderAddress label="Ship to" address={order.shippingAddress} note={order.shippingMethod || undefined} />
      ) : (
        <p>Nothing to ship.</p>
      )}
      {order.billingAddress ? <OrderAddress label="Bill to" address={order.billingAddress} /> : null}
    </div>
  );
}

/** /config/orders: the store's orders, newest first, each one's lines and payment on demand. */
export function OrdersScreen(_props: SignedInScreenProps) {
  const list = useCursorList(ownerApi.orders);
  const [open, setOpen] = useState<string | null>(null);
  if (list.loaded && list.items.length === 0 && !list.problem) return <p className="owner-empty">No orders yet.</p>;
  return (
    <section className="owner-orders" aria-busy={!list.loaded || undefined}>
      <table className="owner-table">
        <caption className="visually-hidden">Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <button
                  type="button"
                  className="owner-link-button"
                  aria-expanded={open === order.id}
                  onClick={() => setOpen(open === order.id ? null : order.id)}
                >
                  #{orderNumber(order.id)}
                </button>
                {open === order.id ? <OrderDetail order={order} /> : null}
              </th>
              <td>{when.format(new Date(order.created))}</td>
              <td>{order.email}</td>
              <td>{order.lines.reduce((sum, line) => sum + line.quantity, 0)}</td>
              <td>{formatMinorUnits(order.grandTotalCents, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorListFooter list={list} what="orders" />
    </section>
  );
}

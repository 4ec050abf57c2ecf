import { orderNumber } from '@storefront/commerce';
import { addressLines } from '@storefront/commerce/dist/checkout/address-format';
import type { cartCheckoutV1, ordersV1 } from '@storefront/proto';
import { pageMoney } from './money';
import { otherBillingAddress } from './order-json';

const money = (cents: string | number, currency: string) => pageMoney({ valueMinor: String(cents || 0), currency });
const nonZero = (cents: string, currency: string) => (cents && cents !== '0' ? money(cents, currency) : undefined);

const linesOf = (address: cartCheckoutV1.CheckoutAddress | undefined) => (address ? addressLines(address) : undefined);

/**
 * An order as the order-confirmed page shows it: lines, totals, what paid for it, where it goes
 * (and the billing address when it is another).
 */
export function orderPageData(order: ordersV1.Order) {
  const { currency } = order;
  return {
    number: orderNumber(order.id),
    email: order.email,
    lines: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      total: money(line.subTotalCents, currency),
    })),
    subtotal: money(order.subtotalCents, currency),
    discount: nonZero(order.discountCents, currency),
    shipping: nonZero(order.shippingCostCents, currency),
    tax: nonZero(order.taxCents, currency),
    grandTotal: money(order.grandTotalCents, currency),
    giftCards: order.giftCardPayments.map((payment) => ({
      last4: payment.codeLast4,
      amount: money(payment.amountCents, currency),
    })),
    card: nonZero(order.cardCents, currency),
    shipTo: linesOf(order.shippingAddress),
    shippingMethod: order.shippingMethod || undefined,
    billTo: linesOf(otherBillingAddress(order)),
  };
}

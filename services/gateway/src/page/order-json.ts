import { addressLines } from '@storefront/commerce/dist/checkout/address-format';
import type { OrderAddressJson, OrderJson } from '@storefront/contracts';
import type { cartCheckoutV1, ordersV1 } from '@storefront/proto';
import { addressJson } from './checkout-json';

const cents = (value: string | number | undefined) => Number(value ?? 0);

/** The order's billing address when it is not where the order ships: only then is it shown apart. */
export function otherBillingAddress(order: ordersV1.Order): cartCheckoutV1.CheckoutAddress | undefined {
  const { billingAddress, shippingAddress } = order;
  return JSON.stringify(billingAddress) === JSON.stringify(shippingAddress) ? undefined : billingAddress;
}

/** An address with its lines as a label prints them, in its country's layout. */
export function orderAddressJson(address: cartCheckoutV1.CheckoutAddress | undefined): OrderAddressJson | null {
  const json = addressJson(address);
  return json && { ...json, lines: addressLines(json) };
}

/** An order under the REST names (contracts OrderJson); gift-card codes never leave but their last four. */
export function orderJson(order: ordersV1.Order): OrderJson {
  return {
    id: order.id,
    email: order.email,
    created: new Date(cents(order.created)).toISOString(),
    currency: order.currency,
    lines: order.lines.map((line) => ({
      itemId: line.itemId,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      purchasePriceCents: cents(line.purchasePriceCents),
      subTotalCents: cents(line.subTotalCents),
      productType: line.productType,
    })),
    subtotalCents: cents(order.subtotalCents),
    discountCents: cents(order.discountCents),
    shippingCostCents: cents(order.shippingCostCents),
    taxCents: cents(order.taxCents),
    grandTotalCents: cents(order.grandTotalCents),
    giftCardPayments: order.giftCardPayments.map((payment) => ({
      codeLast4: payment.codeLast4,
      amountCents: cents(payment.amountCents),
    })),
    cardCents: cents(order.cardCents),
    shippingAddress: orderAddressJson(order.shippingAddress),
    billingAddress: orderAddressJson(otherBillingAddress(order)),
    shippingMethod: order.shippingMethod,
  };
}

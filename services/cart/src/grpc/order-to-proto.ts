import type { ordersV1 } from '@storefront/proto';
import type { Order } from '../domain/order';
import { addressToProto } from './checkout-to-proto';

const int64 = (value: number) => String(value);

export function toOrderProto(order: Order): ordersV1.Order {
  return {
    id: order.id,
    websiteId: order.websiteId,
    cartId: order.cartId,
    email: order.email,
    siteUserId: order.siteUserId ?? '',
    currency: order.currency,
    lines: order.lines.map((line) => ({
      itemId: line.itemId,
      variantId: line.variantId,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      purchasePriceCents: int64(line.purchasePriceCents),
      subTotalCents: int64(line.subTotalCents),
      productType: line.productType,
    })),
    subtotalCents: int64(order.subtotalCents),
    taxCents: int64(order.taxCents),
    shippingCostCents: int64(order.shippingCostCents),
    discountCents: int64(order.discountCents),
    grandTotalCents: int64(order.grandTotalCents),
    giftCardCents: int64(order.giftCardCents),
    cardCents: int64(order.cardCents),
    giftCardPayments: order.giftCardPayments.map((payment) => ({
      codeLast4: payment.codeLast4,
      amountCents: int64(payment.amountCents),
    })),
    issuedGiftCards: order.issuedGiftCards.map((card) => ({
      code: card.code,
      codeLast4: card.codeLast4,
      balanceCents: int64(card.balanceCents),
      currency: card.currency,
    })),
    created: int64(order.createdAt.getTime()),
    subscriptionId: order.subscriptionId ?? '',
    shippingAddress: addressToProto(order.shippingAddress),
    billingAddress: addressToProto(order.billingAddress),
    shippingMethod: order.shippingMethod,
  };
}

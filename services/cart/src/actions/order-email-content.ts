import { addressLines } from '@storefront/commerce/dist/checkout/address-format';
import type { notificationsV1 } from '@storefront/proto';
import type { Order } from '../domain/order';

/**
 * The e-mails one recorded order sends, each under its own key: notifications stores a message
 * once per caller and key, so sending the same list again (a retried or re-run job) mails nothing
 * twice. The gift cards are keyed by their place in the order, which never changes.
 */
export function orderEmailRequests(order: Order): notificationsV1.SendEmailRequest[] {
  const confirmation: notificationsV1.SendEmailRequest = {
    idempotencyKey: `order-confirmation:${order.id}`,
    to: order.email,
    language: '',
    email: {
      $case: 'orderConfirmation',
      orderConfirmation: {
        orderId: order.id,
        currency: order.currency,
        lines: order.lines.map((line) => ({
          title: line.title,
          quantity: line.quantity,
          unitPriceCents: String(line.purchasePriceCents),
          lineTotalCents: String(line.subTotalCents),
        })),
        subtotalCents: String(order.subtotalCents),
        discountCents: String(order.discountCents),
        shippingCents: String(order.shippingCostCents),
        taxCents: String(order.taxCents),
        totalCents: String(order.grandTotalCents),
        giftCardPayments: order.giftCardPayments.map((payment) => ({
          codeLast4: payment.codeLast4,
          amountCents: String(payment.amountCents),
        })),
        cardCents: String(order.cardCents),
        shipTo: order.shippingAddress ? addressLines(order.shippingAddress) : [],
        shippingMethod: order.shippingMethod,
      },
    },
  };
  // A gift card goes to the recipient the buyer named, else to the buyer.
  const giftCards = order.issuedGiftCards.map((card, position): notificationsV1.SendEmailRequest => ({
    idempotencyKey: `gift-card:${order.id}:${position}`,
    to: order.giftCardRecipientEmail ?? order.email,
    language: '',
    email: {
      $case: 'giftCard',
      giftCard: {
        orderId: order.id,
        code: card.code,
        balanceCents: String(card.balanceCents),
        currency: card.currency,
      },
    },
  }));
  return [confirmation, ...giftCards];
}

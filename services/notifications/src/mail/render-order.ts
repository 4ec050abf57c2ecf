import { formatMinorUnits, orderNumber } from '@storefront/commerce';
import { chooseCopy } from './copy/choose-copy';
import { fillPhrase } from './copy/fill-phrase';
import { httpUrl, oneLine, opening, rendered, type RenderedMail } from './render';

export interface OrderConfirmationMail {
  language: string;
  storeName: string;
  orderId: string;
  /** Absolute URL of the order's page: the shop's public URL + /commerce/orders/<orderId>. */
  orderUrl: string;
  currency: string;
  lines: { title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  giftCardPayments: { codeLast4: string; amountCents: number }[];
  cardCents: number;
  /** The shipping address line by line; empty when nothing ships. */
  shipTo: string[];
  shippingMethod: string;
}

export interface GiftCardMail {
  language: string;
  storeName: string;
  code: string;
  balanceCents: number;
  currency: string;
}

/** The buyer's receipt: every line, the totals as the order recorded them, and who paid what. */
export function renderOrderConfirmation(content: OrderConfirmationMail): RenderedMail {
  const { copy, locale } = chooseCopy(content.language);
  const words = copy.orderConfirmation;
  // amounts in the reader's own number style (e-mails only; storefront surfaces keep en-US)
  const money = (cents: number) => formatMinorUnits(cents, content.currency, locale);
  // the short number the order page and the owner's list show, not the id behind it
  const values = { storeName: oneLine(content.storeName), orderNumber: orderNumber(content.orderId) };
  const amount = (label: string, cents: number) => ({ label, lines: [money(cents)] });
  const lines = content.lines.map((line) => ({
    label: oneLine(line.title),
    lines: [`${line.quantity} × ${money(line.unitPriceCents)}`, money(line.lineTotalCents)],
  }));
  // a discount and shipping are shown only when there are any, as a receipt on paper would
  const totals = [
    amount(words.subtotal, content.subtotalCents),
    ...(content.discountCents > 0 ? [{ label: words.discount, lines: [`−${money(content.discountCents)}`] }] : []),
    ...(content.shippingCents > 0 ? [amount(words.shipping, content.shippingCents)] : []),
    amount(words.tax, content.taxCents),
    amount(words.total, content.totalCents),
  ];
  const payments = [
    ...content.giftCardPayments.map((payment) =>
      amount(fillPhrase(words.giftCardPaid, { ...values, last4: payment.codeLast4 }), payment.amountCents),
    ),
    ...(content.cardCents > 0 ? [amount(words.cardPaid, content.cardCents)] : []),
  ];
  // where the parcel goes, so the buyer can see a wrong address at once
  const shipping =
    content.shipTo.length > 0
      ? [
          {
            label: words.shipTo,
            lines: [...content.shipTo, content.shippingMethod].filter((line) => line !== '').map(oneLine),
          },
        ]
      : [];
  return rendered({
    ...opening(words, values, locale),
    details: [...lines, ...totals, ...payments, ...shipping],
    button: { label: words.button, url: httpUrl(content.orderUrl) },
    linkFallback: copy.linkFallback,
    notes: [],
    footer: fillPhrase(words.footer, values),
  });
}

/** A bought gift card for its recipient: the code to type at checkout and what it holds. */
export function renderGiftCard(content: GiftCardMail): RenderedMail {
  const { copy, locale } = chooseCopy(content.language);
  const words = copy.giftCard;
  const values = { storeName: oneLine(content.storeName) };
  return rendered({
    ...opening(words, values, locale),
    details: [
      { label: words.code, lines: [content.code] },
      { label: words.balance, lines: [formatMinorUnits(content.balanceCents, content.currency, locale)] },
    ],
    linkFallback: copy.linkFallback,
    notes: [],
    footer: fillPhrase(words.footer, values),
  });
}

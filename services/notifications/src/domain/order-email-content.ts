import type { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';

/** Bounds of the cart's order mails: far above any real order, small enough that none floods the outbox. */
export const orderEmailLimits = {
  lines: 500,
  titleLength: 500,
  giftCardPayments: 10,
  codeLength: 64,
  shipToLines: 8,
  addressLineLength: 200,
  /** 10^13 minor units: beyond any order, and exact in a double. */
  maxCents: 10_000_000_000_000,
} as const;

const CURRENCY = /^[A-Z]{3}$/;
const CODE = /^[A-Za-z0-9-]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface OrderConfirmationContent {
  orderId: string;
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

export interface GiftCardContent {
  orderId: string;
  code: string;
  balanceCents: number;
  currency: string;
}

/** int64 arrives as a decimal string: a whole, non-negative amount within bounds, or INVALID_ARGUMENT. */
function cents(raw: string | number, field: string): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > orderEmailLimits.maxCents)
    throw new InvalidArgumentError(`${field} must be a whole, non-negative amount.`);
  return value;
}

function currencyCode(value: string, field: string): string {
  if (!CURRENCY.test(value)) throw new InvalidArgumentError(`${field} must be an ISO 4217 code.`);
  return value;
}

/** The order page's path carries the id, so it holds no '.', '/' or '%' that could make it another path. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,128}$/;

function orderIdOf(value: string, field: string): string {
  if (value === '') throw new InvalidArgumentError(`${field} is required.`);
  if (!ORDER_ID.test(value)) throw new InvalidArgumentError(`${field} is not a valid id.`);
  return value;
}

export function orderConfirmationContent(email: notificationsV1.OrderConfirmationEmail): OrderConfirmationContent {
  const field = 'order_confirmation';
  if (email.lines.length === 0 || email.lines.length > orderEmailLimits.lines)
    throw new InvalidArgumentError(`${field}.lines must hold 1-${orderEmailLimits.lines} lines.`);
  if (email.giftCardPayments.length > orderEmailLimits.giftCardPayments)
    throw new InvalidArgumentError(`${field} holds more than ${orderEmailLimits.giftCardPayments} gift card payments.`);
  const lines = email.lines.map((line) => {
    const title = line.title.trim();
    if (title === '' || title.length > orderEmailLimits.titleLength)
      throw new InvalidArgumentError(`${field}.lines[].title must be 1-${orderEmailLimits.titleLength} characters.`);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new InvalidArgumentError(`${field}.lines[].quantity must be at least 1.`);
    return {
      title,
      quantity: line.quantity,
      unitPriceCents: cents(line.unitPriceCents, `${field}.lines[].unit_price_cents`),
      lineTotalCents: cents(line.lineTotalCents, `${field}.lines[].line_total_cents`),
    };
  });
  const giftCardPayments = email.giftCardPayments.map((payment) => {
    if (!/^[A-Za-z0-9]{1,4}$/.test(payment.codeLast4))
      throw new InvalidArgumentError(`${field}.gift_card_payments[].code_last4 must be 1-4 letters or digits.`);
    return {
      codeLast4: payment.codeLast4,
      amountCents: cents(payment.amountCents, `${field}.gift_card_payments[].amount_cents`),
    };
  });
  if (email.shipTo.length > orderEmailLimits.shipToLines)
    throw new InvalidArgumentError(`${field}.ship_to holds more than ${orderEmailLimits.shipToLines} lines.`);
  const shortText = (value: string, name: string) => {
    if (value.length > orderEmailLimits.addressLineLength || CONTROL.test(value))
      throw new InvalidArgumentError(
        `${field}.${name} must be at most ${orderEmailLimits.addressLineLength} characters on one line.`,
      );
    return value.trim();
  };
  return {
    orderId: orderIdOf(email.orderId, `${field}.order_id`),
    currency: currencyCode(email.currency, `${field}.currency`),
    lines,
    shipTo: email.shipTo.map((line) => shortText(line, 'ship_to[]')).filter((line) => line !== ''),
    shippingMethod: shortText(email.shippingMethod, 'shipping_method'),
    subtotalCents: cents(email.subtotalCents, `${field}.subtotal_cents`),
    discountCents: cents(email.discountCents, `${field}.discount_cents`),
    shippingCents: cents(email.shippingCents, `${field}.shipping_cents`),
    taxCents: cents(email.taxCents, `${field}.tax_cents`),
    totalCents: cents(email.totalCents, `${field}.total_cents`),
    giftCardPayments,
    cardCents: cents(email.cardCents, `${field}.card_cents`),
  };
}

export function giftCardContent(email: notificationsV1.GiftCardEmail): GiftCardContent {
  const field = 'gift_card';
  if (email.code.length > orderEmailLimits.codeLength || !CODE.test(email.code) || CONTROL.test(email.code))
    throw new InvalidArgumentError(`${field}.code must be 1-${orderEmailLimits.codeLength} letters, digits or dashes.`);
  return {
    orderId: orderIdOf(email.orderId, `${field}.order_id`),
    code: email.code,
    balanceCents: cents(email.balanceCents, `${field}.balance_cents`),
    currency: currencyCode(email.currency, `${field}.currency`),
  };
}

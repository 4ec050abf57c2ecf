import { createHash } from 'node:crypto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { z } from 'zod';
import { normaliseGiftCardCode } from '../domain/gift-card-code';
import { ORDER_MESSAGES } from '../domain/order-messages';
import { CARD_MESSAGES, checkCard } from '../domain/payment-card';
import type { PaymentCard } from '../payment/payment-provider';

export interface PlaceOrderRequest {
  cartToken: string;
  attemptId: string;
  email: string;
  card?: PaymentCard | undefined;
  giftCardCodes: string[];
  /** Where a bought gift card is e-mailed; empty: to `email`. */
  giftCardRecipientEmail?: string;
  /** The signed-in customer buying a cart of no account; empty: a visitor. */
  siteUserId?: string;
  /** The confirmation goes to the e-mail saved at the shopping cart's checkout; `email` is not read. */
  emailFromCheckout?: boolean;
}

/** A request every check has passed: nothing is written before this is made. */
export interface CheckedPlaceOrder {
  cartToken: string;
  attemptId: string;
  email: string;
  /** undefined when no card was given (gift cards must then pay all). */
  card: PaymentCard | undefined;
  giftCardCodes: string[];
  /** null: the gift cards go to `email`. */
  giftCardRecipientEmail: string | null;
  siteUserId: string | null;
  /** `email` is '' until the checkout's is read with the cart (withCheckoutEmail). */
  emailFromCheckout: boolean;
}

const MAX_GIFT_CARDS = 10;
const email = z.email();

/** The confirmation's address as the shopper typed it: INVALID_ARGUMENT with the shopper's message. */
function checkedEmail(typed: string): string {
  const address = typed.trim();
  if (address === '') throw new InvalidArgumentError(ORDER_MESSAGES.emailBlank);
  if (address.length > 254 || !email.safeParse(address).success)
    throw new InvalidArgumentError(ORDER_MESSAGES.emailInvalid);
  return address;
}

/**
 * The field checks of PlaceOrder, all before any read: INVALID_ARGUMENT with the shopper's message.
 * An e-mail taken from the checkout is checked when it is read (withCheckoutEmail).
 */
export function checkPlaceOrder(request: PlaceOrderRequest, now: Date): CheckedPlaceOrder {
  if (request.attemptId.length < 1 || request.attemptId.length > 200)
    throw new InvalidArgumentError(ORDER_MESSAGES.attemptId);
  const emailFromCheckout = request.emailFromCheckout === true;
  const address = emailFromCheckout ? '' : checkedEmail(request.email);
  const recipient = request.giftCardRecipientEmail?.trim() ?? '';
  if (recipient !== '' && (recipient.length > 254 || !email.safeParse(recipient).success))
    throw new InvalidArgumentError(ORDER_MESSAGES.recipientInvalid);
  if ((request.siteUserId?.length ?? 0) > 200) throw new InvalidArgumentError(ORDER_MESSAGES.siteUserId);
  if (request.giftCardCodes.length > MAX_GIFT_CARDS) throw new InvalidArgumentError(ORDER_MESSAGES.tooManyGiftCards);
  const giftCardCodes = request.giftCardCodes.map(normaliseGiftCardCode).filter((code) => code !== '');
  if (giftCardCodes.some((code) => code.length > 64)) throw new InvalidArgumentError(ORDER_MESSAGES.giftCardUnknown);
  const typed = request.card && request.card.number.trim() !== '' ? request.card : undefined;
  return {
    cartToken: request.cartToken,
    attemptId: request.attemptId,
    email: address,
    card: typed && checkCard(typed, now),
    giftCardCodes,
    giftCardRecipientEmail: recipient === '' ? null : recipient,
    siteUserId: request.siteUserId || null,
    emailFromCheckout,
  };
}

/** The request with the e-mail saved at the cart's checkout, checked as a typed one is. */
export const withCheckoutEmail = (request: CheckedPlaceOrder, saved: string): CheckedPlaceOrder => ({
  ...request,
  email: checkedEmail(saved),
});

/** Refused when the card must pay something and none was given. */
export function cardFor(request: CheckedPlaceOrder, cardCents: number): PaymentCard | undefined {
  if (cardCents === 0) return undefined;
  if (!request.card) throw new InvalidArgumentError(CARD_MESSAGES.missing);
  return request.card;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An attempt id names one press on one cart: the same id on another cart is another attempt. */
export const attemptKeyOf = (cartId: string, attemptId: string): string => sha256(JSON.stringify([cartId, attemptId]));

/**
 * What a repeat of the attempt must ask again: the e-mail, the gift cards and their recipient. The
 * card is left out, so nothing derived from its number is stored. A request without a recipient
 * hashes as before there was one, so attempts begun then are still repeats.
 */
export const requestHashOf = (request: CheckedPlaceOrder): string =>
  sha256(
    JSON.stringify([
      request.email.toLowerCase(),
      request.giftCardCodes,
      ...(request.giftCardRecipientEmail ? [request.giftCardRecipientEmail.toLowerCase()] : []),
    ]),
  );

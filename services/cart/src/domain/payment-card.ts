import { InvalidArgumentError } from '@storefront/service-kit/errors';
import type { PaymentCard } from '../payment/payment-provider';

/** The shopper's words for a mistyped card, as the major providers phrase them. */
export const CARD_MESSAGES = {
  number: 'Your card number is incorrect.',
  expiryMonth: "Your card's expiration month is invalid.",
  expiryYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  missing: 'Enter your card details to pay the rest of your order.',
} as const;

/** Digits only: the number as shoppers type it, with spaces or dashes between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries; catches a mistyped digit or two swapped. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card that could be charged this month: 12 to 19 digits passing Luhn, expiry month 1..12 of a
 * four-digit year not before `now`'s month (a card is valid through the end of its expiry month),
 * a 3- or 4-digit CVC. INVALID_ARGUMENT with the shopper's message otherwise.
 */
export function checkCard(card: PaymentCard, now: Date): PaymentCard {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw new InvalidArgumentError(CARD_MESSAGES.number);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    throw new InvalidArgumentError(CARD_MESSAGES.expiryMonth);
  if (!Number.isInteger(card.expYear) || card.expYear < 1000 || card.expYear > 9999)
    throw new InvalidArgumentError(CARD_MESSAGES.expiryYear);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) throw new InvalidArgumentError(CARD_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidArgumentError(CARD_MESSAGES.cvc);
  return { ...card, number: digits };
}

import { createHash, randomInt } from 'node:crypto';

/**
 * Crockford's base32 without the letters people misread (I, L, O, U): 16 characters carry 80
 * random bits, far beyond guessing, and read aloud or typed from an e-mail without confusion.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;

/** A new code, e.g. 'K7RM-2XQ9-VD4T-8HNB', from the operating system's random source. */
export function newGiftCardCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** A code as the shopper typed it, as it is compared: upper case, without spaces or dashes. */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** What is stored instead of the code: the table alone spends nothing. */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');
}

/** The part of a code an order or a list may show. */
export function giftCardCodeLast4(code: string): string {
  return normaliseGiftCardCode(code).slice(-4);
}

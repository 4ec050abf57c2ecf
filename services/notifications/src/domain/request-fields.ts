import { isValidEmail } from '@storefront/form-rules';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { notificationsMessages } from './messages';

/**
 * The bounds of what callers may send. Every field is checked before anything is read or stored,
 * so a malformed request costs no catalog call and leaves no row.
 */

/** Catalog ids are opaque; these are the characters and length any store's ids keep to. */
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** proto: 1-100 of [A-Za-z0-9_.:-]. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
/** BCP 47 tags are short; the longest registered ones stay well under this. */
const MAX_LANGUAGE_LENGTH = 35;
/** reCAPTCHA tokens run to a few kilobytes; anything far above is not one. */
const MAX_CAPTCHA_TOKEN_LENGTH = 8192;

export function requiredId(value: string, field: string): string {
  if (value === '') throw new InvalidArgumentError(`${field} is required.`);
  if (!ID.test(value)) throw new InvalidArgumentError(`${field} is not a valid id.`);
  return value;
}

/** '' is allowed where the proto lets the service fill the id in. */
export function optionalId(value: string, field: string): string {
  return value === '' ? '' : requiredId(value, field);
}

/** Spec §5 "Restock form": blank and malformed addresses, each with its own message. */
export function emailAddress(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError(notificationsMessages.emailBlank);
  if (!isValidEmail(value)) throw new InvalidArgumentError(notificationsMessages.emailInvalid);
  return value;
}

/** '' (the store's language) or a well-formed BCP 47 tag, kept in its canonical spelling. */
export function language(value: string): string {
  if (value === '') return '';
  if (value.length > MAX_LANGUAGE_LENGTH) throw new InvalidArgumentError('language is too long.');
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (canonical) return canonical;
  } catch {
    // RangeError: not a BCP 47 tag
  }
  throw new InvalidArgumentError('language is not a valid BCP 47 tag.');
}

export function captchaToken(value: string): string {
  if (value.length > MAX_CAPTCHA_TOKEN_LENGTH) throw new InvalidArgumentError('The captcha token is too long.');
  return value;
}

export function idempotencyKey(value: string): string {
  if (!IDEMPOTENCY_KEY.test(value))
    throw new InvalidArgumentError('idempotency_key must be 1-100 of the characters A-Z a-z 0-9 _ . : -');
  return value;
}

/** The owner's account id, or '' when the caller does not say. */
export function requestedBy(value: string): string {
  return optionalId(value, 'requested_by');
}

/** proto: 0 means the default; above the maximum is the maximum; negative is a mistake. */
export function pageSize(value: number, defaults: { default: number; max: number }): number {
  if (value < 0) throw new InvalidArgumentError('page_size must not be negative.');
  if (value === 0) return defaults.default;
  return Math.min(value, defaults.max);
}

import { isValidEmail } from '@storefront/form-rules';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { accountsMessages } from './messages';

/** Counted in characters as a person types them, not in UTF-16 units. */
export const passwordLength = { min: 8, max: 256 } as const;
export const maxDisplayNameLength = 200;

const characters = (text: string) => [...text].length;

/**
 * E-mails are compared as people mean them: 'Ann@Example.com ' and 'ann@example.com' are one
 * account. Refuses what is not an e-mail address.
 */
export function accountEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw new InvalidArgumentError(accountsMessages.invalidEmail);
  return email;
}

/** A password a new account or a reset may set. */
export function newPassword(password: string): string {
  const length = characters(password);
  if (length < passwordLength.min || length > passwordLength.max)
    throw new InvalidArgumentError(accountsMessages.passwordLength);
  return password;
}

/**
 * A password offered at sign-in. Only the upper bound is enforced: it keeps hashing cheap, while a
 * short one is merely wrong (a later, stricter minimum must not lock out older accounts).
 */
export function offeredPassword(password: string): string {
  if (characters(password) > passwordLength.max) throw new InvalidArgumentError(accountsMessages.passwordLength);
  return password;
}

export function displayName(raw: string): string {
  const name = raw.trim();
  if (characters(name) > maxDisplayNameLength) throw new InvalidArgumentError(accountsMessages.nameTooLong);
  return name;
}

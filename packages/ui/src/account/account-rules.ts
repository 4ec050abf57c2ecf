import { isValidEmail, validationMessages } from '@storefront/form-rules';

/**
 * Bounds the accounts service enforces (proto storefront.accounts.v1, INVALID_ARGUMENT); checked in
 * the browser too, so a person hears about them at once instead of after a round trip.
 */
export const passwordLength = { min: 8, max: 256 } as const;
export const displayNameMaxLength = 200;

export const accountMessages = {
  required: validationMessages.required,
  invalidEmail: validationMessages.invalidEmail,
  passwordLength: `Use a password of ${passwordLength.min} to ${passwordLength.max} characters.`,
  nameTooLong: `Use at most ${displayNameMaxLength} characters.`,
  /** Spec §8 interface string, for a failure that carries no message of its own. */
  unknown: 'Something went wrong',
} as const;

/**
 * What a field holds decides its rule, its input type and what the browser may fill in:
 * 'current-password' is only required (an old password is never judged by today's bounds),
 * 'new-password' must fit the service's bounds.
 */
export type AccountFieldKind = 'email' | 'current-password' | 'new-password' | 'name';

export function accountFieldError(kind: AccountFieldKind, value: string, required: boolean): string | null {
  const blank = value.trim() === '';
  if (blank) return required ? accountMessages.required : null;
  switch (kind) {
    case 'email':
      return isValidEmail(value.trim()) ? null : accountMessages.invalidEmail;
    case 'new-password':
      return value.length < passwordLength.min || value.length > passwordLength.max
        ? accountMessages.passwordLength
        : null;
    case 'name':
      return value.trim().length > displayNameMaxLength ? accountMessages.nameTooLong : null;
    case 'current-password':
      return null;
  }
}

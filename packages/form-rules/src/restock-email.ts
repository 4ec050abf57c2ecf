import { isValidEmail } from './email';

/** The restock sign-up form's own wording (spec §5 "Restock form"), not the site forms'. */
export const restockEmailMessages = {
  blank: 'Email cannot be blank',
  invalid: 'Email is invalid.',
} as const;

/**
 * What is wrong with the e-mail a visitor typed into a restock sign-up form, or undefined when it
 * will do: the one rule the product remote shows, the gateway applies to a body and the
 * notifications service stores by. Surrounding spaces are not counted (the address is trimmed).
 */
export function restockEmailProblem(typed: string): string | undefined {
  const email = typed.trim();
  if (email === '') return restockEmailMessages.blank;
  return isValidEmail(email) ? undefined : restockEmailMessages.invalid;
}

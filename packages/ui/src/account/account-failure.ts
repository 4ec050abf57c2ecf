import { ApiError } from '../api';
import { accountMessages } from './account-rules';

/** How a refused account call is shown: one message for the form, and messages tied to fields. */
export interface AccountFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * The gateway answers `{ message }` or `{ message, errors }` (errors by field name). The body's own
 * message wins over the client's wording, so a sign-in lockout (a 429) says how many minutes are
 * left instead of the generic 'try again in a few seconds'.
 */
export function accountFailure(error: unknown): AccountFailure {
  if (!(error instanceof ApiError)) return { message: accountMessages.unknown, fieldErrors: {} };
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const fieldErrors: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [field, text] of Object.entries(body.errors)) {
      const first = Array.isArray(text) ? text.find((item) => typeof item === 'string') : text;
      if (typeof first === 'string') fieldErrors[field] = first;
    }
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : error.message;
  return { message, fieldErrors };
}

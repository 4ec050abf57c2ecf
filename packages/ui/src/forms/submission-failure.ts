/** How a failed form submission answer is shown (spec §8). */
export const submissionMessages = {
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  captchaRequired: 'Complete CAPTCHA before submitting.',
} as const;

export interface SubmissionFailure {
  /** Shown for the form as a whole; null when the field errors say it all. */
  formError: string | null;
  /** Field id -> message from a 400 answer. */
  fieldErrors: Record<string, string>;
  /** The server refused the captcha: the widget is reset and must be done again. */
  captchaFailed: boolean;
}

const statusMessages: Record<number, string> = {
  401: submissionMessages.unauthorized,
  404: submissionMessages.notConfigured,
  429: submissionMessages.rateLimited,
  500: submissionMessages.serverError,
};

const mentionsCaptcha = (text: string) => /captcha/i.test(text);

/**
 * Spec §8: fixed messages for 401, 404, 429 and 500; a 400 with `errors` marks each field; otherwise
 * the body's `error`, else the fallback. A 403, or a message about the captcha, means the captcha
 * was refused (the crumb check answers 403 too, but its message then explains the session).
 */
export function submissionFailure(status: number, body: unknown): SubmissionFailure {
  const data = body && typeof body === 'object' ? (body as { errors?: unknown; error?: unknown }) : {};
  const error = typeof data.error === 'string' && data.error !== '' ? data.error : null;
  const statusMessage = statusMessages[status];
  if (statusMessage) return { formError: statusMessage, fieldErrors: {}, captchaFailed: false };
  if (status === 400 && data.errors && typeof data.errors === 'object') {
    const fieldErrors: Record<string, string> = {};
    for (const [fieldId, message] of Object.entries(data.errors)) {
      if (typeof message === 'string') fieldErrors[fieldId] = message;
    }
    if (Object.keys(fieldErrors).length > 0) {
      const captchaFailed = Object.entries(fieldErrors).some(
        ([key, text]) => mentionsCaptcha(key) || mentionsCaptcha(text),
      );
      return { formError: null, fieldErrors, captchaFailed };
    }
  }
  const captchaFailed =
    (status === 403 && (error === null || mentionsCaptcha(error))) || (error !== null && mentionsCaptcha(error));
  if (error) return { formError: error, fieldErrors: {}, captchaFailed };
  return { formError: submissionMessages.unknown, fieldErrors: {}, captchaFailed };
}

/**
 * Field errors of the server sorted for display: those of fields the form shows stay with their
 * field; any other (a field the visitor cannot see, the captcha, the form as a whole) is shown for
 * the form.
 */
export function placeFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  shownFieldIds: ReadonlySet<string>,
): { byField: Record<string, string>; elsewhere: string[] } {
  const byField: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [fieldId, message] of Object.entries(fieldErrors)) {
    if (shownFieldIds.has(fieldId)) byField[fieldId] = message;
    else if (!elsewhere.includes(message)) elsewhere.push(message);
  }
  return { byField, elsewhere };
}

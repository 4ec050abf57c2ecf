/** How a failed form submission answer is shown (spec §8). */
export const submissionMessages = {
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
} as const;

export interface SubmissionFailure {
  /** Shown for the form as a whole; null when the field errors say it all. */
  formError: string | null;
  /** Field id -> message from a 400 answer. */
  fieldErrors: Record<string, string>;
}

const statusMessages: Record<number, string> = {
  401: submissionMessages.unauthorized,
  404: submissionMessages.notConfigured,
  429: submissionMessages.rateLimited,
  500: submissionMessages.serverError,
};

export function submissionFailure(status: number, body: unknown): SubmissionFailure {
  const statusMessage = statusMessages[status];
  if (statusMessage) return { formError: statusMessage, fieldErrors: {} };
  const data = body && typeof body === 'object' ? (body as { errors?: unknown; error?: unknown }) : {};
  if (status === 400 && data.errors && typeof data.errors === 'object') {
    const fieldErrors: Record<string, string> = {};
    for (const [fieldId, message] of Object.entries(data.errors)) {
      if (typeof message === 'string') fieldErrors[fieldId] = message;
    }
    if (Object.keys(fieldErrors).length > 0) return { formError: null, fieldErrors };
  }
  if (typeof data.error === 'string' && data.error !== '') return { formError: data.error, fieldErrors: {} };
  return { formError: submissionMessages.unknown, fieldErrors: {} };
}

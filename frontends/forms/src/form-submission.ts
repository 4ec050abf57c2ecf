import { submissionFailure, submissionMessages, type SubmissionFailure } from './submission-failure';

export class FormSubmissionError extends Error {
  constructor(readonly failure: SubmissionFailure) {
    super(failure.formError ?? 'form fields rejected');
  }
}

function crumb(): string {
  const match = document.cookie.match(/(?:^|;\s*)crumb=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : '';
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': crumb() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormSubmissionError({ formError: submissionMessages.unknown, fieldErrors: {} });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new FormSubmissionError(submissionFailure(response.status, answer));
  return answer;
}

/**
 * Spec §7: a one-time key first, then the submission with that key. `form` is the JSON text of the
 * field values keyed by field id; `formId` tells the server which form definition applies.
 */
export async function submitForm(formId: string, values: Record<string, string>): Promise<void> {
  const keyAnswer = (await postJson('/api/form/FormSubmissionKey', {})) as { key?: unknown } | null;
  const key = keyAnswer?.key;
  if (typeof key !== 'string' || key === '') {
    throw new FormSubmissionError({ formError: submissionMessages.noKey, fieldErrors: {} });
  }
  await postJson('/api/form/SaveFormSubmission', { formId, form: JSON.stringify(values), key });
}

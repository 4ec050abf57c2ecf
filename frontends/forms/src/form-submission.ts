import type { FormAnswers } from '@storefront/form-rules';
import { ApiError, apiRequest } from '@storefront/ui';
import { submissionFailure, submissionMessages, type SubmissionFailure } from '@storefront/ui/forms';

export class FormSubmissionError extends Error {
  constructor(readonly failure: SubmissionFailure) {
    super(failure.formError ?? 'form fields rejected');
  }
}

const failed = (error: unknown): FormSubmissionError =>
  new FormSubmissionError(
    error instanceof ApiError
      ? submissionFailure(error.status, error.body)
      : { formError: submissionMessages.unknown, fieldErrors: {}, captchaFailed: false },
  );

async function submissionKey(): Promise<string> {
  let answer: { key?: unknown } | null;
  try {
    answer = await apiRequest<{ key?: unknown } | null>('POST', '/api/form/FormSubmissionKey');
  } catch {
    answer = null;
  }
  if (typeof answer?.key !== 'string' || answer.key === '') {
    throw new FormSubmissionError({ formError: submissionMessages.noKey, fieldErrors: {}, captchaFailed: false });
  }
  return answer.key;
}

export interface Submission {
  formId: string;
  answers: FormAnswers;
  captchaKey?: string | null;
}

/**
 * Spec §7: a one-time key first, then the submission with that key. `form` is the JSON text of the
 * answers keyed by field id; `formId` tells the server which definition judges them.
 */
export async function submitForm({ formId, answers, captchaKey }: Submission): Promise<void> {
  const key = await submissionKey();
  try {
    await apiRequest('POST', '/api/form/SaveFormSubmission', {
      formId,
      form: JSON.stringify(answers),
      key,
      ...(captchaKey ? { captchaKey } : {}),
    });
  } catch (error) {
    throw failed(error);
  }
}

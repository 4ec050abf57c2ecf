import {
  sanitizeForm,
  validateForm,
  type FieldErrors,
  type FormAnswers,
  type FormDefinition,
  type FormState,
} from '@storefront/form-rules';
import { submissionMessages } from './submission-failure';

export interface CheckedAnswers {
  answers: FormAnswers;
  /** Field id -> message; empty when the answers may be sent. */
  errors: FieldErrors;
  /** Set when the form needs a captcha and the visitor has not done it. */
  captchaError: string | null;
}

/**
 * The browser's judgement before sending (spec §5): the inputs' state sanitized into answers
 * (hidden fields from the page's query string) and checked by the same rules the server applies.
 */
export function checkAnswers(
  definition: Pick<FormDefinition, 'fields' | 'captchaRequired'>,
  state: FormState,
  query: string,
  captchaToken: string | null = null,
): CheckedAnswers {
  const answers = sanitizeForm(definition, state, query);
  const errors = validateForm(definition, answers);
  const captchaError = definition.captchaRequired && !captchaToken ? submissionMessages.captchaRequired : null;
  return { answers, errors, captchaError };
}

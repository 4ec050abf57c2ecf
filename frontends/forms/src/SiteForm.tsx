import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FormDefinition } from '@storefront/form-rules';
import { postCensusEvent } from '@storefront/ui';
import { CaptchaArea } from '@storefront/ui/captcha';
import {
  checkAnswers,
  FormProblemSummary,
  FormFields,
  focusFirstError,
  placeFieldErrors,
  submissionMessages,
  useFormState,
} from '@storefront/ui/forms';
import { FormSubmissionError, submitForm } from './form-submission';
import { successRedirectUrl } from './success-redirect';

const SUBMITTING = 'Submitting…';

export interface SiteFormProps {
  definition: FormDefinition;
  /** The page's query string; hidden fields take their values from it. */
  query: string;
  /** Called once the submission was accepted (the promo popup remembers it). */
  onSubmitted?: () => void;
  /** Navigation goes through here so a page (or a test) can watch it. */
  navigate?: (url: string) => void;
}

/**
 * One site form (block, newsletter, waitlist, or the content of a promo popup) with spec §4 and §5:
 * validation on submit, a locked form while it is sent, the submission text or the success
 * redirect afterwards, and spec §8 failures. Newsletter forms have no surrounding messages.
 */
export function SiteForm({ definition, query, onSubmitted, navigate }: SiteFormProps) {
  const formKey = useId().replace(/:/g, '');
  const { state, errors, setErrors, change } = useFormState(definition.fields);
  const [formError, setFormError] = useState<string[]>([]);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const newsletter = definition.kind === 'newsletter';
  const shownFieldIds = new Set(definition.fields.filter((field) => field.type !== 'hidden').map((field) => field.id));

  useEffect(() => {
    if (!submitted || !thanksRef.current) return;
    thanksRef.current.focus({ preventScroll: true });
    thanksRef.current.scrollIntoView({ block: 'center' });
  }, [submitted]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // a second submit while one is on its way is ignored (spec §4)
    if (busy.current) return;
    const checked = checkAnswers(definition, state, query, captchaToken);
    setErrors(checked.errors);
    setCaptchaError(checked.captchaError);
    setFormError([]);
    const placed = placeFieldErrors(checked.errors, shownFieldIds);
    if (placed.elsewhere.length > 0) setFormError(placed.elsewhere);
    if (Object.keys(checked.errors).length > 0 || checked.captchaError) {
      focusFirstError(formRef.current, definition.fields, checked.errors);
      return;
    }

    busy.current = true;
    setSubmitting(true);
    try {
      await submitForm({ formId: definition.id, answers: checked.answers, captchaKey: captchaToken });
      // spec §3 commerce event: a newsletter sign-up is a lead for the store
      if (definition.kind === 'newsletter') void postCensusEvent('newsletter lead', { formId: definition.id });
      onSubmitted?.();
      const redirect = successRedirectUrl(definition.successRedirect, window.location.href);
      if (redirect) (navigate ?? ((url: string) => window.location.assign(url)))(redirect);
      else setSubmitted(true);
    } catch (error) {
      const failure =
        error instanceof FormSubmissionError
          ? error.failure
          : { formError: submissionMessages.unknown, fieldErrors: {}, captchaFailed: false };
      const { byField, elsewhere } = placeFieldErrors(failure.fieldErrors, shownFieldIds);
      setErrors(byField);
      setFormError([...(failure.formError ? [failure.formError] : []), ...elsewhere]);
      if (failure.captchaFailed) {
        setCaptchaToken(null);
        setCaptchaReset(true);
      }
      focusFirstError(formRef.current, definition.fields, byField);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  if (submitted) {
    return (
      <div ref={thanksRef} className="form-submission-text" tabIndex={-1} role="status">
        {definition.submissionText}
      </div>
    );
  }

  const problem = !newsletter && (Object.keys(errors).length > 0 || captchaError !== null || formError.length > 0);
  // a submit button bound to the captcha waits for a refused captcha to be done again
  const submitDisabled = definition.captchaRequired && captchaReset && captchaToken === null;
  return (
    <div className={`form-wrapper form-kind-${definition.kind}`}>
      {problem ? <FormProblemSummary where="above" /> : null}
      <form
        ref={formRef}
        className={newsletter ? 'newsletter-form newsletter-form--inline' : 'react-form'}
        noValidate
        aria-busy={submitting || undefined}
        aria-label={definition.name || undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={newsletter ? 'newsletter-form-fields' : 'field-list'}>
          <FormFields formKey={formKey} fields={definition.fields} state={state} errors={errors} onChange={change} />
        </div>
        {definition.captchaRequired ? (
          <CaptchaArea
            token={captchaToken}
            error={captchaError}
            onToken={(token) => {
              setCaptchaToken(token);
              if (token) setCaptchaError(null);
            }}
          />
        ) : null}
        {formError.length > 0 ? (
          <div className="form-submission-error" role="alert">
            {formError.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div className="form-button-wrapper">
          <button type="submit" className="button sqs-system-button" disabled={submitDisabled}>
            {submitting ? SUBMITTING : definition.submitButtonText || 'Submit'}
          </button>
        </div>
      </form>
      {problem ? <FormProblemSummary where="below" /> : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { characterCount, formErrors } from '@storefront/form-rules';
import { createPortal } from 'react-dom';
import { fieldValues, type FormField } from './form-fields';
import type { FormHosts } from './form-hosts';
import { FormSubmissionError, submitForm } from './form-submission';
import { addFormStyle, formProblem, submissionMessages } from '@storefront/ui/forms';

interface FormBlockProps {
  form: HTMLFormElement;
  formId: string;
  fields: readonly FormField[];
  hosts: FormHosts;
}

const submittingLabel = 'Submitting…';

function textsOf(fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.rule.id, field.control.value]));
}

/**
 * Validation and submission for a server-rendered site form that carries no definition (its fields
 * are described by `data-field-*` attributes, e.g. the contact page). The form's own markup and controls
 * stay in place; this only listens to it and renders messages into the hosts placed around it.
 */
export function FormBlock({ form, formId, fields, hosts }: FormBlockProps) {
  addFormStyle();
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [texts, setTexts] = useState(() => textsOf(fields));
  const submitting = useRef(false);

  useEffect(() => {
    const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
    const fieldOf = (target: EventTarget | null) => fields.find((field) => field.control === target);
    const focusFirst = (failing: ReadonlyMap<string, string>) =>
      fields.find((field) => failing.has(field.rule.id))?.control.focus();

    function setLocked(locked: boolean, idleLabel: string): void {
      submitting.current = locked;
      form.setAttribute('aria-busy', String(locked));
      if (!submit) return;
      const label = locked ? submittingLabel : idleLabel;
      if (submit instanceof HTMLInputElement) submit.value = label;
      else submit.textContent = label;
    }

    function onInput(event: Event): void {
      const field = fieldOf(event.target);
      if (!field) return;
      setTexts((previous) => ({ ...previous, [field.rule.id]: field.control.value }));
      // an edited field is judged again on the next submit, not while typing
      setErrors((previous) => {
        if (!previous.has(field.rule.id)) return previous;
        const next = new Map(previous);
        next.delete(field.rule.id);
        return next;
      });
    }

    async function onSubmit(event: Event): Promise<void> {
      event.preventDefault();
      if (submitting.current) return;
      const values = fieldValues(fields);
      const failing = formErrors(
        fields.map((field) => field.rule),
        values,
      );
      setFormError(null);
      setErrors(failing);
      if (failing.size > 0) {
        focusFirst(failing);
        return;
      }
      const idleLabel = submit instanceof HTMLInputElement ? submit.value : (submit?.textContent ?? '');
      setLocked(true, idleLabel);
      try {
        await submitForm({ formId, answers: values });
        form.hidden = true;
        const thanks = form.parentElement?.querySelector<HTMLElement>('.form-submission-text');
        if (thanks) {
          thanks.hidden = false;
          thanks.scrollIntoView({ block: 'center' });
        }
      } catch (error) {
        const failure =
          error instanceof FormSubmissionError
            ? error.failure
            : { formError: submissionMessages.unknown, fieldErrors: {}, captchaFailed: false };
        const rejected = new Map(Object.entries(failure.fieldErrors));
        setErrors(rejected);
        setFormError(failure.formError);
        focusFirst(rejected);
      } finally {
        setLocked(false, idleLabel);
      }
    }

    const submitListener = (event: Event) => void onSubmit(event);
    form.addEventListener('submit', submitListener);
    form.addEventListener('input', onInput);
    return () => {
      form.removeEventListener('submit', submitListener);
      form.removeEventListener('input', onInput);
    };
  }, [form, formId, fields]);

  useEffect(() => {
    for (const field of fields) {
      const failing = errors.has(field.rule.id);
      field.item.classList.toggle('error', failing);
      if (failing) field.control.setAttribute('aria-invalid', 'true');
      else field.control.removeAttribute('aria-invalid');
    }
  }, [errors, fields]);

  const hasFieldErrors = errors.size > 0;
  return (
    <>
      {hasFieldErrors ? <p role="alert">{formProblem.above}</p> : null}
      {hasFieldErrors ? createPortal(<p>{formProblem.below}</p>, hosts.summaryBelow) : null}
      {formError ? createPortal(<p role="alert">{formError}</p>, hosts.submissionError) : null}
      {fields.map((field) => {
        const errorHost = hosts.fieldErrors.get(field.rule.id);
        const message = errors.get(field.rule.id);
        return errorHost && message
          ? createPortal(<div className="field-error">{message}</div>, errorHost, `error-${field.rule.id}`)
          : null;
      })}
      {fields.map((field) => {
        const counterHost = hosts.counters.get(field.rule.id);
        if (!counterHost || field.rule.maxLength === undefined) return null;
        const count = characterCount(texts[field.rule.id] ?? '', field.rule.maxLength);
        return createPortal(
          <div className={count.exceeded ? 'form-counter form-counter--error' : 'form-counter'}>{count.text}</div>,
          counterHost,
          `count-${field.rule.id}`,
        );
      })}
    </>
  );
}

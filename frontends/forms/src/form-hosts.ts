import type { FormField } from './form-fields';

/**
 * Empty containers placed once into the server form, where spec §5 wants the messages: the summary
 * above (and below) the form, each field error above the field title, the character counter under
 * its textarea, the submission error next to the submit button. React renders into them by portal.
 */
export interface FormHosts {
  summaryAbove: HTMLElement;
  summaryBelow: HTMLElement;
  submissionError: HTMLElement;
  fieldErrors: Map<string, HTMLElement>;
  counters: Map<string, HTMLElement>;
}

function host(className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  return element;
}

export function placeFormHosts(form: HTMLFormElement, fields: readonly FormField[]): FormHosts {
  const summaryAbove = host('form-error-summary form-error-summary--above');
  const summaryBelow = host('form-error-summary form-error-summary--below');
  form.before(summaryAbove);
  form.after(summaryBelow);

  const submissionError = host('form-submission-error');
  const submit = form.querySelector('[type="submit"]');
  if (submit) submit.before(submissionError);
  else form.append(submissionError);

  const fieldErrors = new Map<string, HTMLElement>();
  const counters = new Map<string, HTMLElement>();
  for (const field of fields) {
    const errorHost = host('field-error-host');
    if (field.title) field.title.before(errorHost);
    else field.item.prepend(errorHost);
    fieldErrors.set(field.rule.id, errorHost);
    if (field.rule.maxLength !== undefined) {
      const counterHost = host('form-counter-host');
      field.control.after(counterHost);
      counters.set(field.rule.id, counterHost);
    }
  }
  return { summaryAbove, summaryBelow, submissionError, fieldErrors, counters };
}

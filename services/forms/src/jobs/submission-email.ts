import {
  answerParts,
  likertLabel,
  NOT_ANSWERED,
  takesAnswer,
  type AnswerValue,
  type FormDefinition,
  type FormField,
} from '@storefront/form-rules';
import type { notificationsV1 } from '@storefront/proto';
import type { StoredSubmission } from '../store/submissions';

/**
 * The owner's e-mail of one submission: the form's name and each answer as label and plain text,
 * in the form's field order, laid out as the order summary lays answers out (template
 * summary-form-field: names 'First Last', dates M/D/Y, phones '+C A-P-L', likert by label). The
 * mail module escapes it for the HTML part. A form removed since is named by its id, its answers
 * by field id.
 */
export function submissionEmail(
  submission: StoredSubmission,
  form: FormDefinition | null,
): notificationsV1.FormSubmissionEmail {
  const fields = form ? form.fields.filter(takesAnswer) : [];
  const answered = form
    ? fields.map((field) => ({ label: field.title || field.id, text: answerText(field, submission.answers[field.id]) }))
    : Object.entries(submission.answers).map(([id, value]) => ({ label: id, text: answerText(undefined, value) }));
  return {
    formId: submission.formId,
    formName: form?.name || submission.formId,
    answers: answered,
    submitted: submission.createdAt.toISOString(),
  };
}

/** One answer as text; unanswered (nothing, or only blank parts) is spec §8's 'N/A'. */
export function answerText(field: Pick<FormField, 'type'> | undefined, value: AnswerValue | undefined): string {
  if (value === undefined) return NOT_ANSWERED;
  if (typeof value === 'string') return value.trim() === '' ? NOT_ANSWERED : value;
  if (Array.isArray(value)) {
    if (value.every((part) => part.trim() === '')) return NOT_ANSWERED;
    return partsText(field?.type, value);
  }
  const rows = Object.entries(value).map(([question, chosen]) => `${question}: ${likertLabel(chosen) ?? chosen}`);
  return rows.length === 0 ? NOT_ANSWERED : rows.join('; ');
}

/** A multi-part answer by its field's kind; a checkbox (or an unknown kind) lists its values. */
function partsText(type: string | undefined, values: string[]): string {
  const part = (names: readonly string[], name: string) => values[names.indexOf(name)] ?? '';
  switch (type) {
    case 'name':
      return values.filter(Boolean).join(' ');
    case 'date':
      return values.join('/');
    case 'time': {
      const names = answerParts.time;
      const clock = ['Hour', 'Minute', 'Second'].map((name) => part(names, name) || '00').join(':');
      return `${clock} ${part(names, 'Ampm')}`.trim();
    }
    case 'phone': {
      const names = answerParts.phone;
      const number = ['Areacode', 'Prefix', 'Line'].map((name) => part(names, name)).join('-');
      const country = part(names, 'Country');
      return country ? `+${country} ${number}` : number;
    }
    case 'address': {
      const names = answerParts.address;
      const place = `${part(names, 'City')}, ${part(names, 'State')} ${part(names, 'Zip')} ${part(names, 'Country')}`;
      return [part(names, 'Line1'), part(names, 'Line2'), place.trim()].filter(Boolean).join(', ');
    }
    default:
      return values.filter(Boolean).join(', ');
  }
}

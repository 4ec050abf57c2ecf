import {
  answerParts,
  isMultiPart,
  likertScale,
  type FieldState,
  type FormField,
  type FormState,
} from '@storefront/form-rules';

/**
 * What the inputs of a form hold, in the shape `sanitizeForm` of @storefront/form-rules reads.
 * React keeps this state; the answers sent anywhere are always made from it by `sanitizeForm`.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textParts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((part) => (typeof part === 'string' ? part : '')) : [];

/** Phone inputs are area code, prefix and line; the answer prepends the blank country part. */
export const PHONE_INPUTS = 3;

export function partCount(type: FormField['type']): number {
  if (type === 'phone') return PHONE_INPUTS;
  return isMultiPart(type) ? answerParts[type].length : 0;
}

/**
 * The inputs' state for one field, optionally filled from an earlier answer of the same field (a
 * cart line's answers when they are edited). Sections have none.
 */
export function initialFieldState(field: FormField, answer?: unknown): FieldState | undefined {
  const { type } = field;
  const options = field.options ?? [];
  if (type === 'section') return undefined;
  if (type === 'radio') return options.map((value) => ({ value, checked: answer === value }));
  if (type === 'checkbox') {
    const checked = textParts(answer);
    return options.map((value) => ({ value, checked: checked.includes(value) }));
  }
  if (type === 'likert') {
    const chosen = isRecord(answer) ? answer : {};
    return Object.fromEntries(
      options.map((question) => [
        question,
        likertScale.map((step) => ({ value: step.value, checked: chosen[question] === step.value })),
      ]),
    );
  }
  if (type === 'phone') {
    // the answer is ['', areacode, prefix, line]
    const parts = textParts(answer).slice(1);
    return Array.from({ length: PHONE_INPUTS }, (_, index) => parts[index] ?? '');
  }
  if (isMultiPart(type)) {
    const parts = textParts(answer);
    return answerParts[type].map((_, index) => parts[index] ?? '');
  }
  return typeof answer === 'string' ? answer : '';
}

export function initialFormState(fields: readonly FormField[], answers?: Record<string, unknown> | null): FormState {
  const state: FormState = {};
  for (const field of fields) state[field.id] = initialFieldState(field, answers?.[field.id]);
  return state;
}

/** A choice group with `value` checked; a radio group (exclusive) unchecks the others. */
export function toggleChoice(
  choices: readonly { value: string; checked: boolean }[],
  value: string,
  checked: boolean,
  exclusive: boolean,
): { value: string; checked: boolean }[] {
  return choices.map((choice) =>
    choice.value === value ? { ...choice, checked } : exclusive && checked ? { ...choice, checked: false } : choice,
  );
}

/** The errors once a field is edited: its own goes, the others stay (the same object when it had none). */
export function withoutError<E extends Record<string, unknown>>(errors: E, fieldId: string): E {
  if (!(fieldId in errors)) return errors;
  const rest = { ...errors };
  delete rest[fieldId];
  return rest;
}

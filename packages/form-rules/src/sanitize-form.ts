import type { AnswerValue, FormAnswers } from './answers';
import { answerParts, isMultiPart } from './answers';
import { hiddenFieldName, type FormDefinition, type FormField } from './form-definition';

/** One checkbox or radio input as the page has it. */
export interface ChoiceState {
  value: string;
  checked: boolean;
}

/**
 * What the page's inputs hold for one field, read from the DOM by the caller:
 * - text, textarea, email, select, hidden: the input's value
 * - radio, checkbox: every input of the group
 * - likert: question -> the radio inputs of that question
 * - address, name, date, time, phone: the part inputs' values in the order they appear
 */
export type FieldState = string | ChoiceState[] | Record<string, ChoiceState[]> | string[];

export type FormState = Record<string, FieldState | undefined>;

function asString(state: FieldState | undefined): string {
  return typeof state === 'string' ? state : '';
}

function asChoices(state: FieldState | undefined): ChoiceState[] {
  return Array.isArray(state) ? state.filter((entry): entry is ChoiceState => typeof entry === 'object') : [];
}

function asParts(state: FieldState | undefined): string[] {
  return Array.isArray(state) ? state.filter((part): part is string => typeof part === 'string') : [];
}

function checkedValues(choices: ChoiceState[]): string[] {
  return choices.filter((choice) => choice.checked).map((choice) => choice.value);
}

function likertAnswer(state: FieldState | undefined): Record<string, string> {
  const answer: Record<string, string> = {};
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return answer;
  for (const [question, choices] of Object.entries(state)) {
    const [first] = checkedValues(choices);
    if (first !== undefined) answer[question] = first;
  }
  return answer;
}

function partsAnswer(type: keyof typeof answerParts, state: FieldState | undefined): string[] {
  const parts = asParts(state);
  if (type === 'phone') {
    // spec §5: phone returns 3 parts (areacode, prefix, line) with a blank prepended
    const [areacode = '', prefix = '', line = ''] = parts.slice(-3);
    return ['', areacode, prefix, line];
  }
  return answerParts[type].map((_, index) => parts[index] ?? '');
}

/** One field's answer per spec §5, or undefined for items that carry none (sections). */
export function sanitizeField(
  field: FormField,
  state: FieldState | undefined,
  query: URLSearchParams = new URLSearchParams(),
): AnswerValue | undefined {
  const { type } = field;
  if (type === 'section') return undefined;
  if (isMultiPart(type)) return partsAnswer(type, state);
  switch (type) {
    case 'hidden':
      return query.get(hiddenFieldName(field)) ?? asString(state);
    case 'checkbox':
      return checkedValues(asChoices(state));
    case 'radio':
      return checkedValues(asChoices(state))[0] ?? '';
    case 'likert':
      return likertAnswer(state);
    default:
      return asString(state);
  }
}

/**
 * Turns what the page's inputs hold into the answers sent to the server: hidden fields take the
 * query-string value of their name when present, sections are skipped.
 */
export function sanitizeForm(
  definition: Pick<FormDefinition, 'fields'>,
  state: FormState,
  query: string | URLSearchParams = '',
): FormAnswers {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const answers: FormAnswers = {};
  for (const field of definition.fields) {
    const value = sanitizeField(field, state[field.id], params);
    if (value !== undefined) answers[field.id] = value;
  }
  return answers;
}

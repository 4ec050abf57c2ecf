import { answerParts, isMultiPart, likertLabel, NOT_ANSWERED } from '@storefront/form-rules';

/**
 * A cart entry's custom-form answers (its `additionalFields`, keyed by field id) summarised
 * as label -> answer text for the cart page. Answers are visitor text: callers render them as
 * text nodes, never as markup. An unanswered field reads 'N/A' (spec §8).
 *
 * A value is either the sanitized answer the custom form sends (string, parts array, question
 * map), labelled and laid out by the product's form, or a submitted form field
 * ({ rawTitle|title, type, value, values }, laid out by the answer types of spec §3).
 */
export interface FormAnswer {
  label: string;
  text: string;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Joins the non-empty pieces; nothing at all means unanswered. */
function joined(pieces: string[], separator: string): string {
  const given = pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
  return given.length > 0 ? given.join(separator) : NOT_ANSWERED;
}

function parts(values: unknown, names: readonly string[]): string[] {
  return names.map((name) => (isRecord(values) ? scalar(values[name]) : ''));
}

function likert(values: unknown): string {
  if (!isRecord(values)) return NOT_ANSWERED;
  const rows = Object.entries(values).map(([question, answer]) => {
    const picked = Array.isArray(answer) ? answer[0] : answer;
    return `${question}: ${likertLabel(scalar(picked)) ?? scalar(picked)}`;
  });
  return joined(rows, '; ');
}

/** A bare value: text, a list of parts, or a map of named parts. */
function bareAnswer(value: unknown): string {
  if (Array.isArray(value)) return joined(value.map(scalar), ', ');
  if (isRecord(value)) return joined(Object.values(value).map(scalar), ' ');
  return joined([scalar(value)], '');
}

function typedAnswer(field: Fields): string {
  const { values } = field;
  switch (field.type) {
    case 'address':
      return joined(parts(values, answerParts.address), ', ');
    case 'checkbox':
      return Array.isArray(values) ? joined(values.map(scalar), ', ') : bareAnswer(field.value);
    case 'date': {
      const [month, day, year] = parts(values, answerParts.date);
      return month || day || year ? `${month}/${day}/${year}` : NOT_ANSWERED;
    }
    case 'likert':
      return likert(values);
    case 'name':
      return joined(parts(values, answerParts.name), ' ');
    case 'phone': {
      const [country, area, prefix, line] = parts(values, answerParts.phone);
      if (!area && !prefix && !line) return NOT_ANSWERED;
      return `${country ? `+${country} ` : ''}${area}-${prefix}-${line}`;
    }
    case 'time': {
      const [hour, minute, second, ampm] = parts(values, answerParts.time);
      if (!hour && !minute && !second) return NOT_ANSWERED;
      const pad = (piece: string) => piece || '00';
      return `${pad(hour)}:${pad(minute)}:${pad(second)}${ampm ? ` ${ampm}` : ''}`;
    }
    default:
      return values !== undefined && field.value === undefined ? bareAnswer(values) : bareAnswer(field.value);
  }
}

function isSubmittedField(value: unknown): value is Fields {
  return isRecord(value) && ('type' in value || 'rawTitle' in value || ('title' in value && 'value' in value));
}

/** What the product's form says about a field: enough to label and lay out its answer. */
export interface AnsweredField {
  id: string;
  type: string;
  title: string;
}

/** A bare answer (the sanitized value the form sends) read with its field's type. */
function fieldAnswer(type: string, value: unknown): string {
  if (isSubmittedField(value)) return typedAnswer(value);
  // multi-part answers arrive as arrays of their parts in the spec §3 order
  if (isMultiPart(type) && Array.isArray(value)) {
    const names: readonly string[] = answerParts[type];
    return typedAnswer({ type, values: Object.fromEntries(names.map((name, index) => [name, value[index]])) });
  }
  if (type === 'likert' || (type === 'checkbox' && Array.isArray(value))) return typedAnswer({ type, values: value });
  return bareAnswer(value);
}

function unlabelledAnswer(fieldId: string, value: unknown): FormAnswer {
  if (!isSubmittedField(value)) return { label: fieldId, text: bareAnswer(value) };
  const label = scalar(value.rawTitle) || scalar(value.title) || fieldId;
  return { label, text: typedAnswer(value) };
}

/**
 * With the product's form, every field it shows is listed in the form's order under its title
 * ('N/A' when unanswered); sections and hidden fields are left out. Without it, answers are
 * labelled by what they carry.
 */
export function summariseAnswers(
  additionalFields: Fields | null | undefined,
  formFields?: readonly AnsweredField[] | null,
): FormAnswer[] {
  if (!isRecord(additionalFields)) return [];
  if (!formFields) return Object.entries(additionalFields).map(([fieldId, value]) => unlabelledAnswer(fieldId, value));
  const known = new Set(formFields.map((field) => field.id));
  const shown = formFields
    .filter((field) => field.type !== 'section' && field.type !== 'hidden')
    .map((field) => ({ label: field.title || field.id, text: fieldAnswer(field.type, additionalFields[field.id]) }));
  const others = Object.entries(additionalFields)
    .filter(([fieldId]) => !known.has(fieldId))
    .map(([fieldId, value]) => unlabelledAnswer(fieldId, value));
  return [...shown, ...others];
}

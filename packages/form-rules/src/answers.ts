/**
 * Answer values keyed by field id: the form JSON sent to SaveFormSubmission after the spec's
 * sanitizing. Multi-part kinds are arrays of their parts in the order listed here.
 */
export type TextAnswer = string;
export type CheckboxAnswer = string[];
/** Likert question -> chosen value among '-2' .. '2'. */
export type LikertAnswer = Record<string, string>;
/** ['', Areacode, Prefix, Line]: the spec's "3 parts with a blank prepended". */
export type PhoneAnswer = [string, string, string, string];
export type AddressAnswer = [string, string, string, string, string, string];
export type NameAnswer = [string, string];
export type DateAnswer = [string, string, string];
export type TimeAnswer = [string, string, string, string];

export type AnswerValue = string | string[] | Record<string, string>;
export type FormAnswers = Record<string, AnswerValue>;

export const answerParts = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  name: ['First', 'Last'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const;
export type MultiPartFieldType = keyof typeof answerParts;

export function isMultiPart(type: string): type is MultiPartFieldType {
  return Object.prototype.hasOwnProperty.call(answerParts, type);
}

/** The likert scale: values -2 .. 2 with the spec's default labels. */
export const likertScale = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

export function isLikertValue(value: string): boolean {
  return likertScale.some((step) => step.value === value);
}

/** The label of a likert answer ('2' -> 'Strongly Agree'); undefined off the scale. */
export function likertLabel(value: string): string | undefined {
  return likertScale.find((step) => step.value === value)?.label;
}

/** Spec §8: what an answer summary shows for a field the visitor left unanswered. */
export const NOT_ANSWERED = 'N/A';

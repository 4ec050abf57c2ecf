import { answerLimits } from './answer-limits';
import { answerParts, isLikertValue, isMultiPart } from './answers';
import { isValidEmail } from './email';
import type { FormField } from './form-definition';
import { validationMessages as messages } from './messages';

/** What the rules need to know about a field. */
export type FieldRule = Pick<FormField, 'id' | 'type' | 'required'> & Partial<Pick<FormField, 'options' | 'maxLength'>>;

const isBlank = (value: string): boolean => value.trim() === '';

// NUL and unpaired surrogates cannot be typed, and PostgreSQL cannot store them in JSON text
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unstorable = /\u0000|\p{Cs}/u;

/** True when a string holds characters no keyboard produces and no database keeps as given. */
export function hasUnstorableCharacters(value: string): boolean {
  return unstorable.test(value);
}

function isCleanText(value: unknown): value is string {
  return typeof value === 'string' && !hasUnstorableCharacters(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isCleanText);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCleanText)
  );
}

function lineError(rule: FieldRule, value: unknown): string | null {
  if (!isCleanText(value)) return messages.wrongShape;
  if (value.length > answerLimits.line) return messages.tooLong;
  if (isBlank(value)) return rule.required ? messages.required : null;
  return null;
}

function textareaError(rule: FieldRule, value: unknown): string | null {
  if (!isCleanText(value)) return messages.wrongShape;
  const limit = rule.maxLength ?? answerLimits.textarea;
  if (value.length > Math.min(limit, answerLimits.textarea)) return messages.tooLong;
  if (isBlank(value)) return rule.required ? messages.required : null;
  return null;
}

function emailError(rule: FieldRule, value: unknown): string | null {
  const error = lineError(rule, value);
  if (error || isBlank(value as string)) return error;
  return isValidEmail((value as string).trim()) ? null : messages.invalidEmail;
}

function choiceError(rule: FieldRule, value: unknown): string | null {
  const error = lineError(rule, value);
  if (error || isBlank(value as string)) return error;
  return rule.options && !rule.options.includes(value as string) ? messages.notAnOption : null;
}

function checkboxError(rule: FieldRule, value: unknown): string | null {
  if (!isStringArray(value)) return messages.wrongShape;
  const options = rule.options ?? [];
  // a checkbox group cannot check more boxes than it has, nor the same one twice
  if (value.length > options.length || new Set(value).size !== value.length) return messages.wrongShape;
  if (value.some((checked) => !options.includes(checked))) return messages.notAnOption;
  if (value.length === 0) return rule.required ? messages.required : null;
  return null;
}

function likertError(rule: FieldRule, value: unknown): string | null {
  if (!isStringRecord(value)) return messages.wrongShape;
  const questions = rule.options ?? [];
  const answered = Object.keys(value);
  if (answered.some((question) => !questions.includes(question))) return messages.wrongShape;
  if (Object.values(value).some((choice) => !isLikertValue(choice))) return messages.notAnOption;
  if (rule.required && questions.some((question) => value[question] === undefined)) {
    return messages.surveyIncomplete;
  }
  return null;
}

function multiPartError(rule: FieldRule & { type: keyof typeof answerParts }, value: unknown): string | null {
  if (!isStringArray(value) || value.length !== answerParts[rule.type].length) return messages.wrongShape;
  if (value.some((part) => part.length > answerLimits.part)) return messages.tooLong;
  if (value.every(isBlank)) return rule.required ? messages.required : null;
  return null;
}

/**
 * The message for one field's answer, or null when it is fine. A missing answer (undefined) counts as
 * empty; any other value must have the shape of the field's kind (see answers.ts).
 */
export function fieldError(rule: FieldRule, value: unknown): string | null {
  const { type } = rule;
  if (type === 'section') return value === undefined ? null : messages.noAnswerTaken;
  if (value === undefined) {
    if (type === 'checkbox') return checkboxError(rule, []);
    if (type === 'likert') return likertError(rule, {});
    if (isMultiPart(type)) return rule.required ? messages.required : null;
    return lineError(rule, '');
  }
  if (isMultiPart(type)) return multiPartError({ ...rule, type }, value);
  switch (type) {
    case 'textarea':
      return textareaError(rule, value);
    case 'email':
      return emailError(rule, value);
    case 'select':
    case 'radio':
      return choiceError(rule, value);
    case 'checkbox':
      return checkboxError(rule, value);
    case 'likert':
      return likertError(rule, value);
    default:
      return lineError(rule, value);
  }
}

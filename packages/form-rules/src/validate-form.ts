import type { FormDefinition } from './form-definition';
import { fieldError, type FieldRule } from './field-error';
import { formErrorKey, validationMessages } from './messages';

export type FieldErrors = Record<string, string>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Field id -> message for every failing field, in the form's order, then answers to ids the form
 * does not have. Empty means valid. Answers that are not an object keyed by field id are reported
 * once under `formErrorKey`.
 */
export function validateForm(definition: Pick<FormDefinition, 'fields'>, answers: unknown): FieldErrors {
  if (!isPlainObject(answers)) return { [formErrorKey]: validationMessages.unparsable };
  const errors: FieldErrors = {};
  const known = new Set<string>();
  for (const field of definition.fields) {
    known.add(field.id);
    const value = Object.prototype.hasOwnProperty.call(answers, field.id) ? answers[field.id] : undefined;
    const message = fieldError(field, value);
    if (message) errors[field.id] = message;
  }
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) errors[id] = validationMessages.notInForm;
  }
  return errors;
}

export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The browser's per-field check of text inputs, kept as a Map in the form's order. */
export function formErrors(rules: readonly FieldRule[], values: Readonly<Record<string, string>>): Map<string, string> {
  const errors = new Map<string, string>();
  for (const rule of rules) {
    const message = fieldError(rule, values[rule.id]);
    if (message) errors.set(rule.id, message);
  }
  return errors;
}

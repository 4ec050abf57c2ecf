/** Browser-side checks of site form fields (spec §5), DOM-free so they can be tested directly. */
export type FieldType = 'text' | 'email' | 'textarea';

export interface FieldRule {
  id: string;
  type: FieldType;
  required: boolean;
  /** Only textareas carry one (`data-max-length`). */
  maxLength?: number;
}

export const validationMessages = {
  required: 'Required',
  invalidEmail: 'Email is not valid. Email addresses should follow the format user-at-domain.',
  tooLong: 'You have exceeded the character limit.',
} as const;

export const emailLength = { min: 3, max: 256 } as const;

// the simple user@domain.tld form; the server is the final judge
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length >= emailLength.min && value.length <= emailLength.max && emailPattern.test(value);
}

/** The message for one field, or null when it is fine. */
export function fieldError(rule: FieldRule, rawValue: string): string | null {
  const value = rule.type === 'textarea' ? rawValue : rawValue.trim();
  if (value.trim() === '') return rule.required ? validationMessages.required : null;
  if (rule.type === 'email' && !isValidEmail(value)) return validationMessages.invalidEmail;
  if (rule.type === 'textarea' && rule.maxLength !== undefined && value.length > rule.maxLength) {
    return validationMessages.tooLong;
  }
  return null;
}

/** Field id -> message for every failing field, in the order of the rules (the form's order). */
export function formErrors(rules: readonly FieldRule[], values: Readonly<Record<string, string>>): Map<string, string> {
  const errors = new Map<string, string>();
  for (const rule of rules) {
    const message = fieldError(rule, values[rule.id] ?? '');
    if (message) errors.set(rule.id, message);
  }
  return errors;
}

export interface CharacterCount {
  text: string;
  exceeded: boolean;
}

export function characterCount(value: string, maxLength: number): CharacterCount {
  return { text: `${value.length} / ${maxLength}`, exceeded: value.length > maxLength };
}

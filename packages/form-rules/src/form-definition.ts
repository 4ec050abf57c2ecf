/**
 * A form as the visitor sees it: site form blocks, newsletter, waitlist and promo-popup forms, and
 * custom product forms. The field list is a superset of the catalog's custom product form, so a
 * product's `additionalFieldsForm` fields are valid `FormField`s here.
 */
export const formKinds = ['block', 'newsletter', 'waitlist', 'promo-popup', 'product'] as const;
export type FormKind = (typeof formKinds)[number];

export const fieldTypes = [
  'text',
  'textarea',
  'email',
  'hidden',
  'select',
  'radio',
  'checkbox',
  'likert',
  'section',
  'address',
  'name',
  'date',
  'time',
  'phone',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export interface FormField {
  id: string;
  type: FieldType;
  title: string;
  description?: string;
  required: boolean;
  /** Choices for checkbox, radio and select; the questions of a likert survey. */
  options?: string[];
  /** Character limit of a textarea (the visitor sees an 'n / max' counter). */
  maxLength?: number;
  placeholder?: string;
  /** A hidden field takes the page query-string parameter of this name (its title when absent). */
  name?: string;
}

export interface FormDefinition {
  id: string;
  name: string;
  kind: FormKind;
  fields: FormField[];
  submitButtonText: string;
  /** Plain text (never markup) shown in place of the form after a successful submission. */
  submissionText: string;
  /** Where the visitor goes after a successful submission instead of seeing the submission text. */
  successRedirect?: string;
  captchaRequired: boolean;
  newsletterListId?: string;
}

/** Field kinds that never carry an answer. */
export function takesAnswer(field: Pick<FormField, 'type'>): boolean {
  return field.type !== 'section';
}

/** The query-string parameter a hidden field reads its value from. */
export function hiddenFieldName(field: Pick<FormField, 'name' | 'title'>): string {
  return field.name ?? field.title;
}

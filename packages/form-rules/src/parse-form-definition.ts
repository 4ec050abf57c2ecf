import {
  fieldTypes,
  formKinds,
  type FieldType,
  type FormDefinition,
  type FormField,
  type FormKind,
} from './form-definition';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

function isFormField(value: unknown): value is FormField {
  if (!isRecord(value)) return false;
  const { id, type, title, required, options, maxLength } = value;
  return (
    typeof id === 'string' &&
    id !== '' &&
    fieldTypes.includes(type as FieldType) &&
    typeof title === 'string' &&
    typeof required === 'boolean' &&
    optionalString(value.description) &&
    optionalString(value.placeholder) &&
    optionalString(value.name) &&
    (options === undefined || (Array.isArray(options) && options.every((option) => typeof option === 'string'))) &&
    (maxLength === undefined || (Number.isInteger(maxLength) && (maxLength as number) > 0))
  );
}

/** The definition when `value` (e.g. parsed from a page's data-form-definition JSON) is one, else null. */
export function parseFormDefinition(value: unknown): FormDefinition | null {
  if (!isRecord(value)) return null;
  const { id, name, kind, fields, submitButtonText, submissionText, captchaRequired } = value;
  const valid =
    typeof id === 'string' &&
    typeof name === 'string' &&
    formKinds.includes(kind as FormKind) &&
    Array.isArray(fields) &&
    fields.every(isFormField) &&
    new Set(fields.map((field: FormField) => field.id)).size === fields.length &&
    typeof submitButtonText === 'string' &&
    typeof submissionText === 'string' &&
    typeof captchaRequired === 'boolean' &&
    optionalString(value.successRedirect) &&
    optionalString(value.newsletterListId);
  return valid ? (value as unknown as FormDefinition) : null;
}

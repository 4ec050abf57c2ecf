import type { FieldRule, FieldType } from '@storefront/form-rules';

/** One server-rendered `.form-item[data-field-id]` with the parts the enhancement touches. */
export interface FormField {
  rule: FieldRule;
  item: HTMLElement;
  title: HTMLElement | null;
  control: HTMLInputElement | HTMLTextAreaElement;
}

const markupFieldTypes: readonly FieldType[] = ['text', 'email', 'textarea'];

export function readFormFields(form: HTMLFormElement): FormField[] {
  const fields: FormField[] = [];
  for (const item of form.querySelectorAll<HTMLElement>('.form-item[data-field-id]')) {
    const control = item.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    const type = item.dataset.fieldType as FieldType;
    if (!control || !markupFieldTypes.includes(type)) continue;
    const maxLength = Number(item.dataset.maxLength);
    fields.push({
      rule: {
        id: item.dataset.fieldId ?? '',
        type,
        required: item.dataset.required === 'true',
        ...(type === 'textarea' && Number.isInteger(maxLength) && maxLength > 0 ? { maxLength } : {}),
      },
      item,
      title: item.querySelector<HTMLElement>('.title'),
      control,
    });
  }
  return fields;
}

export function fieldValues(fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.rule.id, field.control.value]));
}

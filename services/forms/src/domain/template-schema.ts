import { answerParts, fieldTypes, isMultiPart, likertScale, type FormDefinition } from '@storefront/form-rules';

/** The `type` values of spec §7's GetTemplateSchema that name the custom form template. */
export const formTemplateTypes: readonly string[] = ['form', '9'];

const fieldTitles: Record<(typeof fieldTypes)[number], string> = {
  text: 'Text',
  textarea: 'Text Area',
  email: 'Email',
  hidden: 'Hidden',
  select: 'Dropdown',
  radio: 'Radio Buttons',
  checkbox: 'Checkbox',
  likert: 'Survey',
  section: 'Section',
  address: 'Address',
  name: 'Name',
  date: 'Date',
  time: 'Time',
  phone: 'Phone',
};

export interface FormTemplate {
  fieldTypes: { type: string; title: string; parts?: readonly string[] }[];
  likertScale: typeof likertScale;
  forms: FormDefinition[];
}

/** The custom form template: every field kind (with the parts of multi-part kinds) and the site's forms. */
export function formTemplate(forms: FormDefinition[]): FormTemplate {
  return {
    fieldTypes: fieldTypes.map((type) => ({
      type,
      title: fieldTitles[type],
      ...(isMultiPart(type) ? { parts: answerParts[type] } : {}),
    })),
    likertScale,
    forms,
  };
}

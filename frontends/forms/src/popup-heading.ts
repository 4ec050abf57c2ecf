import type { FormDefinition } from '@storefront/form-rules';

/**
 * What heads the popup, as the visitor reads it: the form's opening section heading (then not
 * repeated inside), else its offer, the submit button's words. Never the form's name, which is
 * the merchant's own label for it ('Promotional pop-up').
 */
export function popupHeading(definition: FormDefinition): { title: string; form: FormDefinition } {
  const [first, ...rest] = definition.fields;
  if (first?.type === 'section' && first.title) return { title: first.title, form: { ...definition, fields: rest } };
  return { title: definition.submitButtonText, form: definition };
}

import { parseFormDefinition, type FormDefinition } from '@storefront/form-rules';

/**
 * The product's custom form (`data-form`: the catalog's `{ id, name, fields }`) as a form
 * definition the shared rules can judge, or null when it is not one (the add then fails with
 * CUSTOM_FORM_RENDER_ERROR rather than adding without the answers the merchant asked for).
 */
export function productFormDefinition(form: unknown, submitButtonText: string): FormDefinition | null {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return null;
  const { id, name, fields } = form as { id?: unknown; name?: unknown; fields?: unknown };
  return parseFormDefinition({
    id: typeof id === 'string' ? id : '',
    name: typeof name === 'string' ? name : '',
    kind: 'product',
    fields,
    submitButtonText,
    submissionText: '',
    captchaRequired: false,
  });
}

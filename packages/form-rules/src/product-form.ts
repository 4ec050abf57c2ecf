import type { FormDefinition } from './form-definition';
import { parseFormDefinition } from './parse-form-definition';

/**
 * A product's custom form (the catalog's `{ id, name, fields }`) as a form definition the rules
 * can judge, or null when it is not one: the browser then adds nothing (CUSTOM_FORM_RENDER_ERROR)
 * and the server accepts no answers for it, rather than either taking answers nobody checked.
 */
export function productFormDefinition(form: unknown, submitButtonText = ''): FormDefinition | null {
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

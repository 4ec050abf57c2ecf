import type { FormField } from './form-definition';

/**
 * Fixtures for tests of the form rules and of what renders forms (`@storefront/form-rules/testing`).
 * Not exported from the package's main entry: no form is built from it.
 */

/** A field of `type` titled by its id and optional, with whatever else the case needs in `extra`. */
export const formField = (id: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  title: id,
  required: false,
  ...extra,
});

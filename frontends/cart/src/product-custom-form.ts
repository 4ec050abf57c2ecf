/**
 * A cart entry's product form: the `data-form` of the add-to-cart button in the product's quick-view
 * fragment (`/shop/quick-view/{itemId}`), the same copy the product page adds with. Read once per
 * product and page; null when the product has no form or it cannot be read (the answers are then
 * listed without their titles and cannot be edited).
 */
const forms = new Map<string, Promise<unknown>>();

async function readProductForm(itemId: string): Promise<unknown> {
  try {
    const response = await fetch(`/shop/quick-view/${encodeURIComponent(itemId)}`, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const json = page.querySelector<HTMLElement>('.sqs-add-to-cart-button.use-form[data-form]')?.dataset.form;
    return json ? (JSON.parse(json) as unknown) : null;
  } catch {
    return null;
  }
}

export function productCustomForm(itemId: string): Promise<unknown> {
  let form = forms.get(itemId);
  if (!form) {
    form = readProductForm(itemId);
    forms.set(itemId, form);
  }
  return form;
}

/** The fields of a product form as far as the summary needs them. */
export function formFieldsOf(form: unknown): { id: string; type: string; title: string }[] | null {
  const fields = (form as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return null;
  return fields.filter(
    (field): field is { id: string; type: string; title: string } =>
      typeof field === 'object' &&
      field !== null &&
      typeof field.id === 'string' &&
      typeof field.type === 'string' &&
      typeof field.title === 'string',
  );
}

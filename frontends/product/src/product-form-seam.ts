import { showAlert } from './overlays';
import type { ProductOnPage } from './product-on-page';
import { recordCustomProductForm } from './shopping-events';

export type FormOutcome =
  | { submitted: true; additionalFields: Record<string, unknown> | null }
  /** `failure` when the form could not be shown (spec §8's analytics type); none when the visitor closed it. */
  | { submitted: false; failure?: 'CUSTOM_FORM_RENDER_ERROR' };

/** Spec §8 alert title and interface string for a form that cannot be shown. */
const ALERT_TITLE = 'Unable to Add Item';
const SOMETHING_WENT_WRONG = 'Something went wrong';
/** Spec §8 store text default: the form's submit button adds the product. */
const ADD_TO_CART_TEXT = 'Add To Cart';

// the form, its rules and React arrive with the first product form opened, never with the page;
// webpackExports keeps the rest of form-rules, which the lightbox does not use, out of that chunk
const loadProductForm = () =>
  Promise.all([
    import(/* webpackChunkName: "product-form" */ '@storefront/ui/product-form'),
    import(/* webpackChunkName: "product-form", webpackExports: ["productFormDefinition"] */ '@storefront/form-rules'),
  ]);

/**
 * Products with a custom form (`additionalFieldsForm`) ask the visitor for answers before adding:
 * the form opens in a lightbox named by the product title; its answers (sanitized, keyed by field
 * id) become the entry's `additionalFields`. Closing it adds nothing; focus goes back to the button.
 */
export async function collectFormAnswers(product: ProductOnPage): Promise<FormOutcome> {
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const [{ openProductForm }, { productFormDefinition }] = await loadProductForm();
  const definition = productFormDefinition(product.form, ADD_TO_CART_TEXT);
  if (!definition) {
    void showAlert({
      title: ALERT_TITLE,
      message: SOMETHING_WENT_WRONG,
      errorType: 'CUSTOM_FORM_RENDER_ERROR',
      returnFocus,
    });
    return { submitted: false, failure: 'CUSTOM_FORM_RENDER_ERROR' };
  }
  recordCustomProductForm(product, false);
  const answers = await openProductForm({
    title: product.title,
    definition,
    submitLabel: ADD_TO_CART_TEXT,
    returnFocus,
  });
  if (!answers) return { submitted: false };
  recordCustomProductForm(product, true);
  return { submitted: true, additionalFields: answers };
}

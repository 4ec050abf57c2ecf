import { isValid, validateForm } from '@storefront/form-rules';
import { FailedPreconditionError, FieldsRefusedError } from '@storefront/service-kit/errors';
import type { AdditionalFields } from './cart';
import { ANSWERS_REFUSED, FORM_UNREADABLE } from './messages';
import type { CatalogProduct } from './product';

/**
 * The answers an entry of `product` may hold: exactly what its custom form accepts, by the rules
 * the browser applies (@storefront/form-rules), and none at all for a product without a form.
 * The browser's check is a courtesy; this one is what a cart relies on.
 */
export function checkAnswers(product: Pick<CatalogProduct, 'form'>, answers: AdditionalFields | null): void {
  if (product.form === 'unreadable') throw new FailedPreconditionError(FORM_UNREADABLE);
  const errors = validateForm(product.form ?? { fields: [] }, answers ?? {});
  if (!isValid(errors)) throw new FieldsRefusedError(ANSWERS_REFUSED, errors);
}

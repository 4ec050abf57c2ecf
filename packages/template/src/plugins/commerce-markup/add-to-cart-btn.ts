import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';
import { mapValue } from '../../plugin';
import { attrJson, html, htmlText } from '../shared/markup';
import { storeText } from '../shared/store-text';

/**
 * The add-to-cart (or subscribe) button of a product. Its label is the merchant's custom text
 * when enabled, else the localized subscribe / add-to-cart text. A product with a custom form
 * carries the form as JSON so the page script can open it before adding.
 */
export function addToCartButton(ctx: Context, item: unknown): string {
  const content = field(item, 'structuredContent');
  const useCustomLabel = field(content, 'useCustomAddButtonText');
  const customLabel = field(content, 'customAddButtonText');
  const isSubscribable = field(content, 'isSubscribable');
  // The button reads the flag by template truthiness (so the string "false" counts as set),
  // unlike the quantity rule, which reads it strictly.
  const subscribable = isTruthy(isSubscribable);

  const labelHtml = html(
    isTruthy(useCustomLabel) && isTruthy(customLabel)
      ? customLabel
      : storeText(ctx, item, subscribable ? 'productSubscribeText' : 'productAddToCartText'),
  );

  const form = field(content, 'additionalFieldsForm');
  const usesForm = isTruthy(field(content, 'additionalFieldsFormId')) && isTruthy(form);
  // Subscription checkout needs the option the visitor subscribes to; the first one is the default.
  // Only a plain flag counts here: the storefront ignores the options for an object-valued flag.
  const options = field(content, 'productSubscriptionOptions');
  const hasOption = subscribable && typeof isSubscribable !== 'object' && isTruthy(options);

  let out =
    '\n\n\n\n\n\n\n\n\n\n\n\n\n<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    (usesForm ? 'use-form' : '') +
    '" role="button" tabindex="0" data-dynamic-strings data-collection-id="' +
    htmlText(field(item, 'collectionId')) +
    '" data-item-id="' +
    htmlText(field(item, 'id')) +
    '" data-product-type="' +
    htmlText(field(content, 'productType')) +
    '" data-use-custom-label="' +
    htmlText(useCustomLabel) +
    '"';
  if (subscribable) out += ' data-is-subscription="' + htmlText(isSubscribable) + '"';
  out += ' data-original-label="' + labelHtml + '" ';
  // The storefront prints these two attributes back to back, without a separating space.
  if (usesForm) out += 'data-form="' + attrJson(form) + '"';
  if (hasOption) out += 'data-subscription-option-id="' + htmlText(field(field(options, 0), 'id')) + '"';
  return out + '>\n    <div class="sqs-add-to-cart-button-inner">' + labelHtml + '</div>\n  </div>\n</div>';
}

export const addToCartBtn = mapValue((item, _args, ctx) => addToCartButton(ctx, item));

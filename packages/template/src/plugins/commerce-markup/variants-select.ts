import type { Context } from '../../exec/context';
import { field, isTruthy, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';
import { PRODUCT_TYPE } from '@storefront/commerce';
import { productType } from '../commerce/product';
import { formatStoreMessage } from '../i18n/message/store-message';
import { attrJson, html, htmlText } from '../shared/markup';
import { storeText } from '../shared/store-text';

/**
 * The variant selectors of a product: for each option (in the merchant's order) a dropdown and
 * an equivalent set of radio buttons over the option's distinct values. Nothing when there is
 * no choice to make (fewer than two variants, or no options).
 */
export function variantsSelect(ctx: Context, item: unknown): string {
  const content = field(item, 'structuredContent');
  const variants = field(content, 'variants');
  const optionNames = field(content, 'variantOptionOrdering');
  if (!Array.isArray(variants) || variants.length < 2) return '';
  if (!Array.isArray(optionNames) || optionNames.length === 0) return '';

  let out =
    '\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="' +
    htmlText(field(item, 'id')) +
    '" data-variants="' +
    attrJson(variants) +
    '"';
  if (isTruthy(field(content, 'isSubscribable'))) {
    out += ' data-is-subscribable="true" data-subscription-plan="' + attrJson(field(content, 'subscriptionPlan')) + '"';
  }
  out += ' data-animation-role="content">\n';

  const labels = optionLabels(ctx, item);
  for (const optionName of optionNames) {
    const name = scalarText(optionName);
    const prompt = formatStoreMessage(ctx, labels.select, [['variantName', name]]);
    out += variantOption(name, optionValues(variants, name), labels, prompt);
  }
  return out + '  </div>\n';
}

interface OptionLabels {
  /** the title shown above an option; null means the option's own name */
  title: string | null;
  /** the prompt of the dropdown; a message over {variantName} */
  select: string;
}

/** Gift cards have one option, their denomination, which the store names itself. */
function optionLabels(ctx: Context, item: unknown): OptionLabels {
  if (productType(item) === PRODUCT_TYPE.giftCard) {
    return {
      title: formatStoreMessage(ctx, scalarText(storeText(ctx, item, 'giftCardValueDisplayText')), []),
      select: scalarText(storeText(ctx, item, 'giftCardVariantSelectText')),
    };
  }
  return { title: null, select: scalarText(storeText(ctx, item, 'productVariantSelectText')) };
}

/** The distinct values of one option over all variants, in order of first appearance. */
function optionValues(variants: unknown[], name: string): string[] {
  const values: string[] = [];
  for (const variant of variants) {
    const value = field(field(variant, 'attributes'), name);
    if (value === undefined) continue;
    const text = scalarText(value);
    if (!values.includes(text)) values.push(text);
  }
  return values;
}

/** One option's title and selectors; `prompt` is the dropdown's placeholder text. */
function variantOption(name: string, values: string[], labels: OptionLabels, promptText: string): string {
  const prompt = html(promptText);
  const nameHtml = html(name);
  let options = '';
  let radios = '';
  for (const value of values) {
    const valueHtml = html(value);
    const id = 'variant-option-' + nameHtml + '-' + valueHtml;
    options += '<option value="' + valueHtml + '">' + valueHtml + '</option>';
    radios +=
      '      <input type="radio" class="variant-radiobtn" value="' +
      valueHtml +
      '" name="variant-option-' +
      nameHtml +
      '" id="' +
      id +
      '"/>\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="' +
      id +
      '">' +
      valueHtml +
      '</label>\n';
  }
  return (
    '    <div class="variant-option">\n    <div class="variant-option-title">' +
    html(labels.title ?? name) +
    ': </div>\n    <div class="variant-select-wrapper">\n      <select aria-label="' +
    prompt +
    '" data-variant-option-name="' +
    nameHtml +
    '">\n        <option value="">' +
    prompt +
    '</option>\n        ' +
    options +
    '\n      </select>\n    </div>\n    <div class="variant-radiobtn-wrapper" data-variant-option-name="' +
    nameHtml +
    '">\n' +
    radios +
    '    </div>\n    </div>\n'
  );
}

export const variantsSelectFormatter = mapValue((item, _args, ctx) => variantsSelect(ctx, item));

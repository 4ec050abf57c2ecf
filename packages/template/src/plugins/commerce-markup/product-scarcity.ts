import type { Context } from '../../exec/context';
import { strictFlag } from '../../exec/lenient';
import { field, isTruthy, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';
import { formatStoreMessage } from '../i18n/message/store-message';
import { attrJson, html } from '../shared/markup';
import { merchandisingContext } from '../shared/site-settings';

/**
 * Low-stock messages of a product ("Only {qtyInStock} left!"), one per stock view in its
 * merchandising context (spec §3). A view for one variant carries that variant's attributes and
 * starts hidden: the page script shows it when the variant is selected. A view without
 * attributes speaks for the whole product and is always shown.
 */
function productScarcity(ctx: Context, item: unknown): string | null {
  const merch = merchandisingContext(ctx, item);
  if (!strictFlag(field(merch, 'scarcityEnabled'))) return null;
  const views = field(merch, 'scarcityTemplateViews');
  if (!Array.isArray(views)) return '';

  const message = scalarText(field(merch, 'scarcityText'));
  let out = '';
  for (const view of views) {
    const attributes = field(view, 'attributes');
    const text = formatStoreMessage(ctx, message, [['qtyInStock', field(view, 'qtyInStock')]]);
    out +=
      '\n  <div class="product-scarcity"' +
      (isTruthy(attributes) ? ' data-variant-attributes="' + attrJson(attributes) + '" hidden' : '') +
      '>\n    ' +
      html(text) +
      '\n  </div>\n';
  }
  return out;
}

/** Without scarcity for the item the value is left as it was (an item prints nothing), as the reference engine does. */
export const productScarcityFormatter = mapValue((item, _args, ctx) => productScarcity(ctx, item) ?? item);

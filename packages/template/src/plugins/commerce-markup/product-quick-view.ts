import type { Context } from '../../exec/context';
import { field, toText } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { html, htmlText } from '../shared/markup';
import { localizedString, lookupFrom } from '../shared/site-settings';
import { STORE_TEXT } from '../shared/store-text';

/**
 * The quick-view button of a product in a list. `group` names a value in scope that groups the
 * buttons of one list (the page script pages through a group); a name with no value is used
 * as the group itself.
 */
function productQuickView(ctx: Context, item: unknown, group: readonly string[] | null): string {
  let groupText = '';
  if (group !== null) {
    const value = lookupFrom(ctx, group, item);
    groupText = value === undefined ? group[0] : toText(value);
  }
  // Unlike the other store strings, any localized text the site defines is used, even an empty one.
  const text = localizedString(ctx, item, 'productQuickViewText');
  return (
    '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="' +
    htmlText(field(item, 'id')) +
    '" data-group="' +
    html(groupText) +
    '">' +
    (text === undefined ? STORE_TEXT.productQuickViewText : html(text)) +
    '</span>'
  );
}

export const productQuickViewFormatter: Formatter = {
  // the group is one name, looked up as it is (not split as a path)
  prepare: (args) => (args.length > 0 ? [args[0]] : null),
  apply(ctx, _args, vars, prepared) {
    vars[0].value = productQuickView(ctx, vars[0].value, prepared as readonly string[] | null);
  },
};

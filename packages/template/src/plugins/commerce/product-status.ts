/**
 * `product-status`: the badge over a product — sold out first, else sale, else nothing
 * (spec §4 badge priority). A merchant's own sold-out wording comes from the merchandising
 * context of the product and is escaped, being merchant text printed into markup.
 */
import { escapeAttr } from '../../escape';
import type { Context } from '../../exec/context';
import { field } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { merchandisingContext } from '../shared/site-settings';
import { isOnSale, isSoldOut } from './product';

const SOLD_OUT = 'sold out';
const SALE_MARK = '<div class="product-mark sale">sale</div>';

/** The merchant's sold-out text for this product, when it has usable text. */
function customSoldOutText(ctx: Context, item: unknown): string | undefined {
  const text = field(merchandisingContext(ctx, item), 'customSoldOutText');
  if (typeof text === 'number') return String(text);
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function productStatusMarkup(ctx: Context, item: unknown): string {
  if (isSoldOut(item)) {
    return `<div class="product-mark sold-out">${escapeAttr(customSoldOutText(ctx, item) ?? SOLD_OUT)}</div>`;
  }
  return isOnSale(item) ? SALE_MARK : '';
}

export const productStatus: Formatter = {
  apply(ctx, _args, vars) {
    vars[0].value = productStatusMarkup(ctx, vars[0].value);
  },
};

import { QUANTITY_LIMITS } from '@storefront/commerce';
import type { Context } from '../../exec/context';
import { strictFlag } from '../../exec/lenient';
import { field } from '../../exec/values';
import { mapValue } from '../../plugin';
import { showsQuantityInput } from '../commerce/product';
import { html, htmlText } from '../shared/markup';
import { lookupFrom } from '../shared/site-settings';
import { storeText } from '../shared/store-text';

/** The input's attributes carry commerce's limits (spec §5: 1 to 9999, step 1, default 1). */
const LIMIT_ATTRIBUTES = [
  `max="${QUANTITY_LIMITS.max}"`,
  `min="${QUANTITY_LIMITS.min}"`,
  `value="${QUANTITY_LIMITS.default}"`,
  'type="number"',
  `step="${QUANTITY_LIMITS.step}"`,
].join(' ');

/** The quantity input of a product, or nothing when it cannot be bought in quantity (spec §4). */
export function quantityInput(ctx: Context, item: unknown): string {
  if (!showsQuantityInput(item, multipleQuantityAllowedForServices(ctx, item))) return '';
  const label = html(storeText(ctx, item, 'productQuantityInputLabel'));
  return (
    '\n\n\n<div class="product-quantity-input" data-item-id="' +
    htmlText(field(item, 'id')) +
    '" data-animation-role="content">\n  <div class="quantity-label">' +
    label +
    ':</div>\n  <input aria-label="' +
    label +
    '" size="4" ' +
    LIMIT_ATTRIBUTES +
    '></input>\n</div>'
  );
}

const MULTIPLE_QUANTITY_FOR_SERVICES = ['websiteSettings', 'storeSettings', 'multipleQuantityAllowedForServices'];

/** Store setting (spec §3): may a service product be bought in quantity? Default true. */
function multipleQuantityAllowedForServices(ctx: Context, item: unknown): boolean {
  const allowed = lookupFrom(ctx, MULTIPLE_QUANTITY_FOR_SERVICES, item);
  return allowed === undefined || allowed === null ? true : strictFlag(allowed);
}

export const quantityInputFormatter = mapValue((item, _args, ctx) => quantityInput(ctx, item));

import { escapeAttr } from '../../escape';
import type { Formatter } from '../../plugin';
import { isTruthy } from '../../exec/values';
import { classSlug } from './class-slug';
import { looseNumber, scalarText } from './coerce';
import { productOnSale, productSoldOut } from './product-state';
import { STORE_ITEM } from './enumerations';
import { prop } from './prop';

const INDEX = ['@index'];

/**
 * `{item|item-classes}`: the classes of a collection item's element, so themes can style by
 * promotion, category, tag, author, post type, position in the list, featured flag and, for
 * store items, sale and stock state.
 */
export const itemClasses: Formatter = {
  apply(ctx, _args, vars) {
    const item = vars[0].value;
    let out = 'hentry';

    const promoted = prop(item, 'promotedBlockType');
    if (isTruthy(promoted)) out += ` promoted promoted-block-${classSlug(scalarText(promoted))}`;
    out += prefixedSlugs(prop(item, 'categories'), ' category-');
    out += prefixedSlugs(prop(item, 'tags'), ' tag-');
    const author = scalarText(prop(prop(item, 'author'), 'displayName'));
    if (author !== '') out += ` author-${classSlug(author)}`;
    // the one part printed as it is; slugs cannot leave the attribute
    out += ` post-type-${escapeAttr(scalarText(prop(item, 'recordTypeLabel')))}`;

    const index = ctx.resolve(INDEX);
    if (index !== undefined) out += ` article-index-${index as number}`;
    if (isTruthy(prop(item, 'starred'))) out += ' featured';

    if (looseNumber(prop(item, 'recordType')) === STORE_ITEM) {
      const content = prop(item, 'structuredContent');
      if (productOnSale(content)) out += ' on-sale';
      if (productSoldOut(content)) out += ' sold-out';
    }
    vars[0].value = out;
  },
};

function prefixedSlugs(names: unknown, prefix: string): string {
  if (!Array.isArray(names)) return '';
  let out = '';
  for (const name of names) out += prefix + classSlug(scalarText(name));
  return out;
}

import { escapeAttr } from '../../escape';
import { lenientNumber } from '../../exec/lenient';
import { field, isTruthy, scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { isOnSale, isSoldOut } from '../commerce/product';
import { classSlug } from './class-slug';
import { STORE_ITEM } from './enumerations';

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

    const promoted = field(item, 'promotedBlockType');
    if (isTruthy(promoted)) out += ` promoted promoted-block-${classSlug(scalarText(promoted))}`;
    out += prefixedSlugs(field(item, 'categories'), ' category-');
    out += prefixedSlugs(field(item, 'tags'), ' tag-');
    const author = scalarText(field(field(item, 'author'), 'displayName'));
    if (author !== '') out += ` author-${classSlug(author)}`;
    // the one part printed as it is; slugs cannot leave the attribute
    out += ` post-type-${escapeAttr(scalarText(field(item, 'recordTypeLabel')))}`;

    const index = ctx.resolve(INDEX);
    if (index !== undefined) out += ` article-index-${index as number}`;
    if (isTruthy(field(item, 'starred'))) out += ' featured';

    if (lenientNumber(field(item, 'recordType')) === STORE_ITEM) {
      // the same product rules as the on-sale? and sold-out? predicates
      if (isOnSale(item)) out += ' on-sale';
      if (isSoldOut(item)) out += ' sold-out';
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

import { inStock, matchVariant } from '@storefront/commerce';
import type { ProductOnPage } from './product-on-page';
import type { ChosenOptions } from './stock-availability';

/**
 * Whether the restock form of `formVariantId` is shown (spec §2, §4): the server draws one form per
 * sold-out variant, hidden while the product has several variants. With choices it is the form of
 * the chosen variant while that variant has no stock; without choices the product's only form
 * while its only variant has none. Null leaves the form as the server drew it (stock not known yet).
 */
export function restockFormShown(
  product: ProductOnPage,
  chosen: ChosenOptions,
  formVariantId: string,
  stockKnown: boolean,
): boolean | null {
  if (product.variantOptionOrdering.length === 0) {
    if (!stockKnown) return null;
    const only = product.variants[0];
    return only !== undefined && !inStock(only);
  }
  const variant = matchVariant(product, chosen);
  if (!variant) return false;
  return variant.id === formVariantId && !inStock(variant);
}

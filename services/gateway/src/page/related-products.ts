import type { catalogV1 } from '@storefront/proto';
import { isSoldOut } from '@storefront/commerce';

/** How many related products a product page shows under its details. */
export const RELATED_COUNT = 4;

/**
 * The related products of a product page, from the products of its collection: never the product
 * itself, those that can be bought now before sold-out ones (a sold-out suggestion only sends the
 * shopper away), and among those the ones sharing a category with the product first, each group in
 * the merchant's order. At most RELATED_COUNT.
 */
export function relatedProducts(
  product: catalogV1.Product,
  collectionItems: readonly catalogV1.Product[],
): catalogV1.Product[] {
  const categories = new Set(product.categories);
  const rank = (other: catalogV1.Product) =>
    (isSoldOut({ productType: other.productType, variants: other.variants }) ? 2 : 0) +
    (other.categories.some((category) => categories.has(category)) ? 0 : 1);
  return collectionItems
    .filter((other) => other.id !== product.id && other.collectionId === product.collectionId)
    .map((other, index) => ({ other, index, rank: rank(other) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other);
}

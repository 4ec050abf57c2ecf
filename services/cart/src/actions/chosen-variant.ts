import type { CatalogReader } from '../catalog/catalog-reader';
import { chooseVariant, type CatalogProduct, type ProductVariant } from '../domain/product';

/**
 * The product and the variant a sku names, for adding to a cart. A product read within the last
 * second is used again when the variant is unlimited, so a product in a rush is read about once
 * a second instead of once an add; its price and title are then up to a second old, as on the
 * page the visitor added from. A limited variant's stock decides the add and comes from a read
 * made now, and so does any refusal (no such variant): a product changed within that second is
 * never judged by its older read.
 */
export async function chosenVariant(
  catalog: CatalogReader,
  itemId: string,
  sku: string,
): Promise<{ product: CatalogProduct; variant: ProductVariant }> {
  const recent = catalog.recentProduct(itemId);
  const recentVariant = recent && variantOrUndefined(recent, sku);
  if (recent && recentVariant?.unlimited) return { product: recent, variant: recentVariant };
  const product = await catalog.product(itemId);
  return { product, variant: chooseVariant(product, sku) };
}

function variantOrUndefined(product: CatalogProduct, sku: string): ProductVariant | undefined {
  try {
    return chooseVariant(product, sku);
  } catch {
    return undefined;
  }
}

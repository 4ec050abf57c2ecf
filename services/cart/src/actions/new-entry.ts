import type { AdditionalFields } from '../domain/cart';
import { purchasePriceCents, type CatalogProduct, type ProductVariant } from '../domain/product';
import type { NewCartEntry } from '../store/carts';

/** What an entry keeps of the product: the price paid and what the cart page shows. */
export function newEntry(
  product: CatalogProduct,
  variant: ProductVariant,
  quantity: number,
  additionalFields: AdditionalFields | null,
): NewCartEntry {
  return {
    itemId: product.id,
    variantId: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    optionNames: variant.optionNames,
    title: product.title,
    quantity,
    purchasePriceCents: purchasePriceCents(variant),
    currency: variant.currency,
    productType: product.productType,
    url: product.url,
    imageUrl: product.imageUrl,
    additionalFields,
  };
}

/** The stock the catalog just gave with the product, so the answer needs no second read for it. */
export function stockOf(product: CatalogProduct) {
  return new Map(
    product.variants.map((variant) => [variant.id, { unlimited: variant.unlimited, qtyInStock: variant.qtyInStock }]),
  );
}

import type { Database } from '@storefront/service-kit';
import type { Product } from '../../src/domain/product';
import { productRows } from '../../src/store/product-rows';
import { products, variants } from '../../src/store/schema';
import { demoStoreProducts } from '../../src/seed';

export interface SearchProductFields {
  slug: string;
  title: string;
  description?: string;
  tags?: string[];
  categories?: string[];
  /** Option name to the values of its variants, one variant per value. */
  option?: { name: string; values: string[] };
}

/** A physical product shaped like the demo store's first one, with the words a search test needs. */
export function searchProduct(fields: SearchProductFields, position: number): Product {
  const base = demoStoreProducts()[0]!.product;
  const option = fields.option ?? { name: 'Size', values: ['One Size'] };
  return {
    ...base,
    id: `search-${fields.slug}`,
    slug: fields.slug,
    title: fields.title,
    description: fields.description ?? '',
    excerpt: '',
    tags: fields.tags ?? [],
    categories: fields.categories ?? [],
    position,
    images: [],
    variantOptionOrdering: [option.name],
    userDefinedVariantOptions: [option],
    variants: option.values.map((value, index) => ({
      ...base.variants[0]!,
      id: `search-${fields.slug}-v${index}`,
      sku: `SEARCH-${fields.slug}-${index}`.toUpperCase(),
      attributes: { [option.name]: value },
      optionValues: [{ optionName: option.name, value }],
    })),
  };
}

/** Writes products as the catalog stores them: the product row, then its variants. */
export async function putSearchProducts(db: Database, list: Product[]): Promise<void> {
  for (const product of list) {
    const rows = productRows(product);
    await db.insert(products).values(rows.product);
    await db.insert(variants).values(rows.variants);
  }
}

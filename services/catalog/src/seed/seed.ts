import type { Database } from '@storefront/service-kit';
import { collections, products, settings, variants } from '../store/schema';
import { putProductImages } from '../store/product-images';
import { productRows } from '../store/product-rows';
import { demoCollection, demoSiteSettings, demoStoreProducts, demoStoreSettings, demoWebsite } from './demo-store';
import { previewWav } from './audio';
import { assetFilename, drawnImageFiles } from './images';

/** The audio preview a product's player plays, stored beside its images when its URL names one there. */
function audioFiles(product: { id: string; audioAssetUrl: string | null }) {
  const url = product.audioAssetUrl;
  if (!url?.startsWith('/assets/products/')) return [];
  return [{ filename: assetFilename(url), productId: product.id, data: previewWav() }];
}

export interface SeedResult {
  /** Products written by this run; 0 when the demo store was already there. */
  productsCreated: number;
}

/**
 * Writes the demo store, with the drawn bytes of every product image. Idempotent: every row has a stable id and is inserted only if missing,
 * so a second run changes nothing, and stock or settings changed since are kept.
 */
export async function seed(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(collections)
      .values({
        id: demoCollection.id,
        slug: demoCollection.slug,
        title: demoCollection.title,
        description: demoCollection.description,
        type: demoCollection.type,
        fullUrl: demoCollection.fullUrl,
      })
      .onConflictDoNothing();
    let productsCreated = 0;
    for (const { product, merchandising } of demoStoreProducts()) {
      const rows = productRows(product);
      const created = await tx
        .insert(products)
        .values({ ...rows.product, merchandising })
        .onConflictDoNothing()
        .returning({ id: products.id });
      // Image files are written for products already there too, so a store seeded without them
      // gets them on the next run; files already stored are left alone.
      await putProductImages(tx, [...drawnImageFiles(product), ...audioFiles(product)], { keepExisting: true });
      if (created.length === 0) continue;
      productsCreated += 1;
      await tx.insert(variants).values(rows.variants).onConflictDoNothing();
    }
    await tx
      .insert(settings)
      .values([
        { key: 'store', value: { ...demoStoreSettings } },
        { key: 'site', value: { ...demoSiteSettings } },
        { key: 'website', value: { ...demoWebsite } },
      ])
      .onConflictDoNothing();
    return { productsCreated };
  });
}

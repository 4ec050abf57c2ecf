import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import type { VariantStock } from '../domain/stock';
import { variants } from './schema';

/** Stock of one product: per variant, and summed as the inventory stock result reads it (spec §3). */
export interface ItemStock {
  itemId: string;
  unlimited: boolean;
  qtyInStock: number;
  variants: (VariantStock & { sku: string })[];
}

/** Stock for the given products; ids with no variants (unknown products) are left out. */
export async function stockForItems(db: Database, itemIds: readonly string[]): Promise<ItemStock[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      productId: variants.productId,
      variantId: variants.id,
      sku: variants.sku,
      qtyInStock: variants.qtyInStock,
      unlimited: variants.unlimited,
    })
    .from(variants)
    .where(inArray(variants.productId, [...itemIds]))
    .orderBy(asc(variants.productId), asc(variants.position));
  const byItem = new Map<string, ItemStock>();
  for (const row of rows) {
    const item = byItem.get(row.productId) ?? { itemId: row.productId, unlimited: false, qtyInStock: 0, variants: [] };
    item.variants.push({
      variantId: row.variantId,
      sku: row.sku,
      qtyInStock: row.qtyInStock,
      unlimited: row.unlimited,
    });
    item.unlimited ||= row.unlimited;
    item.qtyInStock += row.unlimited ? 0 : row.qtyInStock;
    byItem.set(row.productId, item);
  }
  return itemIds.flatMap((id) => byItem.get(id) ?? []);
}

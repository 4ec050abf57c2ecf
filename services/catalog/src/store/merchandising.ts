import { inArray } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import type { MerchandisingContext } from '../domain/merchandising';
import { merchandisingContextSchema } from '../domain/merchandising';
import { products } from './schema';

/** Merchandising context per product id (defaults for products never configured); unknown ids are left out. */
export async function getMerchandisingContexts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, MerchandisingContext>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, merchandising: products.merchandising })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, merchandisingContextSchema.parse(row.merchandising ?? {})]));
}

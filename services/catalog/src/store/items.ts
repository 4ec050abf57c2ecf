import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { InvalidArgumentError, NotFoundError } from '@storefront/service-kit/errors';
import { decodeCursor, encodeCursor, validatePageSize } from '../domain/cursor';
import type { Product } from '../domain/product';
import { validateSlug } from '../domain/slug';
import { getCollection } from './collections';
import type { ProductRow, VariantRow } from './product-rows';
import { toProduct } from './product-rows';
import { products, variants } from './schema';

export interface ItemPage {
  items: Product[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface ListItemsRequest {
  collectionId: string;
  pageSize?: number;
  cursor?: string | null;
}

/**
 * One page of a collection's products in (position, id) order. Keyset paging: the cursor names
 * the last item returned, so items added or removed meanwhile never cause repeats or skips of
 * the others.
 */
export async function listCollectionItems(db: Database, request: ListItemsRequest): Promise<ItemPage> {
  const pageSize = validatePageSize(request.pageSize);
  const after = request.cursor ? decodeCursor(request.cursor, request.collectionId) : null;
  await getCollection(db, { id: request.collectionId });
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.collectionId, request.collectionId),
        after ? sql`(${products.position}, ${products.id}) > (${after.position}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(products.position), asc(products.id))
    .limit(pageSize + 1);
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows[pageRows.length - 1];
  const hasNextPage = rows.length > pageSize;
  return {
    items: await withVariants(db, pageRows),
    hasNextPage,
    nextPageCursor:
      hasNextPage && last
        ? encodeCursor({ collectionId: request.collectionId, position: last.position, id: last.id })
        : null,
  };
}

export type ItemRef = { id: string } | { slug: string };

/** A product by id or by the slug of its /shop/p/<slug> URL. */
export async function getItem(db: Database, ref: ItemRef): Promise<Product> {
  let where;
  if ('slug' in ref) {
    where = eq(products.slug, validateSlug(ref.slug));
  } else {
    if (!ref.id) throw new InvalidArgumentError('An item id is required.');
    where = eq(products.id, ref.id);
  }
  const [row] = await db.select().from(products).where(where);
  if (!row)
    throw new NotFoundError('slug' in ref ? `No product at /shop/p/${ref.slug}.` : `Product ${ref.id} does not exist.`);
  const [product] = await withVariants(db, [row]);
  return product!;
}

/** Products by id in the order asked; ids that do not exist are left out. */
export async function getItems(db: Database, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  const found = await withVariants(db, rows);
  const byId = new Map(found.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function withVariants(db: Database, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variantRows = await db
    .select()
    .from(variants)
    .where(
      inArray(
        variants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(variants.productId), asc(variants.position));
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of variantRows) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(variant);
    byProduct.set(variant.productId, list);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
}

/** Whether any product exists: an empty catalog is what the demo seed fills on first start. */
export async function hasProducts(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

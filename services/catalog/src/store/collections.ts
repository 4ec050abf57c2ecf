import { asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import type { Collection } from '../domain/collection';
import { CollectionType } from '../domain/collection';
import { collections } from './schema';

function toCollection(row: typeof collections.$inferSelect): Collection {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: CollectionType.PRODUCTS,
    fullUrl: row.fullUrl,
  };
}

export async function listCollections(db: Database): Promise<Collection[]> {
  const rows = await db.select().from(collections).orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map(toCollection);
}

export async function getCollection(db: Database, ref: { id: string } | { slug: string }): Promise<Collection> {
  const where = 'id' in ref ? eq(collections.id, ref.id) : eq(collections.slug, ref.slug);
  const [row] = await db.select().from(collections).where(where);
  if (!row) throw new NotFoundError(`Collection ${'id' in ref ? ref.id : ref.slug} does not exist.`);
  return toCollection(row);
}

import type { SQL } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

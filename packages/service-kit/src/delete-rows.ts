import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Deletes the rows of `table` that `where` matches and says how many went. PGlite and
 * node-postgres report affected rows differently, so the count is of the rows the delete returns.
 */
export async function deleteRows<TSchema extends Record<string, unknown>>(
  db: Database<TSchema>,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(where)
    .returning({ deleted: sql<number>`1` });
  return deleted.length;
}

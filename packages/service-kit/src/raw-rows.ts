import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** The rows of a raw statement (a CTE, a lock, jsonb_to_recordset): both drivers answer `{ rows }`. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A PostgreSQL array literal of ISO instants, for `::timestamptz[]`: one parameter whatever the
 * number of days, on both drivers.
 */
export function instantArray(instants: Date[]): string {
  return `{${instants.map((instant) => instant.toISOString()).join(',')}}`;
}

import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';

/** Rows deleted per statement: an old backlog goes in many short statements, not one long lock. */
const DELETE_BATCH = 10_000;

export interface Deleted {
  records: number;
  errorReports: number;
  errorGroups: number;
}

async function deleteInBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}

/**
 * Deletes records and error reports that occurred before `cutoff`, then the groups with no report
 * left. A group last seen before the cutoff has none (its reports are all older), and a report
 * arriving now is far younger than any cutoff, so no group a new report joins is deleted under it.
 */
export async function deleteOlderThan(db: Database, cutoff: Date): Promise<Deleted> {
  const before = cutoff.toISOString();
  const count = (query: ReturnType<typeof sql>) => rows<{ n: number }>(db, query).then(([result]) => result?.n ?? 0);
  const records = await deleteInBatches(() =>
    count(sql`
      with gone as (
        delete from performance_records where id in (
          select id from performance_records where occurred_at < ${before}::timestamptz limit ${DELETE_BATCH})
        returning 1)
      select count(*)::int as n from gone`),
  );
  const errorReports = await deleteInBatches(() =>
    count(sql`
      with gone as (
        delete from error_reports where id in (
          select id from error_reports where occurred_at < ${before}::timestamptz limit ${DELETE_BATCH})
        returning 1)
      select count(*)::int as n from gone`),
  );
  const errorGroups = await count(sql`
    with gone as (
      delete from error_groups g
      where g.last_seen < ${before}::timestamptz
        and not exists (select 1 from error_reports r where r.group_id = g.id)
      returning 1)
    select count(*)::int as n from gone`);
  return { records, errorReports, errorGroups };
}

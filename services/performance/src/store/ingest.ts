import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { ErrorReportRow, RecordRow } from '../domain/ingest-rows';

/**
 * A job's rows travel as one jsonb parameter read back with jsonb_to_recordset: one statement per
 * table whatever the job's size (a multi-row VALUES of 10,000 records would pass PostgreSQL's
 * 65,535 parameters), and the same on PGlite and node-postgres.
 */

/** Stores records not stored yet; says how many were new. */
export async function insertRecords(db: Database, records: RecordRow[]): Promise<number> {
  if (records.length === 0) return 0;
  const [result] = await rows<{ stored: number }>(
    db,
    sql`
      with inserted as (
        insert into performance_records
          (id, page_load_id, event, value, rating, path, page_type, device_class, browser, occurred_at, received_at, data)
        select id, page_load_id, event, value, rating, path, page_type, device_class, browser, occurred_at, received_at, data
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
          id uuid, page_load_id text, event text, value double precision, rating text, path text, page_type text,
          device_class text, browser text, occurred_at timestamptz, received_at timestamptz, data jsonb)
        on conflict (id) do nothing
        returning 1
      )
      select count(*)::int as stored from inserted`,
  );
  return result?.stored ?? 0;
}

/**
 * Stores error reports not stored yet and, in the same statement, adds exactly those to their
 * groups: counts, first and last seen, and the latest sample move only for reports this statement
 * inserted, so a report delivered twice (a retried or redelivered job, two jobs naming it) counts
 * once. Groups are upserted in id order, so concurrent jobs lock them in the same order.
 */
export async function insertErrorReports(db: Database, reports: ErrorReportRow[]): Promise<{ stored: number }> {
  if (reports.length === 0) return { stored: 0 };
  const [result] = await rows<{ stored: number }>(
    db,
    sql`
      with incoming as (
        -- an id twice in one job is one report
        select distinct on (id) * from jsonb_to_recordset(${JSON.stringify(reports)}::jsonb) as r(
          id uuid, group_id text, event text, message text, top_frame text, stack text, path text, page_type text,
          browser text, device_class text, occurred_at timestamptz)
      ),
      inserted as (
        insert into error_reports (id, group_id, event, message, stack, path, page_type, browser, device_class, occurred_at)
        select id, group_id, event, message, stack, path, page_type, browser, device_class, occurred_at from incoming
        on conflict (id) do nothing
        returning id
      ),
      arrived as (
        select distinct on (i.group_id)
          i.group_id, i.message, i.top_frame, i.stack, i.path, i.browser,
          count(*) over (partition by i.group_id) as n,
          min(i.occurred_at) over (partition by i.group_id) as first_seen,
          i.occurred_at as last_seen
        from incoming i join inserted using (id)
        order by i.group_id, i.occurred_at desc, i.id desc
      ),
      grouped as (
        insert into error_groups
          (id, message, top_frame, report_count, first_seen, last_seen, sample_stack, sample_path, sample_browser)
        select group_id, message, top_frame, n, first_seen, last_seen, stack, path, browser
        from arrived
        order by group_id
        on conflict (id) do update set
          report_count = error_groups.report_count + excluded.report_count,
          first_seen = least(error_groups.first_seen, excluded.first_seen),
          last_seen = greatest(error_groups.last_seen, excluded.last_seen),
          sample_stack = case when excluded.last_seen >= error_groups.last_seen
            then excluded.sample_stack else error_groups.sample_stack end,
          sample_path = case when excluded.last_seen >= error_groups.last_seen
            then excluded.sample_path else error_groups.sample_path end,
          sample_browser = case when excluded.last_seen >= error_groups.last_seen
            then excluded.sample_browser else error_groups.sample_browser end
      )
      -- a data-modifying CTE runs to completion whether or not the query reads it
      select (select count(*) from inserted)::int as stored`,
  );
  return { stored: result?.stored ?? 0 };
}

import { sql } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { EventRow, HitRow } from '../domain/ingest-rows';
import { quarterOf } from './quarters';

/**
 * A job's rows travel as one jsonb parameter read back with jsonb_to_recordset: one multi-row
 * insert per job whatever its size, the same on PGlite and node-postgres. The same statement marks
 * the quarters it stored rows in for the rollup, so a row is never stored without its quarter marked.
 */

/**
 * Marks the UTC quarters of the rows the `inserted` CTE returned for the rollup, and counts them.
 * `do update` rather than `do nothing`: it locks a mark already there until the rows commit, so a
 * rollup starting meanwhile skips the quarter instead of taking its mark and missing these rows.
 */
const markQuartersOfInserted = sql`
  marked as (
    insert into census_dirty_quarters (quarter)
    select distinct ${quarterOf(sql.raw('received_at'))} from inserted
    on conflict (quarter) do update set quarter = excluded.quarter
  )
  select count(*)::int as stored from inserted`;

/** Stores hits not stored yet; says how many were new. */
export async function insertHits(db: Database, hits: HitRow[]): Promise<number> {
  if (hits.length === 0) return 0;
  const [result] = await rows<{ stored: number }>(
    db,
    sql`
      with inserted as (
        insert into census_hits (id, received_at, visitor_id, visit_count, path, referrer, device, item_id, title, data)
        select id, received_at, visitor_id, visit_count, path, referrer, device, item_id, title, data
        from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as r(
          id uuid, received_at timestamptz, visitor_id text, visit_count integer, path text, referrer text,
          device text, item_id text, title text, data jsonb)
        on conflict do nothing
        returning received_at
      ),
      ${markQuartersOfInserted}`,
  );
  return result?.stored ?? 0;
}

/** Stores events not stored yet; says how many were new. */
export async function insertEvents(db: Database, events: EventRow[]): Promise<number> {
  if (events.length === 0) return 0;
  const [result] = await rows<{ stored: number }>(
    db,
    sql`
      with inserted as (
        insert into census_events (id, received_at, visitor_id, visit_count, name, device, item_id, item_title,
          error_type, order_id, revenue_minor, currency, data)
        select id, received_at, visitor_id, visit_count, name, device, item_id, item_title,
          error_type, order_id, revenue_minor, currency, data
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as r(
          id uuid, received_at timestamptz, visitor_id text, visit_count integer, name text, device text,
          item_id text, item_title text, error_type text, order_id text, revenue_minor bigint, currency text,
          data jsonb)
        on conflict do nothing
        returning received_at
      ),
      ${markQuartersOfInserted}`,
  );
  return result?.stored ?? 0;
}

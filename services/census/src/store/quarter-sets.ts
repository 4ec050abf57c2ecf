import { sql, type SQL } from 'drizzle-orm';
import { instantArray, rows, type Database } from '@storefront/service-kit';
import { serializeIds, type QuarterSet, type SetKind } from '../domain/visit-sets';

/**
 * census_quarter_sets: per UTC quarter hour, roaring bitmaps of small integer visit, visitor and order ids,
 * built from that quarter's census_quarter_visits, census_quarter_steps and census_quarter_orders rows, so a range's distinct counts are
 * unions of bitmaps (domain/visit-sets) instead of distinct counts over every visit row.
 */

/**
 * Gives ids to the quarter's visitors, visits and orders not met before, and clears the quarter's
 * sets, in one statement (the tables are apart). Ordered, so two rollups meeting the same new ids
 * wait on each other instead of deadlocking; only new ones are offered, so the identity sequences
 * grow by the visitors and visits, not by every quarter they appear in. "Not met before" is a
 * scalar subquery, not `not exists`: the planner turned `not exists` into a hash anti join over the
 * whole id table once it held a few hundred thousand visitors (0.5 s a quarter at 10 million hits,
 * the fresh quarter's rows overestimated); a subquery is an index probe per row of the quarter.
 */
async function giveIdsAndClearSets(db: Database, from: SQL): Promise<void> {
  await db.execute(sql`
    with visitors as (
      insert into census_visitor_ids (visitor_id)
      select visitor_id from (
        select visitor_id from census_quarter_visits where quarter = ${from}
        union select visitor_id from census_quarter_steps where quarter = ${from}) met
      where (select known.id from census_visitor_ids known where known.visitor_id = met.visitor_id) is null
      order by visitor_id
      on conflict do nothing
    ), visits as (
      insert into census_visit_ids (visitor_id, visit_count)
      select visitor_id, visit_count from census_quarter_visits met where quarter = ${from}
        and (select known.id from census_visit_ids known
             where known.visitor_id = met.visitor_id and known.visit_count = met.visit_count) is null
      order by visitor_id, visit_count
      on conflict do nothing
    ), orders as (
      insert into census_order_ids (order_id)
      select order_id from census_quarter_orders met where quarter = ${from}
        and (select known.id from census_order_ids known where known.order_id = met.order_id) is null
      order by order_id
      on conflict do nothing
    ), cleared as (
      delete from census_quarter_sets where quarter = ${from}
    )
    select 1`);
}

/** What a quarter's sets are made of: its visits, funnel steps and orders by their ids. */
type Member =
  | { what: 'visit'; id: number; visitor: number; name: string; device: string }
  | { what: 'step'; id: number; visitor: number; name: null; device: null }
  | { what: 'order'; id: number; visitor: null; name: null; device: null };

/**
 * Rebuilds the sets of one quarter from its quarter-hour rows, replacing what was there, under a new
 * version. Three statements: new ids given (a statement does not see what its own sub-statements
 * insert), the members read in one pass, the sets and the version written.
 */
export async function rollUpQuarterSets(db: Database, quarter: string): Promise<void> {
  const from = sql`${quarter}::timestamptz`;
  await giveIdsAndClearSets(db, from);
  const members = await rows<Member>(
    db,
    // ids by scalar subqueries, index probes per row, for the reason giveIdsAndClearSets gives (joins
    // became hash joins over the id tables: 1.4 s a quarter at 10 million hits)
    sql`select 'visit' as what,
          (select v.id from census_visit_ids v where v.visitor_id = hv.visitor_id and v.visit_count = hv.visit_count) as id,
          (select r.id from census_visitor_ids r where r.visitor_id = hv.visitor_id) as visitor,
          hv.referrer as name, hv.device
        from census_quarter_visits hv where hv.quarter = ${from}
        union all
        select 'step', s.step, (select r.id from census_visitor_ids r where r.visitor_id = s.visitor_id), null, null
        from census_quarter_steps s where s.quarter = ${from}
        union all
        select 'order', (select o.id from census_order_ids o where o.order_id = ho.order_id), null, null, null
        from census_quarter_orders ho where ho.quarter = ${from}`,
  );
  const grouped = new Map<string, { kind: SetKind; name: string; ids: number[] }>();
  const add = (kind: SetKind, name: string, id: number) => {
    const key = `${kind}\u0000${name}`;
    let set = grouped.get(key);
    if (!set) grouped.set(key, (set = { kind, name, ids: [] }));
    set.ids.push(id);
  };
  for (const member of members) {
    if (member.what === 'visit') {
      add('visits', '', member.id);
      add('visitors', '', member.visitor);
      add('referrer', member.name, member.id);
      add('device', member.device, member.id);
    } else if (member.what === 'step') add('step', String(member.id), member.visitor);
    else add('orders', '', member.id);
  }
  const serialized = await Promise.all(
    [...grouped.values()].map(async ({ kind, name, ids }) => ({
      kind,
      name,
      ids: Buffer.from(await serializeIds(ids)).toString('base64'),
    })),
  );
  // one statement whatever the number of sets, the same on PGlite and node-postgres
  await db.execute(sql`
    with sets as (
      insert into census_quarter_sets (quarter, kind, name, ids)
      select ${from}, kind, name, decode(ids, 'base64')
      from jsonb_to_recordset(${JSON.stringify(serialized)}::jsonb) as r(kind text, name text, ids text)
    )
    insert into census_quarter_versions (quarter, version) values (${from}, nextval('census_rollup_version'))
    on conflict (quarter) do update set version = excluded.version`);
}

/** Quarters' sets this process read, by quarter (epoch ms), with the version they were read at. */
interface CachedQuarter {
  version: string;
  sets: QuarterSet[];
  bytes: number;
}

/** What the cache holds at most: 30 days of a site with 10 million hits a month take about 12 MB. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A rolled-up quarter's sets change only when the quarter is rolled up again, which gives it a new
 * version: each read asks for the versions of the range's quarters (one small row per quarter) and
 * fetches the sets of only the quarters it does not hold at that version. Least recently read
 * quarters leave first once CACHE_BYTES is reached.
 */
class QuarterSetCache {
  private readonly quarters = new Map<number, CachedQuarter>();
  private bytes = 0;

  get(at: number, version: string): QuarterSet[] | undefined {
    const cached = this.quarters.get(at);
    if (cached?.version !== version) return undefined;
    // most recently read last
    this.quarters.delete(at);
    this.quarters.set(at, cached);
    return cached.sets;
  }

  put(at: number, version: string, sets: QuarterSet[]): void {
    this.drop(at);
    const bytes = sets.reduce((sum, set) => sum + set.ids.byteLength + 64, 64);
    this.quarters.set(at, { version, sets, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.quarters) {
      if (this.bytes <= CACHE_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(at: number): void {
    const cached = this.quarters.get(at);
    if (!cached) return;
    this.quarters.delete(at);
    this.bytes -= cached.bytes;
  }
}

const caches = new WeakMap<Database, QuarterSetCache>();

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface QuarterVersion {
  /** The quarter's start, epoch milliseconds. */
  at: number;
  version: string;
}

/** The rolled-up quarters in [from, to) with their versions, in order of quarter. */
export async function quarterVersions(db: Database, from: Date, to: Date): Promise<QuarterVersion[]> {
  const found = await rows<{ at: number | string; version: string }>(
    db,
    sql`select ${epochMs('quarter')} as at, version::text as version from census_quarter_versions
        where quarter >= ${from.toISOString()}::timestamptz and quarter < ${to.toISOString()}::timestamptz
        order by quarter`,
  );
  return found.map(({ at, version }) => ({ at: Number(at), version }));
}

/** The sets of `quarters` (as quarterVersions gave them), in order of quarter. */
export async function quarterSets(db: Database, quarters: QuarterVersion[]): Promise<QuarterSet[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new QuarterSetCache()));
  // what each quarter holds, from the cache or fetched now: more quarters than the cache holds still read whole
  const held = quarters.map(({ at, version }) => ({ at, version, sets: cache.get(at, version) }));
  const missing = held.filter(({ sets }) => !sets);
  if (missing.length > 0) {
    const fetched = await rows<{ at: number | string; kind: SetKind; name: string; ids: Uint8Array }>(
      db,
      sql`select ${epochMs('quarter')} as at, kind, name, ids from census_quarter_sets
          where quarter = any(${instantArray(missing.map(({ at }) => new Date(at)))}::timestamptz[])`,
    );
    for (const quarter of missing) quarter.sets = [];
    const byQuarter = new Map(missing.map((quarter) => [quarter.at, quarter]));
    for (const set of fetched) byQuarter.get(Number(set.at))?.sets?.push({ ...set, at: Number(set.at) });
    for (const { at, version, sets } of missing) cache.put(at, version, sets ?? []);
  }
  return held.flatMap(({ sets }) => sets ?? []);
}

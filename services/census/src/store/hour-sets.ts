import { sql, type SQL } from 'drizzle-orm';
import { instantArray, rows, type Database } from '@storefront/service-kit';
import { serializeIds, type HourSet, type SetKind } from '../domain/visit-sets';

/**
 * census_hour_sets: per UTC hour, roaring bitmaps of small integer visit, visitor and order ids,
 * built from that hour's census_hour_visits, census_hour_steps and census_hour_orders rows, so a range's distinct counts are
 * unions of bitmaps (domain/visit-sets) instead of distinct counts over every visit row.
 */

/**
 * Gives ids to the hour's visitors, visits and orders not met before. Ordered, so two rollups meeting the
 * same new ids wait on each other instead of deadlocking; only new ones are offered, so the
 * identity sequences grow by the visitors and visits, not by every hour they appear in.
 */
async function giveIds(db: Database, from: SQL): Promise<void> {
  await db.execute(sql`
    insert into census_visitor_ids (visitor_id)
    select visitor_id from (
      select visitor_id from census_hour_visits where hour = ${from}
      union select visitor_id from census_hour_steps where hour = ${from}) met
    where not exists (select 1 from census_visitor_ids known where known.visitor_id = met.visitor_id)
    order by visitor_id
    on conflict do nothing`);
  await db.execute(sql`
    insert into census_visit_ids (visitor_id, visit_count)
    select visitor_id, visit_count from census_hour_visits met where hour = ${from}
      and not exists (select 1 from census_visit_ids known
                      where known.visitor_id = met.visitor_id and known.visit_count = met.visit_count)
    order by visitor_id, visit_count
    on conflict do nothing`);
  await db.execute(sql`
    insert into census_order_ids (order_id)
    select order_id from census_hour_orders met where hour = ${from}
      and not exists (select 1 from census_order_ids known where known.order_id = met.order_id)
    order by order_id
    on conflict do nothing`);
}

/** Rebuilds the sets of one hour from its hourly rows, replacing what was there, under a new version. */
export async function rollUpHourSets(db: Database, hour: string): Promise<void> {
  const from = sql`${hour}::timestamptz`;
  await giveIds(db, from);
  const visits = await rows<{ visit: number; visitor: number; referrer: string; device: string }>(
    db,
    sql`select v.id as visit, r.id as visitor, hv.referrer, hv.device from census_hour_visits hv
        join census_visit_ids v using (visitor_id, visit_count) join census_visitor_ids r using (visitor_id)
        where hv.hour = ${from}`,
  );
  const steps = await rows<{ step: number; visitor: number }>(
    db,
    sql`select s.step, r.id as visitor from census_hour_steps s join census_visitor_ids r using (visitor_id)
        where s.hour = ${from}`,
  );
  const orders = await rows<{ order: number }>(
    db,
    sql`select o.id as order from census_hour_orders ho join census_order_ids o using (order_id)
        where ho.hour = ${from}`,
  );
  const grouped = new Map<string, { kind: SetKind; name: string; ids: number[] }>();
  const add = (kind: SetKind, name: string, id: number) => {
    const key = `${kind}\u0000${name}`;
    let set = grouped.get(key);
    if (!set) grouped.set(key, (set = { kind, name, ids: [] }));
    set.ids.push(id);
  };
  for (const visit of visits) {
    add('visits', '', visit.visit);
    add('visitors', '', visit.visitor);
    add('referrer', visit.referrer, visit.visit);
    add('device', visit.device, visit.visit);
  }
  for (const { step, visitor } of steps) add('step', String(step), visitor);
  for (const { order } of orders) add('orders', '', order);
  const serialized = await Promise.all(
    [...grouped.values()].map(async ({ kind, name, ids }) => ({
      kind,
      name,
      ids: Buffer.from(await serializeIds(ids)).toString('base64'),
    })),
  );
  await db.execute(sql`delete from census_hour_sets where hour = ${from}`);
  if (serialized.length > 0)
    // one statement whatever the number of sets, the same on PGlite and node-postgres
    await db.execute(sql`
      insert into census_hour_sets (hour, kind, name, ids)
      select ${from}, kind, name, decode(ids, 'base64')
      from jsonb_to_recordset(${JSON.stringify(serialized)}::jsonb) as r(kind text, name text, ids text)`);
  await db.execute(sql`
    insert into census_hour_versions (hour, version) values (${from}, nextval('census_rollup_version'))
    on conflict (hour) do update set version = excluded.version`);
}

/** Hours' sets this process read, by hour (epoch ms), with the version they were read at. */
interface CachedHour {
  version: string;
  sets: HourSet[];
  bytes: number;
}

/** What the cache holds at most: 30 days of a site with 10 million hits a month take about 12 MB. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A rolled-up hour's sets change only when the hour is rolled up again, which gives it a new
 * version: each read asks for the versions of the range's hours (one small row per hour) and
 * fetches the sets of only the hours it does not hold at that version. Least recently read
 * hours leave first once CACHE_BYTES is reached.
 */
class HourSetCache {
  private readonly hours = new Map<number, CachedHour>();
  private bytes = 0;

  get(at: number, version: string): HourSet[] | undefined {
    const cached = this.hours.get(at);
    if (cached?.version !== version) return undefined;
    // most recently read last
    this.hours.delete(at);
    this.hours.set(at, cached);
    return cached.sets;
  }

  put(at: number, version: string, sets: HourSet[]): void {
    this.drop(at);
    const bytes = sets.reduce((sum, set) => sum + set.ids.byteLength + 64, 64);
    this.hours.set(at, { version, sets, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.hours) {
      if (this.bytes <= CACHE_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(at: number): void {
    const cached = this.hours.get(at);
    if (!cached) return;
    this.hours.delete(at);
    this.bytes -= cached.bytes;
  }
}

const caches = new WeakMap<Database, HourSetCache>();

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface HourVersion {
  /** The hour's start, epoch milliseconds. */
  at: number;
  version: string;
}

/** The rolled-up hours in [from, to) with their versions, in order of hour. */
export async function hourVersions(db: Database, from: Date, to: Date): Promise<HourVersion[]> {
  const found = await rows<{ at: number | string; version: string }>(
    db,
    sql`select ${epochMs('hour')} as at, version::text as version from census_hour_versions
        where hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
        order by hour`,
  );
  return found.map(({ at, version }) => ({ at: Number(at), version }));
}

/** The sets of `hours` (as hourVersions gave them), in order of hour. */
export async function hourSets(db: Database, hours: HourVersion[]): Promise<HourSet[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new HourSetCache()));
  // what each hour holds, from the cache or fetched now: more hours than the cache holds still read whole
  const held = hours.map(({ at, version }) => ({ at, version, sets: cache.get(at, version) }));
  const missing = held.filter(({ sets }) => !sets);
  if (missing.length > 0) {
    const fetched = await rows<{ at: number | string; kind: SetKind; name: string; ids: Uint8Array }>(
      db,
      sql`select ${epochMs('hour')} as at, kind, name, ids from census_hour_sets
          where hour = any(${instantArray(missing.map(({ at }) => new Date(at)))}::timestamptz[])`,
    );
    for (const hour of missing) hour.sets = [];
    const byHour = new Map(missing.map((hour) => [hour.at, hour]));
    for (const set of fetched) byHour.get(Number(set.at))?.sets?.push({ ...set, at: Number(set.at) });
    for (const { at, version, sets } of missing) cache.put(at, version, sets ?? []);
  }
  return held.flatMap(({ sets }) => sets ?? []);
}

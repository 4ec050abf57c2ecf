import type { Database } from '@storefront/service-kit';
import { countRange, DaySets, roaringReady, type RangeCounts } from '../domain/visit-sets';
import { quarterSets, quarterVersions, type QuarterVersion } from './quarter-sets';

/**
 * The distinct counts of a range of days of the owner's zone from the quarter-hour sets. Each day's
 * union of its quarters (DaySets) is kept while none of its quarters is rolled up again (the quarters'
 * versions say so), so a dashboard asked again reads 30 small version lists and unites 30 days,
 * not 2,880 quarters; only a day that changed (today, a day a late hit reached) is united anew.
 */

export interface DistinctCounts extends RangeCounts {
  /** Per day of the range, in order. */
  days: { visits: number; uniqueVisitors: number; orders: number }[];
}

/** Days kept at most (about 30 days of 4 zones); each holds its visits' and visitors' ids. */
const DAYS_KEPT = 120;

interface KeptDay {
  /** The versions of the day's quarters, joined: the day is still right while they are the same. */
  versions: string;
  sets: DaySets;
}

class DayCache {
  readonly days = new Map<string, KeptDay>();
  /** One range at a time per database: a day another read still uses is never disposed under it. */
  turn: Promise<unknown> = Promise.resolve();

  get(key: string, versions: string): DaySets | undefined {
    const kept = this.days.get(key);
    if (kept?.versions !== versions) return undefined;
    this.days.delete(key);
    this.days.set(key, kept);
    return kept.sets;
  }

  put(key: string, versions: string, sets: DaySets): void {
    this.days.get(key)?.sets.dispose();
    this.days.delete(key);
    this.days.set(key, { versions, sets });
    for (const [oldest, kept] of this.days) {
      if (this.days.size <= DAYS_KEPT) break;
      kept.sets.dispose();
      this.days.delete(oldest);
    }
  }
}

const caches = new WeakMap<Database, DayCache>();

/** `quarters` split by day: `bounds` are where each day starts, then where the last ends (epoch ms). */
function quartersByDay(quarters: QuarterVersion[], bounds: number[]): QuarterVersion[][] {
  const days: QuarterVersion[][] = bounds.slice(1).map(() => []);
  let day = 0;
  for (const quarter of quarters) {
    while (day < days.length - 1 && quarter.at >= bounds[day + 1]!) day++;
    days[day]!.push(quarter);
  }
  return days;
}

async function countWith(cache: DayCache, db: Database, bounds: Date[]): Promise<DistinctCounts> {
  await roaringReady();
  const edges = bounds.map((bound) => bound.getTime());
  const quarters = await quarterVersions(db, bounds[0]!, bounds[bounds.length - 1]!);
  const days = quartersByDay(quarters, edges).map((dayQuarters, day) => ({
    key: `${edges[day]}-${edges[day + 1]}`,
    versions: dayQuarters.map(({ at, version }) => `${at}:${version}`).join(','),
    quarters: dayQuarters,
  }));
  const changed = days.filter(({ key, versions }) => !cache.get(key, versions));
  if (changed.length > 0) {
    const sets = await quarterSets(
      db,
      changed.flatMap(({ quarters: dayQuarters }) => dayQuarters),
    );
    for (const { key, versions, quarters: dayQuarters } of changed) {
      const first = dayQuarters[0]?.at ?? Infinity;
      const last = dayQuarters[dayQuarters.length - 1]?.at ?? -Infinity;
      cache.put(key, versions, new DaySets(sets.filter(({ at }) => at >= first && at <= last)));
    }
  }
  // every day of the range was kept or put just now, and nothing else runs on this cache meanwhile
  const daySets = days.map(({ key, versions }) => cache.get(key, versions) as DaySets);
  return {
    days: daySets.map((day) => ({
      visits: day.visits.size,
      uniqueVisitors: day.visitors.size,
      orders: day.orders.size,
    })),
    ...countRange(daySets),
  };
}

/** The range's distinct counts: visits, visitors and orders per day and over the range, referrers, devices, funnel visitors. */
export function countRangeDistinct(db: Database, bounds: Date[]): Promise<DistinctCounts> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new DayCache()));
  const counted = cache.turn.then(() => countWith(cache, db, bounds));
  cache.turn = counted.catch(() => undefined);
  return counted;
}

import type { Database } from '@storefront/service-kit';
import { countRange, DaySets, roaringReady, type RangeCounts } from '../domain/visit-sets';
import { hourSets, hourVersions, type HourVersion } from './hour-sets';

/**
 * The distinct counts of a range of days of the owner's zone from the hourly sets. Each day's
 * union of its hours (DaySets) is kept while none of its hours is rolled up again (the hours'
 * versions say so), so a dashboard asked again reads 30 small version lists and unites 30 days,
 * not 720 hours; only a day that changed (today, a day a late hit reached) is united anew.
 */

export interface DistinctCounts extends RangeCounts {
  /** Per day of the range, in order. */
  days: { visits: number; uniqueVisitors: number; orders: number }[];
}

/** Days kept at most (about 30 days of 4 zones); each holds its visits' and visitors' ids. */
const DAYS_KEPT = 120;

interface KeptDay {
  /** The versions of the day's hours, joined: the day is still right while they are the same. */
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

/** `hours` split by day: `bounds` are where each day starts, then where the last ends (epoch ms). */
function hoursByDay(hours: HourVersion[], bounds: number[]): HourVersion[][] {
  const days: HourVersion[][] = bounds.slice(1).map(() => []);
  let day = 0;
  for (const hour of hours) {
    while (day < days.length - 1 && hour.at >= bounds[day + 1]!) day++;
    days[day]!.push(hour);
  }
  return days;
}

async function countWith(cache: DayCache, db: Database, bounds: Date[]): Promise<DistinctCounts> {
  await roaringReady();
  const edges = bounds.map((bound) => bound.getTime());
  const hours = await hourVersions(db, bounds[0]!, bounds[bounds.length - 1]!);
  const days = hoursByDay(hours, edges).map((dayHours, day) => ({
    key: `${edges[day]}-${edges[day + 1]}`,
    versions: dayHours.map(({ at, version }) => `${at}:${version}`).join(','),
    hours: dayHours,
  }));
  const changed = days.filter(({ key, versions }) => !cache.get(key, versions));
  if (changed.length > 0) {
    const sets = await hourSets(
      db,
      changed.flatMap(({ hours: dayHours }) => dayHours),
    );
    for (const { key, versions, hours: dayHours } of changed) {
      const first = dayHours[0]?.at ?? Infinity;
      const last = dayHours[dayHours.length - 1]?.at ?? -Infinity;
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

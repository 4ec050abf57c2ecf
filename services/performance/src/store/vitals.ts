import { RATED_EVENTS, type RatedEvent } from '@storefront/performance-rules';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Database } from '@storefront/service-kit';
import type { DeviceClass } from '../domain/visitor-device';
import { instantArray, wordArray } from './rows';

/** Which records a summary covers; '' means any. */
export interface VitalsFilter {
  path: string;
  pageType: string;
  deviceClass: DeviceClass | '';
}

/** One metric over some records: p75 (percentile_cont) and the count of each rating. */
export interface MetricFigures {
  event: RatedEvent;
  count: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** `day` is the index of the day in the range's bounds; null for the whole range. */
export interface DayFigures extends MetricFigures {
  day: number | null;
}

export interface PageFigures extends MetricFigures {
  path: string;
  pageType: string;
}

const figures = sql`
  count(*)::int as count,
  percentile_cont(0.75) within group (order by value) as p75,
  (count(*) filter (where rating = 'good'))::int as good,
  (count(*) filter (where rating = 'needs-improvement'))::int as "needsImprovement",
  (count(*) filter (where rating = 'poor'))::int as poor`;

/**
 * The rated records in [first bound, last bound) that pass the filter, as a table: one row per
 * page load and metric, its latest value. A metric that changes after it was sent (a CLS that
 * grows after the page came back into view, a later INP) is sent again under the same metric id;
 * web-vitals reports each change as the metric's whole value, so only the latest one counts. A
 * page restored from the back-forward cache measures anew under new metric ids, and counts again.
 * (event, occurred_at) is indexed.
 */
function latestRated(bounds: Date[], filter: VitalsFilter): SQL {
  const conditions = [
    sql`event = any(${wordArray(RATED_EVENTS)}::text[])`,
    sql`occurred_at >= ${bounds[0]!.toISOString()}::timestamptz`,
    sql`occurred_at < ${bounds[bounds.length - 1]!.toISOString()}::timestamptz`,
  ];
  if (filter.path !== '') conditions.push(sql`path = ${filter.path}`);
  if (filter.pageType !== '') conditions.push(sql`page_type = ${filter.pageType}`);
  if (filter.deviceClass !== '') conditions.push(sql`device_class = ${filter.deviceClass}`);
  return sql`(
    select distinct on (page_load_id, event, data->>'id') event, value, rating, path, page_type, occurred_at
    from performance_records
    where ${sql.join(conditions, sql` and `)}
    order by page_load_id, event, data->>'id', occurred_at desc, received_at desc, id
  ) as latest`;
}

/**
 * Each metric per day and over the whole range, in one pass: width_bucket puts each record on the
 * day whose bounds hold it (days of a zone are not all 24 hours long), and the grouping sets give
 * the days and the range together. Days without records have no rows.
 */
export function figuresByDay(db: Database, bounds: Date[], filter: VitalsFilter): Promise<DayFigures[]> {
  return rows<DayFigures>(
    db,
    sql`
      select width_bucket(occurred_at, ${instantArray(bounds)}::timestamptz[]) - 1 as day, event, ${figures}
      from ${latestRated(bounds, filter)}
      group by grouping sets ((1, 2), (2))`,
  );
}

/** Every metric of the `limit` pages (path and page type) with the slowest LCP p75, slowest first. */
export function slowestPageFigures(
  db: Database,
  bounds: Date[],
  filter: VitalsFilter,
  limit: number,
): Promise<PageFigures[]> {
  const lcp: RatedEvent = 'largest-contentful-paint';
  return rows<PageFigures>(
    db,
    sql`
      with per_page as (
        select path, page_type, event, ${figures}
        from ${latestRated(bounds, filter)}
        group by path, page_type, event
      ),
      slowest as (
        select path, page_type, p75 as lcp from per_page where event = ${lcp}
        order by p75 desc, path, page_type
        limit ${limit}
      )
      select p.path, p.page_type as "pageType", p.event, p.count, p.p75, p.good, p."needsImprovement", p.poor
      from per_page p join slowest s on s.path = p.path and s.page_type = p.page_type
      order by s.lcp desc, p.path, p.page_type`,
  );
}

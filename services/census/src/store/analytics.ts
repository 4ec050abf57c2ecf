import { sql } from 'drizzle-orm';
import { instantArray, rows, type Database } from '@storefront/service-kit';
import type { DistinctCounts } from './range-distinct';

/**
 * The owner's analytics read from the quarter-hour rollups only, never the raw rows: a 30-day range
 * reads 2,880 quarters of each. Each quarter is put on its day by `bounds` (where each day of the range
 * starts in the owner's zone, then where the last ends) with width_bucket.
 * Grouping sets give the days and the whole range in one pass; the range row has day null.
 */

export interface DayFigures {
  /** 0-based day of the range; null for the whole range. */
  day: number | null;
  visits: number;
  uniqueVisitors: number;
  pageViews: number;
  productViews: number;
  addsToCart: number;
  purchases: number;
  orders: number;
  revenueMinor: string;
  currency: string;
}

/** The quarters of the range: from where the first day starts to where the last ends. */
const inRange = (bounds: Date[]) =>
  sql`quarter >= ${bounds[0]!.toISOString()}::timestamptz and quarter < ${bounds[bounds.length - 1]!.toISOString()}::timestamptz`;
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The range as the additive lists read it: its whole UTC days from the daily tables, the quarters
 * before the first and after the last of them from the quarter-hour ones (the whole range when it
 * holds no whole UTC day).
 */
function rangeParts(bounds: Date[]) {
  const from = bounds[0]!.getTime();
  const to = bounds[bounds.length - 1]!.getTime();
  const first = Math.ceil(from / DAY_MS) * DAY_MS;
  const last = Math.floor(to / DAY_MS) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  if (first >= last) return { quarters: inRange(bounds), days: sql`false` };
  return {
    quarters: sql`((quarter >= ${iso(from)}::timestamptz and quarter < ${iso(first)}::timestamptz)
               or (quarter >= ${iso(last)}::timestamptz and quarter < ${iso(to)}::timestamptz))`,
    days: sql`day >= ${utcDate(first)}::date and day < ${utcDate(last)}::date`,
  };
}

/** The quarter's day, 0 for the first of the range; grouped by as column 1. */
const dayOf = (bounds: Date[]) => sql`width_bucket(quarter, ${instantArray(bounds)}::timestamptz[]) - 1`;

type Counts = Omit<DayFigures, 'day'>;

/** The figures of a day (or range) without any hits or events. */
export const NO_FIGURES: Counts = Object.freeze({
  visits: 0,
  uniqueVisitors: 0,
  pageViews: 0,
  productViews: 0,
  addsToCart: 0,
  purchases: 0,
  orders: 0,
  revenueMinor: '0',
  currency: '',
});

/**
 * The figures of each day and of the whole range: sums of the quarter-hour totals, and the visits,
 * visitors and orders `distinctCounts` (countRangeDistinct's) counted.
 */
export async function figuresByDay(
  db: Database,
  bounds: Date[],
  distinctCounts: Promise<DistinctCounts>,
): Promise<DayFigures[]> {
  const [totals, distinct] = await Promise.all([
    rows<
      { day: number | null } & Pick<
        Counts,
        'pageViews' | 'productViews' | 'addsToCart' | 'purchases' | 'revenueMinor' | 'currency'
      >
    >(
      db,
      sql`select ${dayOf(bounds)} as day, sum(page_views)::int as "pageViews", sum(product_views)::int as "productViews",
            sum(adds_to_cart)::int as "addsToCart", sum(purchases)::int as purchases,
            sum(revenue_minor)::text as "revenueMinor", max(currency) as currency
          from census_quarter_totals where ${inRange(bounds)}
          group by grouping sets ((1), ())`,
    ),
    distinctCounts,
  ]);
  const counted = [
    ...distinct.days.map((figures, day) => ({ day, ...figures })),
    { day: null, visits: distinct.visits, uniqueVisitors: distinct.uniqueVisitors, orders: distinct.orders },
  ];
  const byDay = new Map<number | null, DayFigures>();
  const figuresOf = (day: number | null) => {
    let figures = byDay.get(day);
    if (!figures) {
      figures = { day, ...NO_FIGURES };
      byDay.set(day, figures);
    }
    return figures;
  };
  for (const row of [...totals, ...counted]) {
    const figures = figuresOf(row.day);
    for (const [key, value] of Object.entries(row))
      if (key !== 'day' && value !== null) Object.assign(figures, { [key]: value });
  }
  return [...byDay.values()];
}

export interface RangeLists {
  topPages: { path: string; pageViews: number }[];
  topProducts: { itemId: string; title: string; productViews: number; addsToCart: number }[];
  referrers: { referrer: string; visits: number }[];
  devices: { device: string; visits: number }[];
  /** Distinct visitors per funnel step number (1-4); steps nobody reached are missing. */
  steps: { step: number; visitors: number }[];
}

/** The top lists (at most `limit` each, largest first, ties by name) and the funnel over the range. */
export async function rangeLists(
  db: Database,
  bounds: Date[],
  limit: number,
  distinctCounts: Promise<DistinctCounts>,
): Promise<RangeLists> {
  const parts = rangeParts(bounds);
  const [topPages, topProducts, distinct] = await Promise.all([
    rows<RangeLists['topPages'][number]>(
      db,
      sql`select path, sum(page_views)::int as "pageViews" from (
            select path, page_views from census_quarter_pages where ${parts.quarters}
            union all select path, page_views from census_day_pages where ${parts.days}) counted
          group by path order by "pageViews" desc, path limit ${limit}`,
    ),
    // the latest title of the top items only: ordering every row's title costs more than the sums
    rows<RangeLists['topProducts'][number]>(
      db,
      sql`with counted as (
            select item_id, title, quarter as titled_at, product_views, adds_to_cart from census_quarter_products
            where ${parts.quarters}
            union all select item_id, title, titled_at, product_views, adds_to_cart from census_day_products
            where ${parts.days}),
          top as (
            select item_id, sum(product_views)::int as "productViews", sum(adds_to_cart)::int as "addsToCart"
            from counted group by item_id order by "productViews" desc, "addsToCart" desc, item_id limit ${limit})
          select item_id as "itemId", "productViews", "addsToCart",
            (select title from counted latest where latest.item_id = top.item_id and latest.title <> ''
             order by titled_at desc limit 1) as title
          from top order by "productViews" desc, "addsToCart" desc, item_id`,
    ),
    distinctCounts,
  ]);
  // largest first, ties by name
  const top = (counts: Map<string, number>) =>
    [...counts].sort(([xName, x], [yName, y]) => y - x || (xName < yName ? -1 : xName > yName ? 1 : 0)).slice(0, limit);
  return {
    topPages,
    topProducts: topProducts.map((row) => ({ ...row, title: row.title ?? '' })),
    referrers: top(distinct.referrers).map(([referrer, visits]) => ({ referrer, visits })),
    devices: top(distinct.devices).map(([device, visits]) => ({ device, visits })),
    steps: [...distinct.steps].map(([step, visitors]) => ({ step, visitors })),
  };
}

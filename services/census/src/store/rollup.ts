import { sql } from 'drizzle-orm';
import { COUNTED_EVENTS } from '@storefront/census-rules';
import { rows, type Database } from '@storefront/service-kit';
import { rollUpHourSets } from './hour-sets';

/** The rollup tables, each keyed by the UTC hour its rows count. */
const ROLLUP_TABLES = [
  'census_hour_totals',
  'census_hour_pages',
  'census_hour_products',
  'census_hour_visits',
  'census_hour_steps',
  'census_hour_orders',
] as const;

const { productView, addToCart, purchase } = COUNTED_EVENTS;

/**
 * Recomputes every rollup of one hour from the raw rows of that hour, replacing what was there:
 * running it again gives the same rows, so a rollup cut off or repeated does no harm.
 */
async function rollUpHour(db: Database, hour: string): Promise<void> {
  const from = sql`${hour}::timestamptz`;
  const to = sql`${hour}::timestamptz + interval '1 hour'`;
  const hits = sql`census_hits where received_at >= ${from} and received_at < ${to}`;
  const events = sql`census_events where received_at >= ${from} and received_at < ${to}`;
  for (const table of ROLLUP_TABLES) await db.execute(sql`delete from ${sql.identifier(table)} where hour = ${from}`);
  await db.execute(sql`
    insert into census_hour_totals (hour, page_views, product_views, adds_to_cart, purchases, revenue_minor, currency)
    select ${from}, (select count(*) from ${hits}), e.product_views, e.adds_to_cart, e.purchases, e.revenue_minor, e.currency
    from (
      select
        count(*) filter (where name = ${productView}) as product_views,
        count(*) filter (where name = ${addToCart} and error_type = '') as adds_to_cart,
        count(*) filter (where name = ${purchase}) as purchases,
        coalesce(sum(revenue_minor) filter (where name = ${purchase}), 0) as revenue_minor,
        coalesce(max(currency) filter (where name = ${purchase}), '') as currency
      from ${events}
    ) e`);
  await db.execute(sql`
    insert into census_hour_pages (hour, path, page_views)
    select ${from}, path, count(*) from ${hits} group by path`);
  await db.execute(sql`
    insert into census_hour_products (hour, item_id, title, product_views, adds_to_cart)
    select ${from}, item_id,
      coalesce((array_agg(item_title order by received_at desc, id desc) filter (where item_title <> ''))[1], ''),
      count(*) filter (where name = ${productView}),
      count(*) filter (where name = ${addToCart} and error_type = '')
    from ${events} and item_id <> '' and (name = ${productView} or (name = ${addToCart} and error_type = ''))
    group by item_id`);
  await db.execute(sql`
    insert into census_hour_visits (hour, visitor_id, visit_count, first_at, referrer, device)
    select distinct on (visitor_id, visit_count) ${from}, visitor_id, visit_count, received_at, referrer, device
    from ${hits} and visitor_id is not null
    order by visitor_id, visit_count, received_at, id`);
  await db.execute(sql`
    -- domain/funnel's steps: 1 product view, 2 add to cart, 3 checkout, 4 purchase (a purchase completes its checkout)
    insert into census_hour_steps (hour, step, visitor_id)
    select distinct ${from}, s.step, e.visitor_id
    from (select name, error_type, visitor_id from ${events} and visitor_id is not null) e
    cross join lateral (values
      (1, e.name = ${productView}),
      (2, e.name = ${addToCart} and e.error_type = ''),
      (3, e.name = ${purchase}),
      (4, e.name = ${purchase})) as s(step, reached)
    where s.reached`);
  await db.execute(sql`
    insert into census_hour_orders (hour, order_id)
    select distinct ${from}, coalesce(nullif(order_id, ''), id::text) from ${events} and name = ${purchase}`);
}

/**
 * Recomputes the UTC day of `hour` in the daily page and product tables from its hours' rows.
 * Under a lock of the day, so two rollups of hours of one day do not replace each other's rows.
 */
async function rollUpUtcDay(db: Database, hour: string): Promise<void> {
  const day = sql`(${hour}::timestamptz at time zone 'UTC')::date`;
  const hours = sql`hour >= (${day})::timestamp at time zone 'UTC' and hour < (${day} + 1)::timestamp at time zone 'UTC'`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('census_day'), (${day} - date '2000-01-01'))`);
  await db.execute(sql`delete from census_day_pages where day = ${day}`);
  await db.execute(sql`
    insert into census_day_pages (day, path, page_views)
    select ${day}, path, sum(page_views) from census_hour_pages where ${hours} group by path`);
  await db.execute(sql`delete from census_day_products where day = ${day}`);
  await db.execute(sql`
    insert into census_day_products (day, item_id, title, titled_at, product_views, adds_to_cart)
    select ${day}, item_id, coalesce((array_agg(title order by hour desc) filter (where title <> ''))[1], ''),
      max(hour) filter (where title <> ''), sum(product_views), sum(adds_to_cart)
    from census_hour_products where ${hours} group by item_id`);
}

/**
 * Rolls up at most `limit` hours that received rows since their last rollup, oldest first, each
 * in a transaction of its own with taking its mark: a row stored while the hour is being rolled
 * up marks it again once this commits, so the next run counts it. Says how many hours were done.
 */
export async function rollUpDirtyHours(db: Database, limit: number, rawKeptFrom: Date): Promise<number> {
  let done = 0;
  while (done < limit) {
    const rolled = await db.transaction(async (tx) => {
      const [taken] = await rows<{ hour: string }>(
        tx,
        sql`delete from census_dirty_hours where hour = (
              select hour from census_dirty_hours order by hour limit 1 for update skip locked)
            returning to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') as hour`,
      );
      if (!taken) return false;
      // an hour whose raw day was dropped keeps the rollup it has: a straggler stored into it
      // later would otherwise replace a whole hour's figures with its own
      if (Date.parse(taken.hour) >= rawKeptFrom.getTime()) {
        await rollUpHour(tx, taken.hour);
        await rollUpUtcDay(tx, taken.hour);
      }
      // the sets are built from the hourly rows, which outlive the raw days
      await rollUpHourSets(tx, taken.hour);
      return true;
    });
    if (!rolled) break;
    done++;
  }
  return done;
}

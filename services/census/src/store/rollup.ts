import { sql } from 'drizzle-orm';
import { COUNTED_EVENTS } from '@storefront/census-rules';
import type { Database } from '@storefront/service-kit';
import { markDayOf, workOffMarks } from './marks';
import { rollUpQuarterSets } from './quarter-sets';
import { QUARTER_MINUTES } from './quarters';

/** The rollup tables, each keyed by the UTC quarter hour its rows count. */
const ROLLUP_TABLES = [
  'census_quarter_totals',
  'census_quarter_pages',
  'census_quarter_products',
  'census_quarter_visits',
  'census_quarter_steps',
  'census_quarter_orders',
] as const;

const { productView, addToCart, purchase } = COUNTED_EVENTS;

/**
 * Recomputes every rollup of one quarter from the raw rows of that quarter, replacing what was there:
 * running it again gives the same rows, so a rollup cut off or repeated does no harm. Two statements
 * whatever the number of tables: the round trips and the planning over every day partition, not the
 * few thousand rows of a quarter, were most of a quarter's time. The raw rows are read once each
 * (materialized), not once per table.
 */
async function rollUpQuarter(db: Database, quarter: string): Promise<void> {
  const from = sql`${quarter}::timestamptz`;
  const to = sql`${quarter}::timestamptz + ${sql.raw(`interval '${QUARTER_MINUTES} minutes'`)}`;
  // a separate statement: the sub-statements of one run in no set order, and an insert must not meet the row it replaces
  await db.execute(
    sql`with ${sql.join(
      ROLLUP_TABLES.map(
        (table, index) =>
          sql`${sql.raw(`d${index}`)} as (delete from ${sql.identifier(table)} where quarter = ${from})`,
      ),
      sql`, `,
    )} select 1`,
  );
  await db.execute(sql`
    with hits as materialized (
      select id, received_at, visitor_id, visit_count, path, referrer, device
      from census_hits where received_at >= ${from} and received_at < ${to}
    ), events as materialized (
      select id, received_at, visitor_id, name, item_id, item_title, error_type, order_id, revenue_minor, currency
      from census_events where received_at >= ${from} and received_at < ${to}
    ), totals as (
      insert into census_quarter_totals (quarter, page_views, product_views, adds_to_cart, purchases, revenue_minor, currency)
      select ${from}, (select count(*) from hits), e.product_views, e.adds_to_cart, e.purchases, e.revenue_minor, e.currency
      from (
        select
          count(*) filter (where name = ${productView}) as product_views,
          count(*) filter (where name = ${addToCart} and error_type = '') as adds_to_cart,
          count(*) filter (where name = ${purchase}) as purchases,
          coalesce(sum(revenue_minor) filter (where name = ${purchase}), 0) as revenue_minor,
          coalesce(max(currency) filter (where name = ${purchase}), '') as currency
        from events
      ) e
    ), pages as (
      insert into census_quarter_pages (quarter, path, page_views)
      select ${from}, path, count(*) from hits group by path
    ), products as (
      insert into census_quarter_products (quarter, item_id, title, product_views, adds_to_cart)
      select ${from}, item_id,
        coalesce((array_agg(item_title order by received_at desc, id desc) filter (where item_title <> ''))[1], ''),
        count(*) filter (where name = ${productView}),
        count(*) filter (where name = ${addToCart} and error_type = '')
      from events where item_id <> '' and (name = ${productView} or (name = ${addToCart} and error_type = ''))
      group by item_id
    ), visits as (
      insert into census_quarter_visits (quarter, visitor_id, visit_count, first_at, referrer, device)
      select distinct on (visitor_id, visit_count) ${from}, visitor_id, visit_count, received_at, referrer, device
      from hits where visitor_id is not null
      order by visitor_id, visit_count, received_at, id
    ), steps as (
      -- domain/funnel's steps: 1 product view, 2 add to cart, 3 checkout, 4 purchase (a purchase completes its checkout)
      insert into census_quarter_steps (quarter, step, visitor_id)
      select distinct ${from}, s.step, e.visitor_id
      from (select name, error_type, visitor_id from events where visitor_id is not null) e
      cross join lateral (values
        (1, e.name = ${productView}),
        (2, e.name = ${addToCart} and e.error_type = ''),
        (3, e.name = ${purchase}),
        (4, e.name = ${purchase})) as s(step, reached)
      where s.reached
    ), orders as (
      insert into census_quarter_orders (quarter, order_id)
      select distinct ${from}, coalesce(nullif(order_id, ''), id::text) from events where name = ${purchase}
    )
    select 1`);
}

/**
 * Rolls up at most `limit` quarters that received rows since their last rollup, oldest first, each
 * in a transaction of its own with taking its mark: a row stored while the quarter is being rolled
 * up marks it again once this commits, so the next run counts it. The same transaction marks the
 * quarter's UTC day, whose daily tables `rollUpDirtyDays` recomputes once after all of a run's quarters.
 * Says how many quarters were done.
 */
export function rollUpDirtyQuarters(db: Database, limit: number, rawKeptFrom: Date): Promise<number> {
  return workOffMarks(db, 'quarter', limit, async (tx, quarter) => {
    // the statements touch a few thousand rows, but a fresh quarter's rows are overestimated from
    // old statistics and their cost crossed jit_above_cost: compiling took longer (160 ms) than running
    await tx.execute(sql`set local jit = off`);
    // a quarter whose raw day was dropped keeps the rollup it has: a straggler stored into it
    // later would otherwise replace a whole quarter's figures with its own
    const kept = Date.parse(quarter) >= rawKeptFrom.getTime();
    if (kept) await rollUpQuarter(tx, quarter);
    // the sets are built from the quarter-hour rows, which outlive the raw days
    await rollUpQuarterSets(tx, quarter);
    // last, so the day's mark is held only briefly (store/marks)
    if (kept) await markDayOf(tx, quarter);
  });
}

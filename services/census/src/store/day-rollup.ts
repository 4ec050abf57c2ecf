import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { workOffMarks } from './marks';

/**
 * Recomputes one UTC day (`YYYY-MM-DD`) of the daily page and product tables from its quarters' rows.
 * Two never run for one day at once: each runs with the day's one mark taken (store/marks).
 */
async function rollUpUtcDay(db: Database, dayText: string): Promise<void> {
  const day = sql`${dayText}::date`;
  const quarters = sql`quarter >= (${day})::timestamp at time zone 'UTC' and quarter < (${day} + 1)::timestamp at time zone 'UTC'`;
  await db.execute(sql`delete from census_day_pages where day = ${day}`);
  await db.execute(sql`
    insert into census_day_pages (day, path, page_views)
    select ${day}, path, sum(page_views) from census_quarter_pages where ${quarters} group by path`);
  await db.execute(sql`delete from census_day_products where day = ${day}`);
  await db.execute(sql`
    insert into census_day_products (day, item_id, title, titled_at, product_views, adds_to_cart)
    select ${day}, item_id, coalesce((array_agg(title order by quarter desc) filter (where title <> ''))[1], ''),
      max(quarter) filter (where title <> ''), sum(product_views), sum(adds_to_cart)
    from census_quarter_products where ${quarters} group by item_id`);
}

/**
 * Recomputes at most `limit` UTC days whose quarters were rolled up since, oldest first, once each
 * however many of their quarters were. Says how many days were done.
 */
export const rollUpDirtyDays = (db: Database, limit: number) => workOffMarks(db, 'day', limit, rollUpUtcDay);

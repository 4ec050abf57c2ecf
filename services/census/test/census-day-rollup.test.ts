import type { CensusIngestJob } from '@storefront/census-rules';
import type { Database } from '@storefront/service-kit';
import { noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { rollUp } from '../src/actions/roll-up';
import { rollUpDirtyQuarters } from '../src/store/rollup';
import { backends, rowsOf, startCensus, type CensusUnderTest } from './support/running-census';
import { event, hit, jobsOf, randomTraffic, seeded } from './support/traffic';

jest.setTimeout(120_000);

noteSkippedBackends('census daily rollup');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Three days of traffic ending two days ago. */
const end = Date.now() - 2 * DAY_MS;
const start = end - 3 * DAY_MS;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** census_day_pages and census_day_products as they are. */
async function dailyTables(db: Database) {
  const pages = await rowsOf(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, path, page_views as "pageViews" from census_day_pages order by 1, 2`,
  );
  const products = await rowsOf(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, item_id as "itemId", title,
          product_views as "productViews", adds_to_cart as "addsToCart"
        from census_day_products order by 1, 2`,
  );
  return { pages, products };
}

/** What census_day_pages and census_day_products must hold: a count over the raw rows by UTC day. */
async function dailyFromRaw(db: Database) {
  const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const pages = await rowsOf(
    db,
    sql`select ${utc('received_at')} as day, path, count(*)::int as "pageViews" from census_hits group by 1, 2 order by 1, 2`,
  );
  const products = await rowsOf(
    db,
    sql`select ${utc('received_at')} as day, item_id as "itemId",
          coalesce((array_agg(item_title order by received_at desc, id desc) filter (where item_title <> ''))[1], '') as title,
          count(*) filter (where name = 'CommerceShopping_VisitPDP')::int as "productViews",
          count(*) filter (where name = 'CommerceShopping_AddToCart' and error_type = '')::int as "addsToCart"
        from census_events
        where item_id <> '' and (name = 'CommerceShopping_VisitPDP' or (name = 'CommerceShopping_AddToCart' and error_type = ''))
        group by 1, 2 order by 1, 2`,
  );
  return { pages, products };
}

const markedDays = (db: Database) =>
  rowsOf<{ day: string }>(db, sql`select to_char(day, 'YYYY-MM-DD') as day from census_dirty_days order by 1`).then(
    (found) => found.map(({ day }) => day),
  );

async function store(running: CensusUnderTest, jobs: CensusIngestJob[]) {
  const ids: string[] = [];
  for (const job of jobs) ids.push(await running.ingest.add(job));
  expect(new Set(await running.ingest.settled(ids))).toEqual(new Set(['completed']));
}

if (backends.length > 0)
  describe.each(backends)('the daily rollup on $name', (backend) => {
    const running = underTest(() => startCensus(backend));

    it('leaves the days of a run cut off after its quarters marked, and the next run recomputes them', async () => {
      const { db } = running();
      const traffic = randomTraffic(seeded(23), 60, start, end);
      await store(running(), jobsOf(traffic));
      const days = [...new Set([...traffic.hits, ...traffic.events].map((item) => utcDay(item.receivedAt)))].sort();

      // what a run killed between its quarters and its days has done
      expect(await rollUpDirtyQuarters(db, 10_000, new Date(start - DAY_MS))).toBeGreaterThan(days.length);
      expect(await markedDays(db)).toEqual(days);
      expect(await dailyTables(db)).toEqual({ pages: [], products: [] });

      const next = await rollUp(db, 35);
      expect(next).toEqual({ quarters: 0, days: days.length });
      expect(await markedDays(db)).toEqual([]);
      const tables = await dailyTables(db);
      expect(tables.pages.length).toBeGreaterThan(days.length);
      expect(tables).toEqual(await dailyFromRaw(db));
    });

    it('sums a day whose quarters were rolled up in several runs, with its latest title', async () => {
      const { db } = running();
      const day = Date.parse(`${utcDay(Date.now() - 10 * DAY_MS)}T00:00:00Z`);
      const at = (hours: number, minutes: number) => day + (hours * 60 + minutes) * 60_000;
      const visitor = { id: 'several0runs', visitCount: 1 };
      const viewed = (when: number, title?: string) =>
        event(
          when,
          'CommerceShopping_VisitPDP',
          { item_id: 'run777', ...(title ? { item_title: title } : {}) },
          { visitor },
        );
      // one quarter per run, each run recomputing the day from the quarters rolled up so far
      const rollUpOneQuarterAtATime = async () => {
        const runs: number[] = [];
        for (;;) {
          const { quarters } = await rollUp(db, 35, { quarters: 1 });
          if (quarters === 0) break;
          runs.push(quarters);
        }
        return runs.length;
      };

      await store(running(), [
        {
          kind: 'hits',
          items: [at(0, 5), at(7, 35), at(13, 50), at(23, 55)].map((when) => hit(when, { visitor, path: '/a' })),
        },
        { kind: 'events', items: [viewed(at(7, 35), 'Old title'), viewed(at(13, 50), 'Old title')] },
      ]);
      expect(await rollUpOneQuarterAtATime()).toBe(4);
      expect(await dailyTables(db)).toEqual(await dailyFromRaw(db));

      // more of the same day later: quarters rolled up before, and new ones
      await store(running(), [
        { kind: 'hits', items: [at(7, 40), at(16, 0), at(16, 1)].map((when) => hit(when, { visitor, path: '/b' })) },
        { kind: 'events', items: [viewed(at(16, 0), 'New title'), viewed(at(23, 56))] },
      ]);
      expect(await rollUpOneQuarterAtATime()).toBe(3);
      const tables = await dailyTables(db);
      expect(tables).toEqual(await dailyFromRaw(db));
      const dayText = utcDay(day);
      expect(tables.pages.filter((row) => (row as { day: string }).day === dayText)).toEqual([
        { day: dayText, path: '/a', pageViews: 4 },
        { day: dayText, path: '/b', pageViews: 3 },
      ]);
      // the latest title given, not the untitled view after it
      expect(tables.products.filter((row) => (row as { day: string }).day === dayText)).toEqual([
        { day: dayText, itemId: 'run777', title: 'New title', productViews: 4, addsToCart: 0 },
      ]);
    });
  });

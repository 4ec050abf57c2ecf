import { localDays, type Database } from '@storefront/service-kit';
import { failure, itServesServerPlumbing, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { instantArray } from '@storefront/service-kit';
import { deleteExpired } from '../src/actions/delete-expired';
import { rollUp } from '../src/actions/roll-up';
import { backends, rowsOf, startCensus, storedIds } from './support/running-census';
import { event, hit, jobsOf, randomTraffic, seeded, PHONE, TABLET } from './support/traffic';

jest.setTimeout(120_000);

noteSkippedBackends('census');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Six days of traffic ending a day ago, around midnights of both zones tested. */
const end = Date.now() - DAY_MS;
const start = end - 6 * DAY_MS;
const dayText = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/** What a SQL count over the raw rows gives for a range, the days put by the same bounds. */
async function countedFromRaw(db: Database, bounds: Date[]) {
  const b = instantArray(bounds);
  const range = sql`received_at >= ${bounds[0]!.toISOString()}::timestamptz and received_at < ${bounds.at(-1)!.toISOString()}::timestamptz`;
  const days = await rowsOf<{ day: number | null; visits: number; uniqueVisitors: number; pageViews: number }>(
    db,
    sql`select width_bucket(received_at, ${b}::timestamptz[]) - 1 as day,
          count(distinct (visitor_id, visit_count)) filter (where visitor_id is not null)::int as visits,
          count(distinct visitor_id)::int as "uniqueVisitors",
          count(*)::int as "pageViews"
        from census_hits where ${range} group by grouping sets ((1), ())`,
  );
  const [commerce] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select count(*) filter (where name = 'CommerceShopping_VisitPDP')::int as "productViews",
          count(*) filter (where name = 'CommerceShopping_AddToCart' and error_type = '')::int as "addsToCart",
          count(*) filter (where name = 'purchase')::int as purchases,
          count(distinct order_id) filter (where name = 'purchase')::int as orders,
          coalesce(sum(revenue_minor) filter (where name = 'purchase'), 0)::text as "revenueMinor"
        from census_events where ${range}`,
  );
  const topPages = await rowsOf(
    db,
    sql`select path, count(*)::int as "pageViews" from census_hits where ${range}
        group by path order by 2 desc, path limit 10`,
  );
  const firsts = sql`(select distinct on (visitor_id, visit_count) referrer, device from census_hits
        where ${range} and visitor_id is not null order by visitor_id, visit_count, received_at, id) f`;
  const referrers = await rowsOf(
    db,
    sql`select referrer, count(*)::int as visits from ${firsts} group by referrer order by 2 desc, referrer limit 10`,
  );
  const devices = await rowsOf(
    db,
    sql`select device, count(*)::int as visits from ${firsts} group by device order by 2 desc, device`,
  );
  const funnel = await rowsOf<{ views: number; adds: number; purchases: number }>(
    db,
    sql`select count(distinct visitor_id) filter (where name = 'CommerceShopping_VisitPDP')::int as views,
          count(distinct visitor_id) filter (where name = 'CommerceShopping_AddToCart' and error_type = '')::int as adds,
          count(distinct visitor_id) filter (where name = 'purchase')::int as purchases
        from census_events where ${range} and visitor_id is not null`,
  );
  const topProducts = await rowsOf(
    db,
    sql`select item_id as "itemId",
          count(*) filter (where name = 'CommerceShopping_VisitPDP')::int as "productViews",
          count(*) filter (where name = 'CommerceShopping_AddToCart' and error_type = '')::int as "addsToCart"
        from census_events where ${range} and item_id <> ''
          and (name = 'CommerceShopping_VisitPDP' or (name = 'CommerceShopping_AddToCart' and error_type = ''))
        group by item_id order by 2 desc, 3 desc, item_id limit 10`,
  );
  return { days, commerce: commerce!, topPages, referrers, devices, funnel: funnel[0]!, topProducts };
}

if (backends.length > 0)
  describe.each(backends)('the census service on $name', (backend) => {
    const running = underTest(() => startCensus(backend));
    const traffic = randomTraffic(seeded(16), 120, start, end);

    itServesServerPlumbing(
      'census',
      'storefront.census.v1.CensusService',
      ['GetAnalytics'],
      () => `127.0.0.1:${running().service.grpc.port}`,
    );

    it('stores every queued hit and event once, even when jobs are delivered twice', async () => {
      const { ingest, db } = running();
      const jobs = jobsOf(traffic);
      const ids: string[] = [];
      // the first job again under another batch id: what a redelivery after a lost acknowledgement does
      for (const job of [...jobs, jobs[0]!]) ids.push(await ingest.add(job));
      expect(new Set(await ingest.settled(ids))).toEqual(new Set(['completed']));
      const hits = await storedIds(
        db,
        'census_hits',
        traffic.hits.map((item) => item.id),
      );
      expect(hits).toEqual({ rows: traffic.hits.length, ids: traffic.hits.length });
      const events = await storedIds(
        db,
        'census_events',
        traffic.events.map((item) => item.id),
      );
      expect(events).toEqual({ rows: traffic.events.length, ids: traffic.events.length });
      expect((await rollUp(db, 35)).quarters).toBeGreaterThan(0);
    });

    it.each(['America/New_York', 'Europe/Oslo', 'Asia/Kolkata', 'Australia/Adelaide', 'Asia/Kathmandu'])(
      'answers exactly what a count over the raw rows gives, per day of %s and over the range',
      async (timeZone) => {
        const { client, db } = running();
        const fromDay = dayText(start, timeZone);
        const toDay = dayText(end, timeZone);
        const answer = await client.call.getAnalytics({ fromDay, toDay, timeZone });
        const raw = await countedFromRaw(db, localDays(fromDay, toDay, timeZone).bounds);

        // the zone's canonical name in Node's ICU data (Asia/Kolkata's is Asia/Calcutta)
        expect(answer.timeZone).toBe(localDays(fromDay, toDay, timeZone).timeZone);
        const rawDay = (day: number | null) => raw.days.find((row) => row.day === day);
        expect(answer.days.map((day) => day.day)).toEqual(localDays(fromDay, toDay, timeZone).days);
        answer.days.forEach((day, index) => {
          const expected = rawDay(index) ?? { visits: 0, uniqueVisitors: 0, pageViews: 0 };
          expect(day.totals).toMatchObject({
            visits: expected.visits,
            uniqueVisitors: expected.uniqueVisitors,
            pageViews: expected.pageViews,
          });
        });
        const total = rawDay(null)!;
        expect(total.pageViews).toBe(traffic.hits.length);
        expect(answer.totals).toMatchObject({
          visits: total.visits,
          uniqueVisitors: total.uniqueVisitors,
          pageViews: total.pageViews,
          ...raw.commerce,
          checkouts: raw.commerce.purchases,
          currency: 'USD',
        });
        expect(answer.topPages).toEqual(raw.topPages);
        expect(answer.referrers).toEqual(raw.referrers);
        expect(answer.devices).toEqual(raw.devices);
        expect(answer.topProducts.map(({ title: _title, ...rest }) => rest)).toEqual(raw.topProducts);
        expect(answer.topProducts[0]!.title).toMatch(/^Item /);
        const { views, adds, purchases } = raw.funnel;
        expect(answer.funnel).toEqual([
          { step: 'Product view', visitors: views, rate: 1 },
          { step: 'Add to cart', visitors: adds, rate: adds / views },
          { step: 'Checkout', visitors: purchases, rate: adds === 0 ? 0 : purchases / adds },
          { step: 'Purchase', visitors: purchases, rate: purchases === 0 ? 0 : 1 },
        ]);
      },
    );

    it('counts a visit once across midnight, its referrer and device from its first hit, a late hit once rolled up again', async () => {
      const { client, db, ingest } = running();
      const timeZone = 'America/New_York';
      // a day of its own, three weeks back
      const day = dayText(Date.now() - 21 * DAY_MS, timeZone);
      const [midnight, next] = localDays(day, day, timeZone).bounds.map((bound) => bound.getTime());
      const visitor = { id: 'night0owl', visitCount: 3 };
      const before = hit(next! - 60_000, { visitor, userAgent: PHONE, referrer: 'https://www.bing.com/x' });
      const after = hit(next! + 60_000, { visitor, userAgent: TABLET, path: '/about' });
      const other = hit(midnight! + 3_600_000, { visitor: { id: 'night0owl', visitCount: 4 }, userAgent: TABLET });
      const ids = [await ingest.add({ kind: 'hits', items: [after, other] })];
      expect(await ingest.settled(ids)).toEqual(['completed']);
      await rollUp(db, 35);
      const nextDay = dayText(next! + 60_000, timeZone);
      // asked before the late hit: the service keeps the days it united, and must not answer from
      // them once a quarter of theirs is rolled up again
      const early = await client.call.getAnalytics({ fromDay: day, toDay: nextDay, timeZone });
      expect(early.referrers).toEqual([{ referrer: '(direct)', visits: 2 }]);
      expect(early.totals).toMatchObject({ visits: 2, uniqueVisitors: 1, pageViews: 2 });
      // the visit's earlier hit arrives late (census was away): its quarter is rolled up again
      ids.push(await ingest.add({ kind: 'hits', items: [before] }));
      ids.push(
        await ingest.add({
          kind: 'events',
          items: [
            event(
              next! - 30_000,
              'CommerceShopping_AddToCart',
              { item_id: 'zzz999', error_type: 'out_of_stock' },
              { visitor },
            ),
          ],
        }),
      );
      expect(await ingest.settled(ids)).toEqual(['completed', 'completed', 'completed']);
      await rollUp(db, 35);

      const answer = await client.call.getAnalytics({ fromDay: day, toDay: nextDay, timeZone });
      expect(
        answer.days.map(({ day: date, totals }) => [date, totals?.visits, totals?.uniqueVisitors, totals?.pageViews]),
      ).toEqual([
        [day, 2, 1, 2],
        [nextDay, 1, 1, 1],
      ]);
      expect(answer.totals).toMatchObject({ visits: 2, uniqueVisitors: 1, pageViews: 3, addsToCart: 0 });
      expect(answer.referrers).toEqual([
        { referrer: '(direct)', visits: 1 },
        { referrer: 'www.bing.com', visits: 1 },
      ]);
      expect(answer.devices).toEqual([
        { device: 'mobile', visits: 1 },
        { device: 'tablet', visits: 1 },
      ]);
      expect(answer.funnel.map((step) => step.visitors)).toEqual([0, 0, 0, 0]);
    });

    // days that start on the half or three quarters of a UTC hour, in and out of daylight saving time
    it.each([
      ['Asia/Kolkata', '+05:30', Date.now() - 14 * DAY_MS],
      ['Asia/Kathmandu', '+05:45', Date.now() - 16 * DAY_MS],
      ['Australia/Adelaide', '+10:30 in summer', Date.parse('2026-01-20T12:00:00Z')],
      ['Australia/Adelaide', '+09:30 in winter', Date.parse('2026-06-20T12:00:00Z')],
    ])('puts hits a minute either side of midnight in %s (%s) on their own days', async (timeZone, _offset, when) => {
      const { client, db, ingest } = running();
      const day = dayText(when, timeZone);
      const dayBefore = dayText(Date.parse(`${day}T12:00:00Z`) - DAY_MS, timeZone);
      const [, midnight] = localDays(dayBefore, day, timeZone).bounds.map((bound) => bound.getTime());
      const owl = { id: `owl${timeZone.replace(/\W/g, '')}${day.replaceAll('-', '')}`, visitCount: 1 };
      const lark = { id: `lark${timeZone.replace(/\W/g, '')}${day.replaceAll('-', '')}`, visitCount: 1 };
      const hits = [
        hit(midnight! - 60_000, { visitor: owl, path: '/before' }),
        hit(midnight! + 60_000, { visitor: owl, path: '/after' }),
        hit(midnight! + 60_000, { visitor: lark, path: '/after' }),
      ];
      const added = event(midnight! - 30_000, 'CommerceShopping_AddToCart', { item_id: 'mid111' }, { visitor: owl });
      const ids = [
        await ingest.add({ kind: 'hits', items: hits }),
        await ingest.add({ kind: 'events', items: [added] }),
      ];
      expect(await ingest.settled(ids)).toEqual(['completed', 'completed']);
      await rollUp(db, 35, { now: when });

      const both = await client.call.getAnalytics({ fromDay: dayBefore, toDay: day, timeZone });
      expect(
        both.days.map(({ day: date, totals }) => [date, totals?.pageViews, totals?.visits, totals?.addsToCart]),
      ).toEqual([
        [dayBefore, 1, 1, 1],
        [day, 2, 2, 0],
      ]);
      expect(both.totals).toMatchObject({ pageViews: 3, visits: 2, uniqueVisitors: 2, addsToCart: 1 });
      const after = await client.call.getAnalytics({ fromDay: day, toDay: day, timeZone });
      expect(after.topPages).toEqual([{ path: '/after', pageViews: 2 }]);
      expect(after.topProducts).toEqual([]);
      const before = await client.call.getAnalytics({ fromDay: dayBefore, toDay: dayBefore, timeZone });
      expect(before.topPages).toEqual([{ path: '/before', pageViews: 1 }]);
      expect(before.topProducts.map(({ itemId, addsToCart }) => [itemId, addsToCart])).toEqual([['mid111', 1]]);
    });

    it('drops the raw days past retention whole, keeps their rollups, and makes the coming days ahead', async () => {
      const { db, ingest, client } = running();
      const old = hit(Date.now() - 40 * DAY_MS, { visitor: { id: 'old0timer', visitCount: 1 } });
      expect(await ingest.settled([await ingest.add({ kind: 'hits', items: [old] })])).toEqual(['completed']);
      // rolled up back then, when its day was within retention
      await rollUp(db, 35, { now: old.receivedAt });
      const day = new Date(old.receivedAt).toISOString().slice(0, 10);
      const partitions = () =>
        rowsOf<{ name: string }>(
          db,
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
              join pg_class p on p.oid = i.inhparent where p.relname = 'census_hits' order by 1`,
        ).then((found) => found.map(({ name }) => name));
      expect(await partitions()).toContain(`census_hits_${day.replaceAll('-', '')}`);

      const { droppedDays } = await deleteExpired(db, 35);
      expect(droppedDays).toContain(day.replaceAll('-', ''));
      const left = await partitions();
      expect(left.every((name) => name.slice(-8) >= dayText(Date.now() - 34 * DAY_MS, 'UTC').replaceAll('-', ''))).toBe(
        true,
      );
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
      expect(left).toContain(`census_hits_${tomorrow}`);
      expect(await storedIds(db, 'census_hits', [old.id])).toEqual({ rows: 0, ids: 0 });
      // the owner's figures of that day are the rollup's, which stay
      const oldDay = dayText(old.receivedAt, 'America/New_York');
      const answer = await client.call.getAnalytics({ fromDay: oldDay, toDay: oldDay, timeZone: 'America/New_York' });
      expect(answer.totals).toMatchObject({ pageViews: 1, visits: 1, uniqueVisitors: 1 });

      // a straggler of that day, stored after its raw day went, does not replace the quarter's rollup
      const late = hit(old.receivedAt + 1_000);
      expect(await ingest.settled([await ingest.add({ kind: 'hits', items: [late] })])).toEqual(['completed']);
      await rollUp(db, 35);
      const after = await client.call.getAnalytics({ fromDay: oldDay, toDay: oldDay, timeZone: 'America/New_York' });
      expect(after.totals).toMatchObject({ pageViews: 1, visits: 1, uniqueVisitors: 1 });
    });

    it('refuses malformed days, reversed and too long ranges, and unknown zones', async () => {
      const { client } = running();
      const refused = (request: { fromDay: string; toDay: string; timeZone: string }) =>
        failure(client.call.getAnalytics(request)).then((error) => [error.code, error.details]);
      expect(await refused({ fromDay: '2026-02-30', toDay: '2026-03-01', timeZone: '' })).toEqual([
        3,
        'from_day must be a day in the form YYYY-MM-DD.',
      ]);
      expect(await refused({ fromDay: '2026-03-02', toDay: '2026-03-01', timeZone: '' })).toEqual([
        3,
        'The range ends before it starts.',
      ]);
      expect(await refused({ fromDay: '2025-01-01', toDay: '2026-01-02', timeZone: '' })).toEqual([
        3,
        'The range spans more than 366 days.',
      ]);
      expect(await refused({ fromDay: '2026-03-01', toDay: '2026-03-01', timeZone: 'Mars/Olympus' })).toEqual([
        3,
        'time_zone is not an IANA time zone, such as America/New_York.',
      ]);
    });
  });

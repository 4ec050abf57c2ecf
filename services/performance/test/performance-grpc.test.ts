import { status } from '@grpc/grpc-js';
import { RATED_EVENTS, THRESHOLDS } from '@storefront/performance-rules';
import { performanceV1 } from '@storefront/proto';
import type { Database } from '@storefront/service-kit';
import { failure, itServesServerPlumbing, noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { METRIC_OF } from '../src/grpc/metrics';
import { errorGroupId } from '../src/domain/top-frame';
import { backends, startPerformance, type PerformanceClient } from './support/running-performance';
import {
  earlierValues,
  errorItem,
  expectedFigures,
  localDay,
  randomRecords,
  recordJobs,
  seeded,
  sourceOf,
  type SentRecord,
} from './support/visits';

jest.setTimeout(120_000);

noteSkippedBackends('performance gRPC');

const DAY_MS = 24 * 60 * 60 * 1000;
const { DeviceClass } = performanceV1;
/** Eight days ago at 00:00 UTC: every moment of the tests lies well inside the default retention. */
const start = Math.floor(Date.now() / DAY_MS) * DAY_MS - 8 * DAY_MS;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The range asked for: six days, the second of which has no records in any zone here. */
const fromDay = dayOf(start);
const toDay = dayOf(start + 5 * DAY_MS);

const random = seeded(17);
const records: SentRecord[] = [
  ...randomRecords(random, 700, start, start + DAY_MS - 3 * 60 * 60 * 1000),
  ...randomRecords(random, 1300, start + 3 * DAY_MS, start + 5 * DAY_MS),
  // around midnight UTC: the evening before in New York, the same morning in Oslo
  ...randomRecords(random, 120, start + 3 * DAY_MS, start + 3 * DAY_MS + 3 * 60 * 60 * 1000),
];

/** Sent first, then replaced by the records' own values: counted by no summary. */
const replaced = earlierValues(random, records, 7);

const daysOfRange = () => Array.from({ length: 6 }, (_, i) => dayOf(start + i * DAY_MS));

const count = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** Checks one MetricSummary list against what the test computes from the records it sent. */
function expectMetrics(metrics: performanceV1.MetricSummary[], sent: SentRecord[]) {
  expect(metrics.map((metric) => metric.metric)).toEqual(RATED_EVENTS.map((event) => METRIC_OF[event]));
  RATED_EVENTS.forEach((event, i) => {
    const expected = expectedFigures(sent, event);
    const { count: n, good, needsImprovement, poor } = metrics[i]!;
    expect({ event, count: n, good, needsImprovement, poor }).toEqual({
      event,
      count: expected.count,
      good: expected.good,
      needsImprovement: expected.needsImprovement,
      poor: expected.poor,
    });
    expect(metrics[i]!.p75).toBeCloseTo(expected.p75, 6);
  });
}

async function summary(client: PerformanceClient, fields: Partial<performanceV1.GetVitalsSummaryRequest> = {}) {
  return client.call.getVitalsSummary({ fromDay, toDay, timeZone: '', slowestPagesLimit: 0, ...fields });
}

if (backends.length > 0)
  describe.each(backends)('performance gRPC service on $name', (backend) => {
    const running = underTest(() => startPerformance(backend));
    const client = () => running().client;
    const db = () => running().service.database.db;

    itServesServerPlumbing(
      'performance',
      'storefront.performance.v1.PerformanceService',
      ['GetVitalsSummary', 'ListErrorGroups', 'GetErrorGroup'],
      () => `127.0.0.1:${running().service.grpc.port}`,
    );

    describe('web vitals', () => {
      beforeAll(async () => {
        const jobs = [...recordJobs(replaced), ...recordJobs(records)];
        // timings are stored beside the rated records and counted by no summary
        jobs.push({
          kind: 'records',
          items: [
            {
              id: '5d0b7c1e-0000-4000-8000-000000000001',
              source: sourceOf('desktop', start + 3 * DAY_MS + 5),
              record: {
                app: 'storefront',
                pageLoadId: 'timings',
                ts: start + 3 * DAY_MS + 5,
                event: 'connection-timings',
                data: { path: '/shop', dns: 12, connect: 30, load: 900 },
              },
            },
          ],
        });
        const ids = await Promise.all(jobs.map((job) => running().ingest.add(job)));
        expect(new Set(await running().ingest.settled(ids))).toEqual(new Set(['completed']));
      });

      it('stores every queued record as one row, rated by the service, the user agent not kept', async () => {
        expect(await count(db(), sql`select count(*)::int as n from performance_records`)).toBe(
          replaced.length + records.length + 1,
        );
        expect(
          await count(
            db(),
            sql`select count(*)::int as n from performance_records where data::text like '%Mozilla%' or browser = ''`,
          ),
        ).toBe(0);
        expect(
          await count(
            db(),
            sql`select count(*)::int as n from performance_records where event = 'connection-timings' and value is null and rating is null`,
          ),
        ).toBe(1);
      });

      it.each(['America/New_York', 'Europe/Oslo'])(
        'gives p75 and shares per local day in %s as the test computes them, empty days with count 0',
        async (timeZone) => {
          const crossing = records.filter(
            (record) => localDay(record.ts, 'America/New_York') !== localDay(record.ts, 'Europe/Oslo'),
          );
          expect(crossing.length).toBeGreaterThan(50);
          const answer = await summary(client(), { timeZone });
          expect(answer.days.map((day) => day.day)).toEqual(daysOfRange());
          for (const day of answer.days)
            expectMetrics(
              day.metrics,
              records.filter((record) => localDay(record.ts, timeZone) === day.day),
            );
          const inRange = records.filter((record) => {
            const day = localDay(record.ts, timeZone);
            return day >= fromDay && day <= toDay;
          });
          // the first UTC day starts the evening before in New York: those records are outside
          if (timeZone === 'America/New_York') expect(inRange.length).toBeLessThan(records.length);
          expectMetrics(answer.overall, inRange);
          const empty = answer.days.find((day) => day.day === daysOfRange()[1])!.metrics;
          expect(empty.every((metric) => metric.count === 0 && metric.p75 === 0)).toBe(true);
        },
      );

      it('filters by path, page type and device class', async () => {
        const timeZone = 'Europe/Oslo';
        const inRange = (record: SentRecord) => {
          const day = localDay(record.ts, timeZone);
          return day >= fromDay && day <= toDay;
        };
        const cases: [performanceV1.VitalsFilter, (record: SentRecord) => boolean][] = [
          [{ path: '/shop/p/linen-shirt', pageType: '', deviceClass: 0 }, (r) => r.path === '/shop/p/linen-shirt'],
          [{ path: '', pageType: 'product', deviceClass: 0 }, (r) => r.pageType === 'product'],
          [{ path: '', pageType: '', deviceClass: DeviceClass.DEVICE_CLASS_MOBILE }, (r) => r.device === 'mobile'],
          [
            { path: '/cart', pageType: 'cart', deviceClass: DeviceClass.DEVICE_CLASS_TABLET },
            (r) => r.path === '/cart' && r.device === 'tablet',
          ],
          [{ path: '/nowhere', pageType: '', deviceClass: 0 }, () => false],
        ];
        for (const [filter, passes] of cases) {
          const answer = await summary(client(), { timeZone, filter });
          expectMetrics(
            answer.overall,
            records.filter((record) => inRange(record) && passes(record)),
          );
          const day = answer.days[3]!;
          expectMetrics(
            day.metrics,
            records.filter((record) => passes(record) && localDay(record.ts, timeZone) === day.day),
          );
        }
      });

      it('lists the pages with the slowest LCP p75 first, each with every metric, and the thresholds', async () => {
        const timeZone = 'UTC';
        const answer = await summary(client(), { timeZone, slowestPagesLimit: 3 });
        const byPage = new Map<string, SentRecord[]>();
        for (const record of records) {
          const key = `${record.path} ${record.pageType}`;
          byPage.set(key, [...(byPage.get(key) ?? []), record]);
        }
        const expected = [...byPage.values()]
          .map((sent) => ({ sent, lcp: expectedFigures(sent, 'largest-contentful-paint').p75 }))
          .sort((a, b) => b.lcp - a.lcp)
          .slice(0, 3);
        expect(answer.slowestPages.map((page) => page.path)).toEqual(expected.map(({ sent }) => sent[0]!.path));
        answer.slowestPages.forEach((page, i) => {
          expect(page.pageType).toBe(expected[i]!.sent[0]!.pageType);
          expectMetrics(page.metrics, expected[i]!.sent);
        });
        expect((await summary(client(), { timeZone })).slowestPages).toHaveLength(byPage.size);
        expect(answer.thresholds).toEqual(
          RATED_EVENTS.map((event) => ({ metric: METRIC_OF[event], ...THRESHOLDS[event] })),
        );
      });

      it('refuses bad days, reversed and too long ranges, unknown zones and device classes', async () => {
        const refused = async (fields: Partial<performanceV1.GetVitalsSummaryRequest>) => {
          const error = await failure(summary(client(), fields));
          return { code: error.code, details: error.details };
        };
        const invalid = (details: string) => ({ code: status.INVALID_ARGUMENT, details });
        expect(await refused({ fromDay: '' })).toEqual(invalid('from_day must be a day in the form YYYY-MM-DD.'));
        expect(await refused({ fromDay: '2025-02-30' })).toEqual(
          invalid('from_day must be a day in the form YYYY-MM-DD.'),
        );
        expect(await refused({ toDay: '20250101' })).toEqual(invalid('to_day must be a day in the form YYYY-MM-DD.'));
        expect(await refused({ fromDay: toDay, toDay: fromDay })).toEqual(invalid('The range ends before it starts.'));
        expect(await refused({ fromDay: '2024-01-01', toDay: '2025-01-01' })).toEqual(
          invalid('The range spans more than 366 days.'),
        );
        expect(await refused({ timeZone: 'Mars/Olympus' })).toEqual(
          invalid('time_zone is not an IANA time zone, such as America/New_York.'),
        );
        expect(
          await refused({ filter: { path: '', pageType: '', deviceClass: 99 as performanceV1.DeviceClass } }),
        ).toEqual(invalid('device_class is not a known device class.'));
        expect(await refused({ filter: { path: 'shop', pageType: '', deviceClass: 0 } })).toEqual(
          invalid('path must be a page path starting with /, at most 2048 characters.'),
        );
        expect(await refused({ filter: { path: '', pageType: 'Product<script>', deviceClass: 0 } })).toEqual(
          invalid('page_type must be a page type such as product, at most 64 characters.'),
        );
        expect(await refused({ slowestPagesLimit: -1 })).toEqual(invalid('slowest_pages_limit must not be negative.'));
        // a full year is fine
        await expect(summary(client(), { fromDay: '2024-01-01', toDay: '2024-12-31' })).resolves.toBeDefined();
      });
    });

    describe('JavaScript errors', () => {
      const errorsDay = start - 20 * DAY_MS;
      const chromeStack = (line: number) =>
        `TypeError: x is undefined\n    at renderPrice (https://shop.example/product.js:${line}:7)\n    at main (https://shop.example/main.js:1:1)`;
      const three = [
        errorItem('x is undefined', chromeStack(120), errorsDay + 1_000, { path: '/shop' }),
        errorItem('x is undefined', chromeStack(120), errorsDay + 3_000, { path: '/cart', device: 'firefox' }),
        errorItem('x is undefined', chromeStack(120), errorsDay + 2_000, { path: '/shop', device: 'mobile' }),
      ];
      const elsewhere = errorItem('x is undefined', chromeStack(300), errorsDay + 4_000);
      const range = { fromDay: dayOf(errorsDay), toDay: dayOf(errorsDay), timeZone: 'UTC' };

      beforeAll(async () => {
        const ids = [
          await running().ingest.add({ kind: 'errors', items: three.slice(0, 2) }),
          await running().ingest.add({ kind: 'errors', items: [three[2]!, elsewhere] }),
        ];
        expect(await running().ingest.settled(ids)).toEqual(['completed', 'completed']);
      });

      it('groups three reports of one error into one group of 3, and another top frame into another', async () => {
        const { groups, hasNextPage } = await client().call.listErrorGroups({ ...range, pageSize: 0, cursor: '' });
        expect(hasNextPage).toBe(false);
        expect(groups).toEqual([
          {
            id: errorGroupId('x is undefined', 'at renderPrice (https://shop.example/product.js:120:7)'),
            message: 'x is undefined',
            topFrame: 'at renderPrice (https://shop.example/product.js:120:7)',
            count: 3,
            firstSeenMs: String(errorsDay + 1_000),
            lastSeenMs: String(errorsDay + 3_000),
            sampleStack: chromeStack(120),
            samplePath: '/cart',
            sampleBrowser: 'Firefox',
            pageCount: 2,
            browserCount: 3,
          },
          expect.objectContaining({
            id: errorGroupId('x is undefined', 'at renderPrice (https://shop.example/product.js:300:7)'),
            count: 1,
          }),
        ]);
      });

      it('gives one group with its count ever and its latest reports, newest first', async () => {
        const id = errorGroupId('x is undefined', 'at renderPrice (https://shop.example/product.js:120:7)');
        const { group, reports } = await client().call.getErrorGroup({ id, reportLimit: 2 });
        expect(group).toMatchObject({ id, count: 3, pageCount: 2, browserCount: 3 });
        expect(reports).toEqual([
          {
            id: three[1]!.id,
            event: 'error',
            message: 'x is undefined',
            stack: chromeStack(120),
            path: '/cart',
            pageType: 'products',
            browser: 'Firefox',
            deviceClass: DeviceClass.DEVICE_CLASS_DESKTOP,
            occurredMs: String(errorsDay + 3_000),
          },
          expect.objectContaining({ id: three[2]!.id, deviceClass: DeviceClass.DEVICE_CLASS_MOBILE }),
        ]);
        for (const unknown of ['', 'f'.repeat(32), 'not a group', 'x'.repeat(5000)]) {
          const error = await failure(client().call.getErrorGroup({ id: unknown, reportLimit: 0 }));
          expect({ code: error.code, details: error.details }).toEqual({
            code: status.NOT_FOUND,
            details: 'This error group does not exist.',
          });
        }
      });

      it('pages through groups, the most frequent first, only with a cursor of the same range', async () => {
        const pagingDay = start - 30 * DAY_MS;
        const items = Array.from({ length: 25 }, (_, group) =>
          Array.from({ length: group + 1 }, (_, n) =>
            errorItem(`failure ${group}`, `failure@https://shop.example/a.js:${group}:1`, pagingDay + group * 1000 + n),
          ),
        ).flat();
        const ids = [];
        for (let i = 0; i < items.length; i += 20)
          ids.push(await running().ingest.add({ kind: 'errors', items: items.slice(i, i + 20) }));
        expect(new Set(await running().ingest.settled(ids))).toEqual(new Set(['completed']));

        const pagingRange = { fromDay: dayOf(pagingDay), toDay: dayOf(pagingDay), timeZone: 'UTC' };
        const seen: performanceV1.ErrorGroup[] = [];
        const pages: boolean[] = [];
        let cursor = '';
        do {
          const page = await client().call.listErrorGroups({ ...pagingRange, pageSize: 10, cursor });
          seen.push(...page.groups);
          pages.push(page.hasNextPage);
          cursor = page.nextPageCursor;
        } while (cursor !== '');
        expect(pages).toEqual([true, true, false]);
        expect(seen.map((group) => group.count)).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
        expect(seen.map((group) => group.message)).toEqual(Array.from({ length: 25 }, (_, i) => `failure ${24 - i}`));

        const first = await client().call.listErrorGroups({ ...pagingRange, pageSize: 10, cursor: '' });
        for (const [fields, bad] of [
          [{ ...range }, first.nextPageCursor],
          [{ ...pagingRange, timeZone: 'Europe/Oslo' }, first.nextPageCursor],
          [pagingRange, 'not-a-cursor'],
          [pagingRange, Buffer.from('{"n":1}').toString('base64url')],
          [pagingRange, 'a'.repeat(5000)],
        ] as const) {
          const error = await failure(client().call.listErrorGroups({ ...fields, pageSize: 10, cursor: bad }));
          expect({ code: error.code, details: error.details }).toEqual({
            code: status.INVALID_ARGUMENT,
            details: 'The cursor is not valid.',
          });
        }
        const negative = await failure(client().call.listErrorGroups({ ...pagingRange, pageSize: -1, cursor: '' }));
        expect(negative.code).toBe(status.INVALID_ARGUMENT);
      });
    });
  });

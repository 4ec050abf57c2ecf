import { randomUUID } from 'node:crypto';
import type { PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import type { Database } from '@storefront/service-kit';
import { noteSkippedBackends, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { errorGroupId } from '../src/domain/top-frame';
import { eventually } from '../../notifications/test/support/eventually';
import { backends, startPerformance } from './support/running-performance';
import { errorItem, randomRecords, recordJobs, seeded } from './support/visits';

jest.setTimeout(120_000);

noteSkippedBackends('performance ingest');

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const storedOf = (db: Database, table: 'performance_records' | 'error_reports', ids: string[]) =>
  rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)} where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  ).then(([row]) => row!.n);

if (backends.length > 0)
  describe.each(backends)('the ingest worker on $name', (backend) => {
    const running = underTest(() => startPerformance(backend));
    const db = () => running().service.database.db;

    it('stores a job run twice, and an item two jobs carry, once; the error group counts each report once', async () => {
      const [records] = recordJobs(randomRecords(seeded(3), 5, now - DAY_MS, now));
      const reports = [1, 2, 3].map((n) =>
        errorItem('twice told', 'at tell (https://shop.example/t.js:1:1)', now - 60_000 * n),
      );
      const errors: PerformanceIngestJob = { kind: 'errors', items: reports };
      const extra = recordJobs(randomRecords(seeded(4), 1, now - DAY_MS, now))[0]!;
      if (records?.kind !== 'records' || extra.kind !== 'records') throw new Error('record jobs expected');
      const overlapping: PerformanceIngestJob = { kind: 'records', items: [records.items[0]!, ...extra.items] };
      const overlappingErrors: PerformanceIngestJob = {
        kind: 'errors',
        items: [reports[0]!, errorItem('twice told', 'at tell (https://shop.example/t.js:1:1)', now - 1000)],
      };
      const { ingest } = running();
      // the same job under a second id is what a redelivery after a lost acknowledgement does
      const ids = [];
      for (const job of [records, records, errors, errors, overlapping, overlappingErrors, overlapping])
        ids.push(await ingest.add(job));
      expect(new Set(await ingest.settled(ids))).toEqual(new Set(['completed']));

      const recordIds = [...records.items, ...extra.items].map((item) => item.id);
      expect(await storedOf(db(), 'performance_records', recordIds)).toBe(6);
      const reportIds = [...reports, overlappingErrors.items[1]!].map((item) => item.id);
      expect(await storedOf(db(), 'error_reports', reportIds)).toBe(4);
      const [group] = await rows<{ report_count: number; first_seen: Date; last_seen: Date }>(
        db(),
        sql`select report_count, first_seen, last_seen from error_groups
            where id = ${errorGroupId('twice told', 'at tell (https://shop.example/t.js:1:1)')}`,
      );
      expect(group!.report_count).toBe(4);
      expect(new Date(group!.first_seen).getTime()).toBe(now - 180_000);
      expect(new Date(group!.last_seen).getTime()).toBe(now - 1000);
    });

    it('fails a malformed job for good, without retries, and stores nothing of it', async () => {
      const [good] = recordJobs(randomRecords(seeded(5), 3, now - DAY_MS, now));
      if (good?.kind !== 'records') throw new Error('a record job expected');
      const report = errorItem('fine', undefined, now);
      const malformed: unknown[] = [
        // one bad item spoils the job: the gateway would never have queued it
        { kind: 'records', items: [...good.items, { ...good.items[0]!, id: 'not-a-uuid' }] },
        { kind: 'records', items: [{ ...good.items[1]!, record: { ...good.items[1]!.record, ts: -1 } }] },
        { kind: 'errors', items: [report, { ...report, id: randomUUID(), report: { event: 'error', data: {} } }] },
        { kind: 'errors', items: [{ ...report, report: { ...report.report, data: { message: 'a\u0000b' } } }] },
        { kind: 'visits', items: good.items },
        { kind: 'records' },
        null,
      ];
      const { ingest } = running();
      const ids = [];
      for (const job of malformed) ids.push(await ingest.add(job as PerformanceIngestJob));
      expect(new Set(await ingest.settled(ids))).toEqual(new Set(['failed']));
      for (const id of ids) expect((await ingest.queue.queue.getJob(id))!.attemptsMade).toBe(1);
      expect(
        await storedOf(
          db(),
          'performance_records',
          good.items.map((item) => item.id),
        ),
      ).toBe(0);
      expect(await storedOf(db(), 'error_reports', [report.id])).toBe(0);
      expect(
        (await rows<{ n: number }>(db(), sql`select count(*)::int as n from error_groups where message = 'fine'`))[0]!
          .n,
      ).toBe(0);
    });
  });

if (backends.length > 0)
  describe.each(backends)('retention on $name', (backend) => {
    const running = underTest(() =>
      startPerformance(backend, { PERFORMANCE_RETENTION_DAYS: '30', PERFORMANCE_RETENTION_EVERY_SECONDS: '1' }),
    );
    const db = () => running().service.database.db;

    it('deletes records and reports older than the retention, and groups with no report left', async () => {
      const old = now - 40 * DAY_MS;
      const recent = now - 5 * DAY_MS;
      const oldRecords = randomRecords(seeded(6), 20, old - DAY_MS, old);
      const recentRecords = randomRecords(seeded(7), 20, recent - DAY_MS, recent);
      const frame = (name: string) => `${name}@https://shop.example/r.js:1:1`;
      const reports = [
        errorItem('gone', frame('gone'), old),
        errorItem('kept', frame('kept'), old),
        errorItem('kept', frame('kept'), recent),
      ];
      const { ingest } = running();
      const ids = [
        ...(await Promise.all(recordJobs([...oldRecords, ...recentRecords], 15).map((job) => ingest.add(job)))),
        await ingest.add({ kind: 'errors', items: reports }),
      ];
      expect(new Set(await ingest.settled(ids))).toEqual(new Set(['completed']));

      const left = () =>
        Promise.all([
          storedOf(
            db(),
            'performance_records',
            oldRecords.map((record) => record.id),
          ),
          storedOf(db(), 'error_reports', [reports[0]!.id, reports[1]!.id]),
          rows<{ message: string; report_count: number }>(
            db(),
            sql`select message, report_count from error_groups order by message`,
          ),
        ]);
      // the job deletes in short statements, the empty groups last: wait for the whole pass
      const [oldLeft, oldReportsLeft, groups] = await eventually(
        left,
        ([a, b, found]) => a === 0 && b === 0 && found.every((group) => group.message !== 'gone'),
        15_000,
      );
      expect({ oldLeft, oldReportsLeft, groups }).toEqual({
        oldLeft: 0,
        oldReportsLeft: 0,
        // a group keeps its count ever while it has reports
        groups: [{ message: 'kept', report_count: 2 }],
      });
      expect(
        await storedOf(
          db(),
          'performance_records',
          recentRecords.map((record) => record.id),
        ),
      ).toBe(20);
      expect(await storedOf(db(), 'error_reports', [reports[2]!.id])).toBe(1);
    });
  });

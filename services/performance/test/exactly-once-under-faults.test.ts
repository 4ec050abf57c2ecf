import type { PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import {
  createThrowawayDatabase,
  forgetQueueKeys,
  spawnBuiltService,
  testServiceEnv,
  type BuiltServiceProcess,
} from '@storefront/service-kit/testing';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Pool } from 'pg';
import { errorGroupId } from '../src/domain/top-frame';
import { eventually } from '../../notifications/test/support/eventually';
import { openIngestQueue, redisUrl } from './support/running-performance';
import { errorItem, randomRecords, recordJobs, seeded } from './support/visits';

/** The built service, as a deployment runs it. */
const SERVICE_MAIN = path.join(__dirname, '..', 'dist', 'main.js');

/**
 * Exactly once under a kill: the built service (two processes) takes a stream of ingest jobs and
 * both are killed with SIGKILL mid-stream, then started again. Jobs they held are handed out again
 * by BullMQ once their locks lapse (its stalled-job check, about 30 s), some after their rows were
 * committed. Every record and report must then be stored exactly once, and every error group must
 * count exactly its reports: a redelivered job that added to a group again would show here.
 */

jest.setTimeout(180_000);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) it.skip('exactly once under a kill (skipped: needs DATABASE_URL)', () => undefined);

const RECORD_JOBS = 300;
const RECORDS_PER_JOB = 50;
const ERROR_JOBS = 100;
const REPORTS_PER_JOB = 20;
const GROUPS = 10;

if (databaseUrl)
  it('stores every item of a stream once when its workers are killed with SIGKILL mid-stream', async () => {
    const started = Date.now();
    const database = await createThrowawayDatabase(databaseUrl, 'performance_faults');
    const prefix = `perf-faults-${randomBytes(4).toString('hex')}`;
    const env = {
      ...testServiceEnv,
      GRPC_PORT: '0',
      LOG_LEVEL: 'warn',
      PERFORMANCE_DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      PERFORMANCE_QUEUE_PREFIX: prefix,
      PERFORMANCE_INGEST_CONCURRENCY: '4',
    };
    const ingest = openIngestQueue(prefix);
    const pool = new Pool({ connectionString: database.url, max: 2 });
    const count = async (query: string) => Number((await pool.query(query)).rows[0].n);
    let processes: BuiltServiceProcess[] = [];
    try {
      processes = [spawnBuiltService(SERVICE_MAIN, env), spawnBuiltService(SERVICE_MAIN, env)];

      const now = Date.now();
      const records = randomRecords(seeded(99), RECORD_JOBS * RECORDS_PER_JOB, now - 60 * 60 * 1000, now);
      const jobs: PerformanceIngestJob[] = recordJobs(records, RECORDS_PER_JOB);
      const reports = Array.from({ length: ERROR_JOBS * REPORTS_PER_JOB }, (_, i) =>
        errorItem(`fault ${i % GROUPS}`, `at fault${i % GROUPS} (https://shop.example/f.js:1:1)`, now - i),
      );
      for (let i = 0; i < ERROR_JOBS; i++)
        jobs.splice(i * 4, 0, { kind: 'errors', items: reports.slice(i * REPORTS_PER_JOB, (i + 1) * REPORTS_PER_JOB) });

      // the stream: a third queued, the kill once rows are arriving, the rest while nobody works
      const third = Math.floor(jobs.length / 3);
      const ids = await Promise.all(jobs.slice(0, third).map((job) => ingest.add(job)));
      await eventually(
        // the processes migrate the database as they start
        () => count('select count(*)::int as n from performance_records').catch(() => 0),
        (n) => n >= 2_000,
        60_000,
      );
      await Promise.all(processes.map((process) => process.kill()));
      const killedAt = Date.now();
      const storedAtKill = await count('select count(*)::int as n from performance_records');
      const heldAtKill = (await ingest.queue.queue.getJobCounts('active')).active;
      ids.push(...(await Promise.all(jobs.slice(third).map((job) => ingest.add(job)))));
      processes = [spawnBuiltService(SERVICE_MAIN, env), spawnBuiltService(SERVICE_MAIN, env)];

      const states = await ingest.settled(ids, 120_000);
      const settledAt = Date.now();
      const stored = {
        records: await count('select count(distinct id)::int as n from performance_records'),
        recordRows: await count('select count(*)::int as n from performance_records'),
        reports: await count('select count(*)::int as n from error_reports'),
        counted: await count('select coalesce(sum(report_count), 0)::int as n from error_groups'),
        groups: await count('select count(*)::int as n from error_groups'),
      };
      const perGroup = (await pool.query('select id, report_count from error_groups')).rows as {
        id: string;
        report_count: number;
      }[];
      const figures = {
        jobs: ids.length,
        killedAfterSeconds: (killedAt - started) / 1000,
        settledAfterKillSeconds: (settledAt - killedAt) / 1000,
        storedAtKill,
        heldAtKill,
        ...stored,
        seconds: (Date.now() - started) / 1000,
      };
      process.stdout.write(`exactly once under SIGKILL: ${JSON.stringify(figures)}\n`);

      expect(new Set(states)).toEqual(new Set(['completed']));
      expect(heldAtKill).toBeGreaterThan(0);
      expect(stored).toEqual({
        records: records.length,
        recordRows: records.length,
        reports: reports.length,
        counted: reports.length,
        groups: GROUPS,
      });
      const missing = await pool.query(
        'select count(*)::int as n from unnest($1::uuid[]) as sent(id) where not exists (select 1 from performance_records r where r.id = sent.id)',
        [records.map((record) => record.id)],
      );
      expect(missing.rows[0].n).toBe(0);
      const expectedGroups = Array.from({ length: GROUPS }, (_, g) => ({
        id: errorGroupId(`fault ${g}`, `at fault${g} (https://shop.example/f.js:1:1)`),
        report_count: reports.length / GROUPS,
      }));
      expect(perGroup.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        expectedGroups.sort((a, b) => a.id.localeCompare(b.id)),
      );
    } finally {
      await Promise.all(processes.map((process) => process.stop()));
      await ingest.close();
      await pool.end();
      await database.drop();
      await forgetQueueKeys(redisUrl, prefix);
    }
  });

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  createThrowawayDatabase,
  spawnBuiltService,
  startPrivateRedis,
  testServiceEnv,
  type BuiltServiceProcess,
  type PrivateRedis,
} from '@storefront/service-kit/testing';
import { Pool } from 'pg';
import { hitData } from './support/census-calls';
import { censusForm } from './support/census-calls';
import { startGatewayOver, type RunningShop, startTestShop } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

/**
 * Ingest under faults, end to end: a steady stream of page views and their hits through the
 * gateway while the census service (the built one, as a deployment runs it) is killed and kept
 * away for 30 s and Redis (persistent, as deployed: AOF, fsync always) is killed and restarted
 * once meanwhile. Pages must keep answering 200 and hits 202; afterwards every accepted hit must
 * be stored exactly once, counted by the gateway's hit id and by the mark each hit carries.
 */

jest.setTimeout(300_000);

const CENSUS_MAIN = path.join(__dirname, '..', '..', 'census', 'dist', 'main.js');
const databaseUrl = process.env.DATABASE_URL;
const CENSUS_AWAY_MS = 30_000;
const STREAM_MS = 45_000;
const SENDERS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWhenPGliteRuns('census under faults', 'census hits under faults', () => {
  if (!databaseUrl) {
    it.skip('census hits under faults (skipped: needs DATABASE_URL)', () => undefined);
    return;
  }

  it('keeps pages at 200 while census is away for 30 s and Redis restarts, and stores every accepted hit once', async () => {
    const started = Date.now();
    const database = await createThrowawayDatabase(databaseUrl, 'census_faults');
    const redis: PrivateRedis = await startPrivateRedis({ persistent: true });
    const prefix = `census-faults-${randomBytes(4).toString('hex')}`;
    const censusEnv = {
      ...testServiceEnv,
      GRPC_PORT: '0',
      LOG_LEVEL: 'warn',
      CENSUS_DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      CENSUS_QUEUE_PREFIX: prefix,
    };
    const pool = new Pool({ connectionString: database.url, max: 2 });
    let census: BuiltServiceProcess | undefined = spawnBuiltService(CENSUS_MAIN, censusEnv);
    let shop: RunningShop | undefined;
    let gateway: Awaited<ReturnType<typeof startGatewayOver>>['gateway'] | undefined;
    try {
      shop = await startTestShop();
      ({ gateway } = await startGatewayOver(shop, {
        REDIS_URL: redis.url,
        CENSUS_QUEUE_PREFIX: prefix,
        CENSUS_RATE_LIMIT: '1000000',
      }));
      const url = gateway.url;
      const statuses = { pages: new Map<number, number>(), hits: new Map<number, number>() };
      const tally = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
      const accepted: string[] = [];
      let sent = 0;
      let streaming = true;

      const sender = async (n: number) => {
        const visitor = await new Visitor(url).arrive();
        while (streaming) {
          const mark = `hit-${n}-${sent++}`;
          const page = await visitor.fetch('/shop');
          await page.arrayBuffer();
          tally(statuses.pages, page.status);
          const response = await censusForm(visitor, '/api/census/RecordHit', {
            event: 'View',
            data: JSON.stringify(hitData('/shop', { title: mark })),
            ss_cvr: `v${n}|1|1|1|1`,
          });
          tally(statuses.hits, response.status);
          if (response.status === 202) accepted.push(mark);
          await pause(20);
        }
      };
      const stream = Promise.all(Array.from({ length: SENDERS }, (_, n) => sender(n)));

      await pause(5_000);
      await census.kill();
      census = undefined;
      const awayAt = Date.now();
      await pause(10_000);
      await redis.restart();
      const redisRestartedAt = Date.now();
      await pause(CENSUS_AWAY_MS - (Date.now() - awayAt));
      census = spawnBuiltService(CENSUS_MAIN, censusEnv);
      const backAt = Date.now();
      await pause(Math.max(0, STREAM_MS - (Date.now() - started)));
      streaming = false;
      await stream;
      const streamEndedAt = Date.now();

      const count = async () =>
        (
          await pool.query<{ rows: number; ids: number; marks: number }>(
            `select count(*)::int as rows, count(distinct id)::int as ids, count(distinct title)::int as marks
             from census_hits`,
          )
        ).rows[0]!;
      let stored = await count();
      while (stored.rows < accepted.length && Date.now() - streamEndedAt < 150_000) {
        await pause(500);
        stored = await count();
      }
      const figures = {
        sent,
        accepted: accepted.length,
        pages: Object.fromEntries(statuses.pages),
        hits: Object.fromEntries(statuses.hits),
        censusAwaySeconds: (backAt - awayAt) / 1000,
        redisRestartedAfterCensusKilledSeconds: (redisRestartedAt - awayAt) / 1000,
        allStoredAfterStreamSeconds: (Date.now() - streamEndedAt) / 1000,
        ...stored,
      };
      process.stdout.write(`census ingest under faults: ${JSON.stringify(figures)}\n`);

      expect([...statuses.pages.keys()]).toEqual([200]);
      expect([...statuses.hits.keys()]).toEqual([202]);
      expect(accepted.length).toBeGreaterThan(200);
      expect(stored).toEqual({ rows: accepted.length, ids: accepted.length, marks: accepted.length });
      const missing = await pool.query<{ n: number }>(
        'select count(*)::int as n from unnest($1::text[]) as sent(mark) where not exists (select 1 from census_hits h where h.title = sent.mark)',
        [accepted],
      );
      expect(missing.rows[0]!.n).toBe(0);
    } finally {
      await gateway?.stop();
      await shop?.stop();
      await census?.stop();
      await pool.end();
      await database.drop();
      await redis.stop();
    }
  });
});

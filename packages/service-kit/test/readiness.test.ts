import Redis from 'ioredis';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { checkReadiness } from '../src/readiness';
import { runInNode } from './node-process';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('checkReadiness', () => {
  it('is ready when Redis answers PING', async () => {
    const redis = new Redis(redisUrl);
    await expect(checkReadiness({ redis })).resolves.toEqual({ ready: true, checks: { redis: { ok: true } } });
    await redis.quit();
  });

  it('is not ready, with a reason, when Redis is on a wrong port', async () => {
    const redis = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const readiness = await checkReadiness({ redis, timeoutMs: 500 });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.redis.ok).toBe(false);
    expect(readiness.checks.redis.reason).toMatch(/ECONNREFUSED|Connection is closed|no answer within 500 ms/);
    redis.disconnect();
  });

  it('gives up on a dependency that does not answer within the timeout', async () => {
    const started = Date.now();
    const silent = { ping: () => new Promise<string>(() => undefined) };
    const readiness = await checkReadiness({ redis: silent, timeoutMs: 100 });
    expect(readiness).toEqual({ ready: false, checks: { redis: { ok: false, reason: 'no answer within 100 ms' } } });
    expect(Date.now() - started).toBeLessThan(500);
  });

  // PGlite runs in a child Node process: see node-process.ts for why.
  it('is ready with a live PGlite database and Redis', async () => {
    const readiness = await runInNode<unknown>(
      [
        'database.ts',
        'pglite-extensions.ts',
        'pglite-template.ts',
        'raw-rows.ts',
        'resource-metrics.ts',
        'metrics.ts',
        'startup-error.ts',
        'readiness.ts',
        'time-limit.ts',
      ],
      `const pino = require('pino');
       const Redis = require('ioredis').default;
       const { openDatabase } = require('./database.js');
       const { checkReadiness } = require('./readiness.js');
       (async () => {
         const database = await openDatabase({ dataDir: 'memory://', migrationsFolder: process.env.MIGRATIONS, logger: pino({ level: 'silent' }) });
         const redis = new Redis(process.env.REDIS_URL);
         // a fresh PGlite's first query can take over the default second beside other suites
         const readiness = await checkReadiness({ db: database.db, redis, timeoutMs: 10000 });
         await redis.quit();
         await database.close();
         console.log(JSON.stringify(readiness));
       })().catch((error) => { console.error(error); process.exit(1); });`,
      { MIGRATIONS: `${__dirname}/fixtures/migrations`, REDIS_URL: redisUrl },
    );
    expect(readiness).toEqual({ ready: true, checks: { database: { ok: true }, redis: { ok: true } } });
  }, 60_000);

  const databaseUrl = process.env.DATABASE_URL;
  (databaseUrl ? it : it.skip)(
    `reports a PostgreSQL database it cannot reach${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`,
    async () => {
      const live = new Pool({ connectionString: databaseUrl });
      expect(await checkReadiness({ db: drizzle({ client: live }) })).toEqual({
        ready: true,
        checks: { database: { ok: true } },
      });
      await live.end();
      const wrong = new URL(databaseUrl as string);
      wrong.port = '1';
      const dead = new Pool({ connectionString: wrong.toString() });
      const readiness = await checkReadiness({ db: drizzle({ client: dead }), timeoutMs: 1_000 });
      expect(readiness.ready).toBe(false);
      expect(readiness.checks.database.reason).toMatch(/ECONNREFUSED|no answer/);
      await dead.end();
    },
  );
});

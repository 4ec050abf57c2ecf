import type { ServiceDefinition } from '@grpc/grpc-js';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { RunningGrpcServer } from '../src/grpc-server';
import { healthStatus } from '../src/grpc-probes';
import { capturedLogger } from '../src/testing';
import { startPrivateRedis, type PrivateRedis } from '../src/private-redis';
import { watchReadiness, type ReadinessWatch } from '../src/readiness-watch';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/test-databases';
import { shopDefinition, shopImplementation } from './shop-service';
import { startTestServer } from './test-server';

const serverUrl = process.env.DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;
const SHOP = 'test.shop.v1.ShopService';

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnPostgres(
  `gRPC health follows the database and Redis${serverUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`,
  () => {
    let redis: PrivateRedis;
    let database: ThrowawayDatabase;
    let pool: Pool;
    let grpc: RunningGrpcServer;
    let watch: ReadinessWatch;
    const { logger, lines } = capturedLogger();
    const status = (service: string) => healthStatus(`127.0.0.1:${grpc.port}`, service);
    const becomes = (service: string, wanted: string) =>
      eventually(`${service || 'the server'} to be ${wanted}`, async () => (await status(service)) === wanted);
    const admin = () => new Pool({ connectionString: serverUrl, max: 1 });
    const databaseName = () => new URL(database.url).pathname.slice(1);

    beforeAll(async () => {
      redis = await startPrivateRedis();
      database = await createThrowawayDatabase(serverUrl!, 'readiness');
      pool = new Pool({ connectionString: database.url, max: 2 });
      // an idle client losing its connection is the pool's to replace
      pool.on('error', () => undefined);
      grpc = await startTestServer({
        services: [{ definition: shopDefinition as unknown as ServiceDefinition, implementation: shopImplementation }],
      });
      watch = await watchReadiness({
        db: drizzle(pool),
        redisUrl: redis.url,
        setReady: grpc.setReady,
        logger,
        intervalMs: 100,
      });
    });
    afterAll(async () => {
      await watch.stop();
      await grpc.shutdown();
      await pool.end();
      await database.drop();
      await redis.stop();
    });

    it('serves while both answer', async () => {
      await becomes(SHOP, 'SERVING');
      expect(watch.current()).toEqual({ ready: true, checks: { database: { ok: true }, redis: { ok: true } } });
    });

    it('reports the service NOT_SERVING while Redis is down, the server itself still SERVING, and SERVING once it is back', async () => {
      await redis.stop();
      await becomes(SHOP, 'NOT_SERVING');
      await expect(status('')).resolves.toBe('SERVING');
      expect(watch.current().checks.redis?.ok).toBe(false);
      expect(lines.some((line) => String(line.msg).startsWith('not ready'))).toBe(true);
      await redis.restart();
      await becomes(SHOP, 'SERVING');
    });

    it('reports the service NOT_SERVING while the database refuses connections, and SERVING once it takes them again', async () => {
      const sql = admin();
      try {
        await sql.query(`alter database ${databaseName()} with allow_connections false`);
        await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [databaseName()]);
        await becomes(SHOP, 'NOT_SERVING');
        expect(watch.current().checks.database?.ok).toBe(false);
        await expect(status('')).resolves.toBe('SERVING');
        await sql.query(`alter database ${databaseName()} with allow_connections true`);
        await becomes(SHOP, 'SERVING');
      } finally {
        await sql.query(`alter database ${databaseName()} with allow_connections true`);
        await sql.end();
      }
    });
  },
);

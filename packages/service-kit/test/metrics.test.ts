import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServiceDefinition } from '@grpc/grpc-js';
import pino from 'pino';
import { createClient } from '../src/grpc-client';
import type { RunningGrpcServer } from '../src/grpc-server';
import { openDatabase } from '../src/database';
import { startMetricsServer, type MetricsServer } from '../src/metrics-server';
import { createQueue, type ServiceQueue } from '../src/queues';
import { createThrowawayDatabase, failure, forgetQueueKeys, testServiceAuth } from '../src/testing';
import { ShopClient, shopContract, shopDefinition, shopImplementation } from './shop-service';
import { startTestServer } from './test-server';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseUrl = process.env.DATABASE_URL;
const logger = pino({ level: 'silent' });
const GET_ITEM = '/test.shop.v1.ShopService/GetItem';

/** The value of the sample `name{labels}` in Prometheus text, labels in the order they were declared. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics on METRICS_PORT', () => {
  const prefix = `test-metrics-${randomUUID()}`;
  let metrics: MetricsServer;
  let server: RunningGrpcServer;
  let queue: ServiceQueue<number>;
  const scrape = () => fetch(`http://127.0.0.1:${metrics.port}/metrics`);

  beforeAll(async () => {
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', logger });
    server = await startTestServer({
      services: [{ definition: shopDefinition as unknown as ServiceDefinition, implementation: shopImplementation }],
    });
    queue = createQueue<number>('metrics-jobs', { connection: { url: redisUrl }, prefix });
  });
  afterAll(async () => {
    await queue.close();
    await server.shutdown();
    await metrics.close();
    await forgetQueueKeys(redisUrl, prefix);
  });

  it("counts and times each gRPC call by method and status, and shows the process's own metrics", async () => {
    const client = createClient(ShopClient, `127.0.0.1:${server.port}`, {
      contract: shopContract,
      deadlineMs: 2_000,
      auth: testServiceAuth(),
    });
    const getItem = (id: string) => client.call.getItem({ id });
    await getItem('1');
    await getItem('2');
    await failure(getItem('missing'));
    client.close();

    const response = await scrape();
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = (code: string) => `grpc_method="${GET_ITEM}",grpc_code="${code}"`;
    expect(sample(text, 'grpc_server_calls_total', labels('OK'))).toBe(2);
    expect(sample(text, 'grpc_server_calls_total', labels('NOT_FOUND'))).toBe(1);
    // every call is in the +Inf bucket, and the buckets are cumulative
    expect(sample(text, 'grpc_server_calls_duration_seconds_bucket', `le="+Inf",${labels('OK')}`)).toBe(2);
    expect(sample(text, 'grpc_server_calls_duration_seconds_count', labels('OK'))).toBe(2);
    expect(sample(text, 'grpc_server_calls_duration_seconds_bucket', `le="30",${labels('OK')}`)).toBe(2);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('reads the depth of each queue the process adds to from Redis when scraped', async () => {
    await queue.add('count', 1, { delay: 60_000 });
    await queue.add('count', 2);
    await queue.add('count', 3);
    const text = await (await scrape()).text();
    expect(sample(text, 'bullmq_queue_jobs', 'queue="metrics-jobs",state="waiting"')).toBe(2);
    expect(sample(text, 'bullmq_queue_jobs', 'queue="metrics-jobs",state="delayed"')).toBe(1);
    expect(sample(text, 'bullmq_queue_jobs', 'queue="metrics-jobs",state="active"')).toBe(0);
    expect(sample(text, 'bullmq_queue_jobs', 'queue="metrics-jobs",state="failed"')).toBe(0);
  });

  (databaseUrl ? it : it.skip)(
    `shows the PostgreSQL pool's connections${databaseUrl ? '' : ' (skipped: DATABASE_URL is not set)'}`,
    async () => {
      const throwaway = await createThrowawayDatabase(databaseUrl!, 'service_kit_metrics');
      const migrationsFolder = path.join(__dirname, 'fixtures/migrations');
      const database = await openDatabase({ url: throwaway.url, dataDir: 'unused', migrationsFolder, logger });
      try {
        const text = await (await scrape()).text();
        // the migrations ran through the pool, which keeps its connection for the next query
        expect(sample(text, 'db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections', 'state="waiting"')).toBe(0);
      } finally {
        await database.close();
        await throwaway.drop();
      }
      const closed = await (await scrape()).text();
      expect(sample(closed, 'db_pool_connections', 'state="total"')).toBe(0);
    },
  );

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

import { notificationsV1 } from '@storefront/proto';
import type { Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import {
  type BuiltServiceProcess,
  clientOfTestService,
  createThrowawayDatabase,
  forgetQueueKeys,
  pgliteRuns,
  type PrivateRedis,
  spawnBuiltService,
  startPrivateRedis,
  startQuietly,
  testServiceEnv,
  type ThrowawayDatabase,
} from '@storefront/service-kit/testing';
import { loadNotificationsConfig } from '../src/config';
import { messageIdFor } from '../src/mail/message-id';
import { notifications as notificationsDefinition } from '../src/service';
import { eventually } from './support/eventually';
import { startMailSink, type MailSink } from './support/mail-sink';
import {
  demoProduct,
  redisUrl as sharedRedisUrl,
  startDemoCatalog,
  type RunningCatalog,
} from './support/running-notifications';

/** The built service, as a deployment runs it (as a queue worker here). */
const SERVICE_MAIN = path.join(__dirname, '..', 'dist', 'main.js');

/**
 * Exactly once under faults: 20,000 sign-ups, send-all, and the delivery workers (real processes
 * running the built service) killed with SIGKILL three times during the fan-out and delivery — or
 * the Redis they work from restarted empty. Afterwards every sign-up must have received exactly
 * one distinct Message-ID at the SMTP sink: none missing, none with two. Raw re-deliveries of a
 * Message-ID already received (a worker killed between the relay's acceptance and the mark) are
 * counted and printed: that window is the only place a copy can come from.
 */

jest.setTimeout(360_000);

const publicUrl = 'http://localhost:8080';
const camera = demoProduct('vintage-film-camera');
const pins = demoProduct('enamel-pin-set');
const groups = [
  { productId: camera.id, variantId: camera.variants[0]!.id, count: 10_000 },
  { productId: pins.id, variantId: pins.variants[0]!.id, count: 5_000 },
  { productId: pins.id, variantId: pins.variants[1]!.id, count: 5_000 },
];
const signUpTotal = groups.reduce((sum, group) => sum + group.count, 0);

const databaseUrl = process.env.DATABASE_URL;
const runs = pgliteRuns && databaseUrl !== undefined;
if (!runs)
  it.skip('exactly once under faults (skipped: needs DATABASE_URL and PGlite for the catalog)', () => undefined);

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

interface Harness {
  sink: MailSink;
  database: ThrowawayDatabase;
  catalog: RunningCatalog;
  server: Awaited<ReturnType<typeof startQuietly>>;
  client: ReturnType<typeof clientOfTestService<typeof notificationsV1.NotificationsServiceService>>;
  workerEnv: NodeJS.ProcessEnv;
  workers: BuiltServiceProcess[];
  logs: string[];
  redisUrl: string;
  prefix: string;
}

async function startHarness(redisUrl: string, prefix: string): Promise<Harness> {
  const sink = await startMailSink();
  const database = await createThrowawayDatabase(databaseUrl!, 'notifications_faults');
  const catalog = await startDemoCatalog();
  const env = {
    ...testServiceEnv,
    NOTIFICATIONS_DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    NOTIFICATIONS_QUEUE_PREFIX: prefix,
    SMTP_URL: sink.url,
    NOTIFICATIONS_PUBLIC_URL: publicUrl,
    CATALOG_ADDR: catalog.address,
    NOTIFICATIONS_LEASE_SECONDS: '6',
    NOTIFICATIONS_SWEEP_EVERY_MS: '1000',
    NOTIFICATIONS_RETRY_DELAY_MS: '200',
    LOG_LEVEL: 'info',
  };
  const server = await startQuietly(
    notificationsDefinition,
    loadNotificationsConfig({ ...env, GRPC_PORT: '0', NOTIFICATIONS_ROLE: 'server', LOG_LEVEL: 'silent' }),
  );
  const client = clientOfTestService(
    notificationsV1.NotificationsServiceClient,
    notificationsV1.NotificationsServiceDefinition,
    server,
  );
  // the setup is not under test: one statement per group
  for (const group of groups)
    await server.database.db.execute(sql`
      insert into restock_sign_ups (product_id, variant_id, email, language)
      select ${group.productId}, ${group.variantId}, 'visitor-' || g || '-' || ${group.variantId} || '@example.com', ''
      from generate_series(1, ${group.count}) g`);
  return { sink, database, catalog, server, client, workerEnv: env, workers: [], logs: [], redisUrl, prefix };
}

function startWorkers(harness: Harness, n: number): void {
  for (let i = 0; i < n; i++)
    harness.workers.push(spawnBuiltService(SERVICE_MAIN, { NOTIFICATIONS_ROLE: 'worker', ...harness.workerEnv }));
}

async function killWorkers(harness: Harness): Promise<void> {
  const killed = harness.workers.splice(0);
  await Promise.all(killed.map((worker) => worker.kill()));
  harness.logs.push(...killed.map((worker) => worker.output()));
}

async function stopHarness(harness: Harness): Promise<void> {
  const stopping = harness.workers.splice(0);
  await Promise.all(stopping.map((worker) => worker.stop()));
  harness.logs.push(...stopping.map((worker) => worker.output()));
  harness.client.close();
  await harness.server.stop();
  await harness.catalog.stop();
  await harness.sink.close();
  await harness.database.drop();
}

async function sendAllAndWait(harness: Harness, faults: () => Promise<void>) {
  const started = Date.now();
  const { sendRequests } = await harness.client.call.sendAllRestockNotices({
    sendRequests: [],
    idempotencyKey: 'faults',
    requestedBy: '',
  });
  expect(sendRequests).toHaveLength(groups.length);
  await faults();
  const ids = sendRequests.map((request) => request.id);
  const done = await eventually(
    () => harness.client.call.listSendRequests({ ids, cursor: '', pageSize: 0 }),
    ({ sendRequests: now }) =>
      now.every((request) => request.state === notificationsV1.SendRequestState.SEND_REQUEST_STATE_FINISHED),
    240_000,
  );
  return { sendRequests: done.sendRequests, seconds: (Date.now() - started) / 1000 };
}

/** Every sign-up's notice, as the sink received it: missing, doubled and raw re-deliveries. */
async function tally(harness: Harness, sendRequests: notificationsV1.SendRequest[]) {
  const byGroup = new Map(sendRequests.map((request) => [`${request.productId}/${request.variantId}`, request.id]));
  const result = (await harness.server.database.db.execute(
    sql`select id, product_id as "productId", variant_id as "variantId", email from restock_sign_ups`,
  )) as unknown as { rows: { id: string; productId: string; variantId: string; email: string }[] };
  const received = new Map<string, Set<string>>();
  for (const message of harness.sink.messages) {
    const to = message.to[0]!;
    if (!received.has(to)) received.set(to, new Set());
    received.get(to)!.add(message.messageId);
  }
  let missing = 0;
  let doubled = 0;
  let wrongId = 0;
  for (const signUp of result.rows) {
    const ids = received.get(signUp.email);
    if (!ids || ids.size === 0) missing += 1;
    else if (ids.size > 1) doubled += 1;
    else {
      const sendRequestId = byGroup.get(`${signUp.productId}/${signUp.variantId}`)!;
      if (!ids.has(messageIdFor(`${sendRequestId}:${signUp.id}`, publicUrl))) wrongId += 1;
    }
  }
  const distinct = new Set(harness.sink.messages.map((message) => message.messageId)).size;
  return {
    signUps: result.rows.length,
    missing,
    doubled,
    wrongId,
    rawRedeliveries: harness.sink.messages.length - distinct,
  };
}

/** Polls until `ready` holds, then runs the fault. */
async function when(ready: () => Promise<boolean> | boolean, fault: () => Promise<void>): Promise<void> {
  await eventually(
    async () => ready(),
    (value) => value,
    120_000,
  );
  await fault();
}

async function expectExactlyOnce(
  harness: Harness,
  sendRequests: notificationsV1.SendRequest[],
  label: string,
  seconds: number,
) {
  const figures = await tally(harness, sendRequests);
  process.stdout.write(`${label}: ${JSON.stringify({ ...figures, seconds })}\n`);
  expect(figures).toMatchObject({ signUps: signUpTotal, missing: 0, doubled: 0, wrongId: 0 });
  expect(sendRequests.reduce((sum, request) => sum + request.sent, 0)).toBe(signUpTotal);
  expect(sendRequests.every((request) => request.failed === 0 && request.queued === 0)).toBe(true);
  const db = harness.server.database.db;
  await expect(count(db, sql`select count(*)::int as n from restock_sign_ups where notified_at is null`)).resolves.toBe(
    0,
  );
  await expect(count(db, sql`select count(*)::int as n from outbox where state <> 'sent'`)).resolves.toBe(0);
  // the workers' logs, killed ones included, hold ids and counts only
  expect(harness.logs.join('\n')).not.toMatch(/@example\.com/);
}

if (runs)
  describe('exactly once under faults (PostgreSQL, Redis, real worker processes)', () => {
    it('delivers every notice once when the workers are killed three times mid-way', async () => {
      const prefix = `notif-faults-${process.pid}`;
      const harness = await startHarness(sharedRedisUrl, prefix);
      try {
        startWorkers(harness, 2);
        const db = harness.server.database.db;
        const restart = async () => {
          await killWorkers(harness);
          startWorkers(harness, 2);
        };
        const { sendRequests, seconds } = await sendAllAndWait(harness, async () => {
          // during the fan-out: notices are being made
          await when(async () => (await count(db, sql`select count(*)::int as n from outbox`)) >= 2_000, restart);
          await when(() => harness.sink.messages.length >= 6_000, restart);
          await when(() => harness.sink.messages.length >= 13_000, restart);
        });
        await expectExactlyOnce(harness, sendRequests, 'workers killed 3 times', seconds);
      } finally {
        await stopHarness(harness);
        await forgetQueueKeys(sharedRedisUrl, prefix);
      }
    });

    it('delivers every notice once when Redis restarts empty mid-way', async () => {
      const redis: PrivateRedis = await startPrivateRedis();
      const harness = await startHarness(redis.url, 'notif-faults');
      try {
        startWorkers(harness, 2);
        const { sendRequests, seconds } = await sendAllAndWait(harness, async () => {
          await when(
            () => harness.sink.messages.length >= 8_000,
            () => redis.restart(),
          );
        });
        await expectExactlyOnce(harness, sendRequests, 'Redis restarted once', seconds);
      } finally {
        await stopHarness(harness);
        await redis.stop();
      }
    });
  });

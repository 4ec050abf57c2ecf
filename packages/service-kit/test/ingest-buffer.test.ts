import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import Redis from 'ioredis';
import { createIngestBuffer, type IngestBuffer } from '../src/ingest-buffer';
import { createQueue, type ServiceQueue } from '../src/queues';
import { capturedLogger } from '../src/captured-logger';
import { startPrivateRedis } from '../src/private-redis';

jest.setTimeout(60_000);

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Visit {
  n: number;
}
interface VisitsJob {
  visits: Visit[];
}

/** Reconnecting quickly, so a test's outage ends soon after its Redis is back. */
const connectionTo = (url: string) => ({ url, retryStrategy: () => 100 });

function bufferOver(queue: ServiceQueue<VisitsJob>, settings: { maxBuffered?: number; addTimeoutMs?: number } = {}) {
  const captured = capturedLogger();
  const buffer = createIngestBuffer<Visit, VisitsJob>({
    queue,
    jobName: 'visits',
    toJob: (visits) => ({ visits }),
    warnEveryMs: 60_000,
    logger: captured.logger,
    ...settings,
  });
  return { buffer, lines: captured.lines };
}

/** Every job of the queue as [job id, visit numbers]. */
async function jobsOf(queue: ServiceQueue<VisitsJob>): Promise<{ id: string; visits: number[] }[]> {
  const jobs = await queue.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.map((job) => ({
    id: String(job.id),
    visits: (job.data as { data: VisitsJob }).data.visits.map((visit) => visit.n),
  }));
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe('ingest buffer on real Redis', () => {
  const prefix = `test-ingest-${randomUUID()}`;
  const opened: { buffer: IngestBuffer<Visit>; queue: ServiceQueue<VisitsJob> }[] = [];

  afterAll(async () => {
    for (const { buffer, queue } of opened) {
      await buffer.close(500);
      await queue.close();
    }
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('adds items in batches of at most maxBatch, each job named by a UUID, every item once and in order', async () => {
    const queue = createQueue<VisitsJob>(`visits-${randomUUID()}`, { connection: connectionTo(redisUrl), prefix });
    const { buffer } = bufferOver(queue);
    opened.push({ buffer, queue });

    for (const n of range(0, 1_203)) expect(buffer.push({ n })).toBe(true);
    expect(buffer.pending()).toBe(1_203);
    await until(() => buffer.pending() === 0);

    const jobs = await jobsOf(queue);
    expect(jobs.map((job) => job.visits.length).sort((a, b) => b - a)).toEqual([500, 500, 203]);
    for (const job of jobs)
      expect(job.id).toMatch(/^key-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ordered = [...jobs].sort((a, b) => a.visits[0]! - b.visits[0]!).flatMap((job) => job.visits);
    expect(ordered).toEqual(range(0, 1_203));
  });

  it('sends a few items together once flushEveryMs has passed', async () => {
    const queue = createQueue<VisitsJob>(`visits-${randomUUID()}`, { connection: connectionTo(redisUrl), prefix });
    const { buffer } = bufferOver(queue);
    opened.push({ buffer, queue });
    buffer.push({ n: 1 });
    buffer.push({ n: 2 });
    buffer.push({ n: 3 });
    await until(() => buffer.pending() === 0);
    expect((await jobsOf(queue)).map((job) => job.visits)).toEqual([[1, 2, 3]]);
  });

  it('refuses new items when full, counts them and warns once, and keeps what it took', async () => {
    const silent = await silentServer();
    const queue = createQueue<VisitsJob>(`visits-${randomUUID()}`, {
      connection: { ...connectionTo(silent.url), maxRetriesPerRequest: null },
      prefix,
    });
    const { buffer, lines } = bufferOver(queue, { maxBuffered: 10, addTimeoutMs: 100 });
    const answers = range(0, 15).map((n) => buffer.push({ n }));
    expect(answers).toEqual([...Array(10).fill(true), ...Array(5).fill(false)]);
    expect(buffer.refused()).toBe(5);
    expect(buffer.pending()).toBe(10);
    expect(lines.filter((line) => line.msg === 'ingest buffer full: refusing new items')).toHaveLength(1);

    // A Redis that never answers: close gives up when told and says how many items it lost.
    const started = Date.now();
    await buffer.close(300);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'ingest buffer closed with items not queued', lost: 10 }),
    );
    expect(buffer.push({ n: 99 })).toBe(false);
    await queue.close();
    await silent.stop();
  });

  it('holds items while Redis is down and adds each exactly once when it is back; push never waits', async () => {
    const redis = await startPrivateRedis();
    const queue = createQueue<VisitsJob>('visits', { connection: connectionTo(redis.url), prefix });
    const { buffer } = bufferOver(queue, { addTimeoutMs: 300 });
    try {
      for (const n of range(0, 100)) buffer.push({ n });
      await until(() => buffer.pending() === 0);
      expect((await jobsOf(queue)).flatMap((job) => job.visits).sort((a, b) => a - b)).toEqual(range(0, 100));

      // Redis dies (SIGKILL: it keeps nothing) and comes back empty while visits keep coming.
      let next = 100;
      let slowestPushMs = 0;
      let mostPending = 0;
      const pushSome = () => {
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          expect(buffer.push({ n: next++ })).toBe(true);
          slowestPushMs = Math.max(slowestPushMs, performance.now() - started);
        }
        mostPending = Math.max(mostPending, buffer.pending());
      };
      const pushing = setInterval(pushSome, 5);
      const restarted = redis.restart();
      await restarted;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      clearInterval(pushing);
      const last = next;

      await until(() => buffer.pending() === 0);
      const visits = (await jobsOf(queue)).flatMap((job) => job.visits).sort((a, b) => a - b);
      expect(visits).toEqual(range(100, last));
      expect(mostPending).toBeGreaterThan(5);
      // Far below one add's timeout: no push waited on Redis.
      expect(slowestPushMs).toBeLessThan(50);
    } finally {
      await buffer.close(500);
      await queue.close();
      await redis.stop();
    }
  });
});

/** A TCP server that takes connections and never answers: a Redis that hangs. */
async function silentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

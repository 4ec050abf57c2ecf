import { randomUUID } from 'node:crypto';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';
import Redis from 'ioredis';
import { startPrivateRedis } from '../src/private-redis';
import { createQueue, createWorker } from '../src/queues';
import { capturedLogger } from '../src/testing';
import { startTelemetry, type Telemetry } from '../src/telemetry';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('queues on real Redis', () => {
  const prefix = `test-service-kit-${randomUUID()}`;
  const connection = { url: redisUrl };
  let telemetry: Telemetry;

  beforeAll(() => (telemetry = startTelemetry('test', {})));
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await telemetry.shutdown();
  });

  it('processes a job once however often its idempotency key is added, inside the producer trace', async () => {
    const queue = createQueue<{ productId: string }>('restock-notices', { connection, prefix });
    const seen: { data: unknown; traceId: string | undefined }[] = [];
    let producerTraceId = '';
    const first = await trace.getTracer('test').startActiveSpan('sign-up', async (span) => {
      producerTraceId = span.spanContext().traceId;
      const job = await queue.add('notify', { productId: 'p1' }, { idempotencyKey: 'restock:p1:42' });
      span.end();
      return job;
    });
    const second = await queue.add('notify', { productId: 'p1' }, { idempotencyKey: 'restock:p1:42' });
    expect(second.id).toBe(first.id);

    const worker = createWorker<{ productId: string }, void>(
      'restock-notices',
      async (data) => {
        seen.push({ data, traceId: trace.getActiveSpan()?.spanContext().traceId });
      },
      { connection, prefix, concurrency: 2 },
    );
    await new Promise<void>((resolve) => worker.worker.once('completed', () => resolve()));
    // A third add after the work is done must not start it again either.
    await queue.add('notify', { productId: 'p1' }, { idempotencyKey: 'restock:p1:42' });
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(seen).toEqual([{ data: { productId: 'p1' }, traceId: producerTraceId }]);
    expect(await queue.queue.getJobCounts('completed', 'waiting', 'active')).toEqual({
      completed: 1,
      waiting: 0,
      active: 0,
    });
    await worker.close();
    await queue.close();
  });

  it('processes jobs with different keys separately', async () => {
    const queue = createQueue<number>('hits', { connection, prefix });
    const done: number[] = [];
    await queue.add('hit', 1, { idempotencyKey: 'a' });
    await queue.add('hit', 2, { idempotencyKey: 'b' });
    await queue.add('hit', 3);
    const worker = createWorker<number, void>('hits', async (value) => void done.push(value), { connection, prefix });
    await new Promise<void>((resolve) => worker.worker.on('completed', () => done.length === 3 && resolve()));
    expect(done.sort()).toEqual([1, 2, 3]);
    await worker.close();
    await queue.close();
  });
});

describe('a queue worker while its Redis is away', () => {
  it('closes within its close timeout instead of waiting for Redis to come back', async () => {
    const redis = await startPrivateRedis();
    const worker = createWorker<unknown, void>('restock-notices', async () => undefined, {
      connection: { url: redis.url },
      prefix: 'test',
      closeTimeoutMs: 1_000,
      logger: capturedLogger().logger,
    });
    await worker.worker.waitUntilReady();
    await redis.stop();
    const started = Date.now();
    await worker.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('queue spans, when traces are recorded', () => {
  const prefix = `test-service-kit-${randomUUID()}`;
  const connection = { url: redisUrl };
  let telemetry: Telemetry;
  const queue = createQueue<string>('mail', { connection, prefix });

  beforeAll(() => {
    // the global API keeps the first telemetry of this file until told to let go
    trace.disable();
    context.disable();
    propagation.disable();
    // a sampler alone turns recording on; nothing is exported
    telemetry = startTelemetry('test', { OTEL_TRACES_SAMPLER: 'always_on' });
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await queue.close();
    await telemetry.shutdown();
  });

  it("runs a job in a consumer span under the producer span of its add, in the request's trace", async () => {
    const request = trace.getTracer('test').startSpan('POST /api/form');
    const { traceId, spanId: requestSpanId } = request.spanContext();
    const job = await context.with(trace.setSpan(context.active(), request), () => queue.add('send', 'hello'));
    request.end();
    // the job carries the producer span, a child of the request's
    const [, carriedTraceId, producerSpanId] = job.data.trace.traceparent.split('-');
    expect(carriedTraceId).toBe(traceId);
    expect(producerSpanId).not.toBe(requestSpanId);

    let resolveRan: (span: tracing.ReadableSpan) => void = () => undefined;
    const ran = new Promise<tracing.ReadableSpan>((resolve) => (resolveRan = resolve));
    const worker = createWorker<string, void>(
      'mail',
      async () => resolveRan(trace.getActiveSpan() as unknown as tracing.ReadableSpan),
      { connection, prefix },
    );
    const consumer = await ran;
    await worker.close();
    expect(consumer.name).toBe('process mail');
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.spanContext().traceId).toBe(traceId);
    expect(consumer.parentSpanContext?.spanId).toBe(producerSpanId);
  });
});

import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import { Queue, Worker, type Job, type JobsOptions, type RedisOptions } from 'bullmq';

/** Thrown by a processor, fails its job for good: the attempts left are not tried. */
export { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { watchQueueDepth } from './resource-metrics';
import { recordsTraces } from './telemetry';
import { TimeLimitError, withinTime } from './time-limit';

/** What a job carries: the payload and the trace it was enqueued in. */
export interface JobEnvelope<T> {
  data: T;
  /** W3C traceparent/tracestate of the producer. */
  trace: Record<string, string>;
}

export interface QueueConnection {
  /** e.g. `{ url: config.REDIS_URL }`; BullMQ opens (and closes) the connections it needs. */
  connection: RedisOptions;
  /** Redis key prefix; separates environments and test runs sharing one Redis. */
  prefix?: string;
}

export interface AddOptions extends Omit<JobsOptions, 'jobId'> {
  /**
   * Becomes the job id: adding the same key again while the job is kept is a no-op, so a retried
   * request or a redelivered event does not do the work twice.
   */
  idempotencyKey?: string;
}

export interface ServiceQueue<T> {
  queue: Queue;
  add(jobName: string, data: T, options?: AddOptions): Promise<Job<JobEnvelope<T>>>;
  close(): Promise<void>;
}

// Finished jobs are kept a day: that is how long an idempotency key keeps protecting.
const KEEP_FOR_SECONDS = 24 * 60 * 60;

/** BullMQ forbids ':' in custom ids (it separates Redis key parts) and integer-looking ids. */
function jobIdFor(idempotencyKey: string): string {
  return `key-${idempotencyKey.replace(/:/g, '_')}`;
}

/**
 * `work` inside a producer or consumer span of the queue when spans are recorded, so a trace
 * shows the job being added and, under it, the worker running it; otherwise just inside `parent`.
 */
function inQueueSpan<R>(kind: SpanKind, queue: string, parent: Context, work: () => Promise<R>): Promise<R> {
  if (!recordsTraces()) return context.with(parent, work);
  const name = `${kind === SpanKind.PRODUCER ? 'send' : 'process'} ${queue}`;
  const attributes = { 'messaging.system': 'bullmq', 'messaging.destination.name': queue };
  // asked each time, not kept: a tracer taken before telemetry (re)started would stay a no-op one
  const tracer = trace.getTracer('@storefront/service-kit');
  return tracer.startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

export function createQueue<T>(name: string, { connection, prefix }: QueueConnection): ServiceQueue<T> {
  const queue = new Queue(name, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: KEEP_FOR_SECONDS },
      removeOnFail: { age: 7 * KEEP_FOR_SECONDS },
    },
  });
  const unwatch = watchQueueDepth(queue);
  return {
    queue,
    add(jobName, data, { idempotencyKey, ...options } = {}) {
      return inQueueSpan(SpanKind.PRODUCER, name, context.active(), () => {
        const carried: Record<string, string> = {};
        propagation.inject(context.active(), carried);
        const jobId = idempotencyKey === undefined ? undefined : jobIdFor(idempotencyKey);
        // BullMQ's typing of job names is stricter than this wrapper needs.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return queue.add(jobName as any, { data, trace: carried }, { ...options, jobId });
      });
    },
    close: () => {
      unwatch();
      return queue.close();
    },
  };
}

/** A queue to look at, not to add to: what the owner's queue dashboard reads. */
export function inspectQueue(name: string, { connection, prefix }: QueueConnection): Queue {
  return new Queue(name, { connection, prefix });
}

export type JobProcessor<T, R> = (data: T, job: Job<JobEnvelope<T>>) => Promise<R>;

export interface WorkerSettings extends QueueConnection {
  concurrency?: number;
  logger?: Logger;
  /** How long close() waits for running jobs before it lets go (default 10 s). */
  closeTimeoutMs?: number;
}

export interface ServiceWorker<T> {
  worker: Worker<JobEnvelope<T>>;
  /** Stops taking jobs and waits for the running ones to finish, at most `closeTimeoutMs`. */
  close(): Promise<void>;
}

/** Runs each job inside the producer's trace, so spans and logs of the work join that trace. */
export function createWorker<T, R>(
  name: string,
  processor: JobProcessor<T, R>,
  { connection, prefix, concurrency = 1, logger, closeTimeoutMs = 10_000 }: WorkerSettings,
): ServiceWorker<T> {
  const worker = new Worker<JobEnvelope<T>, R>(
    name,
    (job) =>
      inQueueSpan(SpanKind.CONSUMER, name, propagation.extract(ROOT_CONTEXT, job.data.trace ?? {}), () =>
        processor(job.data.data, job),
      ),
    // Workers block on Redis; BullMQ requires unlimited retries per request for that connection.
    { connection: { ...connection, maxRetriesPerRequest: null }, prefix, concurrency },
  );
  worker.on('failed', (job, error) =>
    logger?.warn({ queue: name, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'job failed'),
  );
  worker.on('error', (error) => logger?.error({ queue: name, err: error }, 'queue worker error'));
  return {
    worker,
    // BullMQ's graceful close never settles while Redis is away, and a stop must end within the
    // pod's grace period: after the timeout the connections are dropped. A job cut off keeps its
    // lock until it expires and then runs again, which every job here is written to survive.
    async close() {
      try {
        return await withinTime(worker.close(), closeTimeoutMs);
      } catch (error) {
        if (!(error instanceof TimeLimitError)) throw error;
      }
      logger?.warn({ queue: name, closeTimeoutMs }, 'queue worker did not close in time (is Redis away?); letting go');
      void worker.disconnect().catch(() => undefined);
    },
  };
}

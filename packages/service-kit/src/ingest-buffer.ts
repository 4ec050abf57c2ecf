import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ServiceQueue } from './queues';

export interface IngestBufferSettings<T, J> {
  queue: ServiceQueue<J>;
  jobName: string;
  /** The job one batch becomes. */
  toJob(items: T[]): J;
  /** Items per job at most; a batch this full is sent at once. */
  maxBatch?: number;
  /** How long an item waits for others to join its batch. */
  flushEveryMs?: number;
  /** Items held at most, sent or waiting; past it push() refuses. */
  maxBuffered?: number;
  /** An add that has not answered within this counts as failed and is tried again. */
  addTimeoutMs?: number;
  /** Retries of a failed add wait from firstRetryMs, doubling, to at most maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** At most one warning about refused items per this long. */
  warnEveryMs?: number;
  logger: Logger;
}

export interface IngestBuffer<T> {
  /** Takes an item without waiting; false when the buffer is full and the item was refused. */
  push(item: T): boolean;
  /** Items taken and not yet in the queue. */
  pending(): number;
  /** Items refused because the buffer was full, since start. */
  refused(): number;
  /** Sends what it can within `timeoutMs`; what is still held then is logged as lost. Takes no more items. */
  close(timeoutMs: number): Promise<void>;
}

interface Batch<T> {
  /** The job's idempotency key, the same on every retry of this batch. */
  id: string;
  items: T[];
}

/**
 * Collects items that callers must not wait for (a visitor's beacon) and adds them to a queue in
 * batches. Each batch is named by a random UUID used as its job's idempotency key and kept across
 * its retries, so an add that reached Redis but whose answer was lost does not make a second job.
 * While Redis is down or slow batches wait in order and the first is retried with capped backoff;
 * push() never waits. When `maxBuffered` items are held, new ones are refused (counted, warned
 * about once per interval) rather than older ones dropped, so what was taken is delivered whole.
 */
export function createIngestBuffer<T, J>(settings: IngestBufferSettings<T, J>): IngestBuffer<T> {
  const {
    queue,
    jobName,
    toJob,
    maxBatch = 500,
    flushEveryMs = 50,
    maxBuffered = 100_000,
    addTimeoutMs = 2_000,
    firstRetryMs = 100,
    maxRetryMs = 5_000,
    warnEveryMs = 60_000,
    logger,
  } = settings;

  let open: T[] = [];
  const sealed: Batch<T>[] = [];
  let held = 0;
  let refusedTotal = 0;
  let refusedSinceWarning = 0;
  let lastWarning = 0;
  let flushTimer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | undefined;
  let closing = false;
  /** When close() gives up; until then, forever. */
  let closeDeadline = Number.POSITIVE_INFINITY;
  /** Ends the send loop's current wait early (close() does not wait out a backoff). */
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms).unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  /** The add of the first batch that timed out and may still land; a retry waits for it rather than piling up. */
  let unsettled: Promise<unknown> | undefined;
  const stillUnsettled = () => unsettled !== undefined;

  // BullMQ re-emits its connection's errors; without a listener they are printed to the console.
  queue.queue.on('error', (error: Error) => logger.debug({ err: error, queue: queue.queue.name }, 'queue error'));

  const seal = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    while (open.length > 0) {
      sealed.push({ id: randomUUID(), items: open.slice(0, maxBatch) });
      open = open.slice(maxBatch);
    }
    // Started after the caller's code has run, so push() itself never builds or sends a job.
    if (!sending && sealed.length > 0)
      sending = Promise.resolve()
        .then(send)
        .finally(() => (sending = undefined));
  };

  const addWithin = (batch: Batch<T>, timeoutMs: number): Promise<'added' | 'failed'> => {
    const attempt = queue.add(jobName, toJob(batch.items), { idempotencyKey: batch.id });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = attempt.then(
      () => 'added' as const,
      (error: Error) => {
        logger.debug({ err: error, queue: queue.queue.name }, 'ingest batch not added');
        return 'failed' as const;
      },
    );
    return Promise.race([outcome, timeout]).then((result) => {
      clearTimeout(timer);
      if (result === 'timeout') {
        unsettled = outcome.finally(() => (unsettled = undefined));
        return 'failed';
      }
      return result;
    });
  };

  /** Sends the sealed batches in order, one add at a time, until none is left (or close's time is up). */
  const send = async (): Promise<void> => {
    let delay = firstRetryMs;
    let failingSince: number | undefined;
    while (sealed.length > 0) {
      const left = closeDeadline - Date.now();
      if (left <= 0) return;
      const batch = sealed[0]!;
      // An earlier attempt still pending may yet land; waiting for it keeps a hung connection
      // from collecting a copy of the batch per retry.
      if (unsettled && !closing) {
        await Promise.race([unsettled, pause(delay)]);
        if (stillUnsettled()) continue;
      }
      const result = await addWithin(batch, Math.min(addTimeoutMs, left));
      if (result === 'added') {
        sealed.shift();
        held -= batch.items.length;
        if (failingSince !== undefined)
          logger.info({ queue: queue.queue.name, downMs: Date.now() - failingSince }, 'ingest queue reachable again');
        failingSince = undefined;
        delay = firstRetryMs;
        continue;
      }
      if (failingSince === undefined) {
        failingSince = Date.now();
        logger.warn({ queue: queue.queue.name, pending: held }, 'ingest queue unreachable: holding items and retrying');
      }
      await pause(Math.min(delay, Math.max(0, closeDeadline - Date.now())));
      delay = Math.min(delay * 2, maxRetryMs);
    }
  };

  const refuse = () => {
    refusedTotal++;
    refusedSinceWarning++;
    const now = Date.now();
    if (now - lastWarning >= warnEveryMs) {
      logger.warn(
        { queue: queue.queue.name, refused: refusedSinceWarning, pending: held, maxBuffered },
        'ingest buffer full: refusing new items',
      );
      lastWarning = now;
      refusedSinceWarning = 0;
    }
    return false;
  };

  return {
    push(item) {
      if (closing || held >= maxBuffered) return refuse();
      open.push(item);
      held++;
      if (open.length >= maxBatch) seal();
      else if (!flushTimer) flushTimer = setTimeout(seal, flushEveryMs).unref();
      return true;
    },
    pending: () => held,
    refused: () => refusedTotal,
    async close(timeoutMs) {
      closing = true;
      closeDeadline = Date.now() + timeoutMs;
      seal();
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([sending, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      if (held > 0) logger.warn({ queue: queue.queue.name, lost: held }, 'ingest buffer closed with items not queued');
    },
  };
}

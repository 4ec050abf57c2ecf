import { createQueue, PLATFORM_QUEUES, type Logger, type ServiceQueue } from '@storefront/service-kit';

/** Pages through a send request's sign-ups and makes their notices. */
export const FANOUT_QUEUE = PLATFORM_QUEUES.restockFanout;
/** Sends a batch of outbox messages. */
export const DELIVERY_QUEUE = PLATFORM_QUEUES.mailDelivery;

export interface FanoutJob {
  sendRequestId: string;
}

export interface DeliveryJob {
  outboxIds: number[];
}

export interface RetrySettings {
  maxAttempts: number;
  retryDelayMs: number;
}

/**
 * The queue side of the outbox: the database says what is to be sent, these jobs only ring the
 * bell. Every job id is an idempotency key; a job lost with Redis is queued again by the sweeper
 * under a new id.
 */
export interface MailDoorbell {
  /** `run` is the request's fan-out run: a restarted fan-out gets a job id no kept job has. */
  fanout(sendRequestId: string, run: number): Promise<void>;
  deliver(outboxIds: number[], key: string): Promise<void>;
  /**
   * Delivery jobs not started yet (waiting, or delayed for a retry). A running job has taken all
   * its messages, and a retried one waits delayed, so with none pending a message still waiting
   * lost its job.
   */
  pendingDeliveries(): Promise<number>;
  close(): Promise<void>;
}

export function openDoorbell(settings: { redisUrl: string; prefix: string; retry: RetrySettings }): MailDoorbell {
  const connection = { connection: { url: settings.redisUrl }, prefix: settings.prefix };
  const fanouts: ServiceQueue<FanoutJob> = createQueue<FanoutJob>(FANOUT_QUEUE, connection);
  const deliveries: ServiceQueue<DeliveryJob> = createQueue<DeliveryJob>(DELIVERY_QUEUE, connection);
  const { maxAttempts, retryDelayMs } = settings.retry;
  return {
    async fanout(sendRequestId, run) {
      await fanouts.add('fan-out', { sendRequestId }, { idempotencyKey: `fanout:${sendRequestId}:${run}` });
    },
    async deliver(outboxIds, key) {
      await deliveries.add(
        'deliver',
        { outboxIds },
        {
          idempotencyKey: key,
          // each message counts its own attempts; these retry the job's messages that failed for now
          attempts: maxAttempts,
          backoff: { type: 'exponential', delay: retryDelayMs },
        },
      );
    },
    async pendingDeliveries() {
      const counts = await deliveries.queue.getJobCounts('waiting', 'delayed', 'prioritized');
      return Object.values(counts).reduce((sum, n) => sum + n, 0);
    },
    async close() {
      await fanouts.close();
      await deliveries.close();
    },
  };
}

/** Rings without failing the caller: what was stored is sent anyway once the sweeper finds it. */
export function ringQuietly(logger: Logger, ring: () => Promise<void>): Promise<void> {
  return ring().catch((error: unknown) =>
    logger.warn({ err: error }, 'mail queue unreachable; the recovery sweeper will queue the stored mail'),
  );
}

/** `ids` in batches of `size`, in order. */
export function batches<T>(ids: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}

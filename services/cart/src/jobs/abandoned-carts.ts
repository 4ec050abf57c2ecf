import { createQueue, createWorker, keepScheduled, type Logger } from '@storefront/service-kit';
import { expireAbandonedCarts } from '../actions/expire-carts';
import type { CartDatabase } from '../store/database';

export const CLEANUP_QUEUE = 'cart-cleanup';
/**
 * The scheduler's id is the idempotency key of the schedule: every replica upserts the same one,
 * so there is one schedule, and each of its runs is one job whatever the number of replicas.
 */
export const CLEANUP_SCHEDULER_ID = 'expire-abandoned-carts';

export interface AbandonedCartCleanup {
  /** Stops taking runs and waits for a running one to finish. */
  close(): Promise<void>;
}

export interface CleanupSettings {
  db: CartDatabase;
  redisUrl: string;
  prefix: string;
  everySeconds: number;
  maxAgeSeconds: number;
  logger: Logger;
}

interface CleanupJob {
  olderThanSeconds: number;
}

/** A repeatable job that deletes unpurchased carts untouched for `maxAgeSeconds`. */
export function startAbandonedCartCleanup(settings: CleanupSettings): AbandonedCartCleanup {
  const { db, redisUrl, prefix, everySeconds, maxAgeSeconds, logger } = settings;
  const connection = { url: redisUrl };
  const queue = createQueue<CleanupJob>(CLEANUP_QUEUE, { connection, prefix });
  const worker = createWorker<CleanupJob, number>(
    CLEANUP_QUEUE,
    async ({ olderThanSeconds }) => {
      const expired = await expireAbandonedCarts(db, olderThanSeconds);
      logger.info({ expired, olderThanSeconds }, 'expired abandoned carts');
      return expired;
    },
    { connection, prefix, logger },
  );
  // Not awaited: carts are served whether or not Redis answers yet; the schedule lands when it does,
  // and lands again whenever Redis comes back without it.
  const schedule = keepScheduled(
    queue,
    {
      id: CLEANUP_SCHEDULER_ID,
      everyMs: everySeconds * 1000,
      jobName: CLEANUP_SCHEDULER_ID,
      data: { olderThanSeconds: maxAgeSeconds },
    },
    logger,
  );
  return {
    async close() {
      schedule.stop();
      await worker.close();
      await queue.close();
    },
  };
}

import { createQueue, createWorker, keepScheduled, type Logger } from '@storefront/service-kit';
import type { FormsDatabase } from '../store/database';
import { deleteExpiredKeys } from '../store/submission-keys';

export const KEY_CLEANUP_QUEUE = 'form-key-cleanup';
/** One schedule whatever the number of replicas: each upserts this id. */
export const KEY_CLEANUP_SCHEDULE_ID = 'delete-expired-submission-keys';

export interface KeyCleanup {
  /** Stops taking runs and waits for a running one to finish. */
  close(): Promise<void>;
}

export interface KeyCleanupSettings {
  db: FormsDatabase;
  redisUrl: string;
  prefix: string;
  everySeconds: number;
  logger: Logger;
}

/**
 * Every key asked for is a row, and most are never used: without this the table grows with every
 * page view that shows a form. A scheduled job deletes the expired ones.
 */
export function startKeyCleanup({ db, redisUrl, prefix, everySeconds, logger }: KeyCleanupSettings): KeyCleanup {
  const connection = { url: redisUrl };
  const queue = createQueue<Record<string, never>>(KEY_CLEANUP_QUEUE, { connection, prefix });
  const worker = createWorker<Record<string, never>, number>(
    KEY_CLEANUP_QUEUE,
    async () => {
      const deleted = await deleteExpiredKeys(db, new Date());
      if (deleted > 0) logger.info({ deleted }, 'deleted expired submission keys');
      return deleted;
    },
    { connection, prefix, logger },
  );
  const schedule = keepScheduled(
    queue,
    { id: KEY_CLEANUP_SCHEDULE_ID, everyMs: everySeconds * 1000, jobName: KEY_CLEANUP_SCHEDULE_ID, data: {} },
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

import type { Logger } from 'pino';
import { createWorker, UnrecoverableError, type ServiceWorker } from './queues';

/** A job its ingest schema refuses: retrying cannot mend it, so it is failed for good. */
export class MalformedIngestJob extends Error {
  constructor(readonly issues: number) {
    super(`the ingest job does not match the ingest schema (${issues} issues)`);
    this.name = 'MalformedIngestJob';
  }
}

export interface IngestWorkerSettings {
  logger: Logger;
  redisUrl: string;
  /** The Redis key prefix the gateway adds its jobs under. */
  prefix: string;
  concurrency: number;
}

/**
 * Takes the gateway's ingest jobs of `queueName` and stores them with `store`. A job that fails
 * its ingest schema (`store` throws MalformedIngestJob) is failed for good (no retries) with a
 * warning; any other failure (the database away) is retried as the gateway's job options say. A
 * job BullMQ hands out again after its worker died is simply stored again: `store` must skip rows
 * already there.
 */
export function startIngestWorker<J, R extends object>(
  queueName: string,
  store: (data: unknown) => Promise<R>,
  { logger, redisUrl, prefix, concurrency }: IngestWorkerSettings,
): ServiceWorker<J> {
  return createWorker<J, R>(
    queueName,
    async (data, job) => {
      try {
        const stored = await store(data);
        logger.debug({ jobId: job.id, stored: stored as object }, 'ingest job stored');
        return stored;
      } catch (error) {
        if (!(error instanceof MalformedIngestJob)) throw error;
        logger.warn(
          { jobId: job.id, issues: error.issues },
          'malformed ingest job failed for good; nothing of it stored',
        );
        throw new UnrecoverableError(error.message);
      }
    },
    { connection: { url: redisUrl }, prefix, concurrency, logger },
  );
}

import { PERFORMANCE_INGEST_QUEUE, type PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import {
  createWorker,
  UnrecoverableError,
  type Database,
  type Logger,
  type ServiceWorker,
} from '@storefront/service-kit';
import { MalformedIngestJob, storeIngestJob, type StoredJob } from '../actions/store-ingest-job';

export interface IngestWorkerSettings {
  db: Database;
  logger: Logger;
  redisUrl: string;
  /** PERFORMANCE_QUEUE_PREFIX: the gateway adds its jobs under the same one. */
  prefix: string;
  concurrency: number;
}

/**
 * Takes the gateway's ingest jobs and stores them. A job that fails the ingest schema is failed
 * for good (no retries) with a warning; any other failure (the database away) is
 * retried as the gateway's job options say. A job BullMQ hands out again after its worker died is
 * simply stored again: rows already there are skipped.
 */
export function startIngestWorker(settings: IngestWorkerSettings): ServiceWorker<PerformanceIngestJob> {
  const { db, logger, redisUrl, prefix, concurrency } = settings;
  return createWorker<PerformanceIngestJob, StoredJob>(
    PERFORMANCE_INGEST_QUEUE,
    async (data, job) => {
      try {
        const stored = await storeIngestJob(db, data);
        logger.debug({ jobId: job.id, ...stored }, 'ingest job stored');
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

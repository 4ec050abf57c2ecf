import { PERFORMANCE_INGEST_QUEUE, type PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import {
  startIngestWorker as startQueueIngest,
  type Database,
  type IngestWorkerSettings as QueueSettings,
  type ServiceWorker,
} from '@storefront/service-kit';
import { storeIngestJob } from '../actions/store-ingest-job';

export interface IngestWorkerSettings extends QueueSettings {
  db: Database;
}

/**
 * Takes the gateway's ingest jobs and stores them (service-kit's ingest worker: a job that fails
 * the ingest schema is failed for good; anything else is retried). A job BullMQ hands out again
 * after its worker died is simply stored again: rows already there are skipped.
 */
export function startIngestWorker({ db, ...settings }: IngestWorkerSettings): ServiceWorker<PerformanceIngestJob> {
  return startQueueIngest(PERFORMANCE_INGEST_QUEUE, (data) => storeIngestJob(db, data), settings);
}

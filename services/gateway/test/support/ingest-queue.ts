import { randomUUID } from 'node:crypto';
import {
  PERFORMANCE_INGEST_QUEUE,
  performanceIngestJobSchema,
  type PerformanceIngestJob,
} from '@storefront/performance-rules/ingest';
import { createQueue, type JobEnvelope } from '@storefront/service-kit';
import { forgetQueueKeys } from '@storefront/service-kit/testing';

export interface IngestJobRead {
  id: string;
  name: string;
  /** The payload as queued, before any check. */
  raw: unknown;
  job: PerformanceIngestJob;
}

/**
 * The performance ingest queue of one test gateway (its own PERFORMANCE_QUEUE_PREFIX), read back
 * the way the performance service's worker would find it.
 */
export function ingestQueueFor(redisUrl: string) {
  const prefix = `test-gateway-perf-${randomUUID()}`;
  const queue = createQueue<PerformanceIngestJob>(PERFORMANCE_INGEST_QUEUE, { connection: { url: redisUrl }, prefix });
  queue.queue.on('error', () => undefined);
  return {
    prefix,
    env: { PERFORMANCE_QUEUE_PREFIX: prefix },
    /** Every job queued so far; each must pass the schema the service checks with. */
    async jobs(): Promise<IngestJobRead[]> {
      const jobs = await queue.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      return jobs.map((job) => {
        const raw = (job.data as JobEnvelope<unknown>).data;
        return { id: String(job.id), name: job.name, raw, job: performanceIngestJobSchema.parse(raw) };
      });
    },
    async close(): Promise<void> {
      await queue.close();
      await forgetQueueKeys(redisUrl, prefix);
    },
  };
}

/** Waits until `condition` holds, polling. */
export async function eventually<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

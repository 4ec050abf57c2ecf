import { randomUUID } from 'node:crypto';
import { CENSUS_INGEST_QUEUE, censusIngestJobSchema, type CensusIngestJob } from '@storefront/census-rules';
import {
  PERFORMANCE_INGEST_QUEUE,
  performanceIngestJobSchema,
  type PerformanceIngestJob,
} from '@storefront/performance-rules/ingest';
import { createQueue, type JobEnvelope } from '@storefront/service-kit';
import { forgetQueueKeys } from '@storefront/service-kit/testing';

export interface IngestJobRead<J> {
  id: string;
  name: string;
  /** The payload as queued, before any check. */
  raw: unknown;
  job: J;
}

/**
 * An ingest queue of one test gateway (a prefix of its own, set in the gateway's `prefixVariable`),
 * read back the way the service's worker would find it: each job must pass `schema`.
 */
function queueReaderFor<J>(
  redisUrl: string,
  queueName: string,
  schema: { parse(data: unknown): J },
  prefixVariable: string,
) {
  const prefix = `test-gateway-${queueName}-${randomUUID()}`;
  const queue = createQueue<J>(queueName, { connection: { url: redisUrl }, prefix });
  queue.queue.on('error', () => undefined);
  /** Every job queued so far; each must pass the schema the service checks with. */
  const jobs = async (): Promise<IngestJobRead<J>[]> => {
    const found = await queue.queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return found.map((job) => {
      const raw = (job.data as JobEnvelope<unknown>).data;
      return { id: String(job.id), name: job.name, raw, job: schema.parse(raw) };
    });
  };
  const itemsOf = (all: IngestJobRead<J>[]) =>
    all.reduce((sum, { job }) => sum + (job as { items: unknown[] }).items.length, 0);
  return {
    prefix,
    env: { [prefixVariable]: prefix },
    jobs,
    /** The jobs queued once they hold `atLeast` items (or after the wait gave up), and their items. */
    async itemsQueued(atLeast: number): Promise<{ jobs: IngestJobRead<J>[]; items: number }> {
      const all = await eventually(jobs, (found) => itemsOf(found) >= atLeast);
      return { jobs: all, items: itemsOf(all) };
    },
    async close(): Promise<void> {
      await queue.close();
      await forgetQueueKeys(redisUrl, prefix);
    },
  };
}

/** The performance ingest queue of one test gateway (its own PERFORMANCE_QUEUE_PREFIX). */
export function ingestQueueFor(redisUrl: string) {
  return queueReaderFor<PerformanceIngestJob>(
    redisUrl,
    PERFORMANCE_INGEST_QUEUE,
    performanceIngestJobSchema,
    'PERFORMANCE_QUEUE_PREFIX',
  );
}

/** The census ingest queue of one test gateway (its own CENSUS_QUEUE_PREFIX). */
export function censusQueueFor(redisUrl: string) {
  return queueReaderFor<CensusIngestJob>(redisUrl, CENSUS_INGEST_QUEUE, censusIngestJobSchema, 'CENSUS_QUEUE_PREFIX');
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

import { performanceIngestJobSchema } from '@storefront/performance-rules/ingest';
import { MalformedIngestJob, type Database } from '@storefront/service-kit';
import { errorReportRows, recordRows } from '../domain/ingest-rows';
import { insertErrorReports, insertRecords } from '../store/ingest';

export interface StoredJob {
  kind: 'records' | 'errors';
  items: number;
  /** Items not stored before: fewer than `items` when the job, or some of its items, ran before. */
  stored: number;
}

/**
 * Stores one ingest job. The queue is an input like any other: the job is checked with the same
 * schema the gateway accepted it with, and nothing of a job that fails it is stored. Each item is
 * stored under the id the gateway gave it, once, however often the job runs.
 */
export async function storeIngestJob(db: Database, data: unknown): Promise<StoredJob> {
  const parsed = performanceIngestJobSchema.safeParse(data);
  if (!parsed.success) throw new MalformedIngestJob(parsed.error.issues.length);
  const job = parsed.data;
  if (job.kind === 'records') {
    const stored = await insertRecords(db, recordRows(job.items));
    return { kind: job.kind, items: job.items.length, stored };
  }
  const { stored } = await insertErrorReports(db, errorReportRows(job.items));
  return { kind: job.kind, items: job.items.length, stored };
}

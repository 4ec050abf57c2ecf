import { censusIngestJobSchema } from '@storefront/census-rules';
import { MalformedIngestJob, type Database } from '@storefront/service-kit';
import { eventRows, hitRows } from '../domain/ingest-rows';
import { insertEvents, insertHits } from '../store/ingest';
import { ensurePartitions, utcDay } from '../store/partitions';

export interface StoredJob {
  kind: 'hits' | 'events';
  items: number;
  /** Items not stored before: fewer than `items` when the job, or some of its items, ran before. */
  stored: number;
}

/**
 * Stores one ingest job. The queue is an input like any other: the job is checked with the same
 * schema the gateway accepted it with, and nothing of a job that fails it is stored. Each item is
 * stored under the id the gateway gave it, once, however often the job runs; the partitions of
 * its days are made first.
 */
export async function storeIngestJob(db: Database, data: unknown): Promise<StoredJob> {
  const parsed = censusIngestJobSchema.safeParse(data);
  if (!parsed.success) throw new MalformedIngestJob(parsed.error.issues.length);
  const job = parsed.data;
  if (job.kind === 'hits') {
    const rows = hitRows(job.items);
    await ensurePartitions(
      db,
      rows.map((row) => utcDay(row.received_at)),
    );
    return { kind: job.kind, items: job.items.length, stored: await insertHits(db, rows) };
  }
  const rows = eventRows(job.items);
  await ensurePartitions(
    db,
    rows.map((row) => utcDay(row.received_at)),
  );
  return { kind: job.kind, items: job.items.length, stored: await insertEvents(db, rows) };
}

import type { Database } from '@storefront/service-kit';
import { dropPartitionsBefore, ensurePartitions } from '../store/partitions';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first UTC day whose raw rows are kept: the last `retentionDays` days, today included. */
export const firstKeptDay = (retentionDays: number, now = Date.now()) => dayOf(now - (retentionDays - 1) * DAY_MS);

/**
 * Drops the raw hits and events of the UTC days before the last `retentionDays` (the rollups stay),
 * and makes today's and tomorrow's partitions ahead of the ingest.
 */
export async function deleteExpired(
  db: Database,
  retentionDays: number,
  now = Date.now(),
): Promise<{ droppedDays: string[] }> {
  const droppedDays = await dropPartitionsBefore(db, firstKeptDay(retentionDays, now));
  await ensurePartitions(db, [dayOf(now), dayOf(now + DAY_MS)]);
  return { droppedDays };
}

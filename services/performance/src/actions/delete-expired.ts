import type { Database } from '@storefront/service-kit';
import { deleteOlderThan, type Deleted } from '../store/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what occurred more than `retentionDays` before `now`, and the error groups left empty. */
export function deleteExpired(db: Database, retentionDays: number, now = Date.now()): Promise<Deleted> {
  return deleteOlderThan(db, new Date(now - retentionDays * DAY_MS));
}

import type { Database } from '@storefront/service-kit';
import { firstKeptDay } from './delete-expired';
import { rollUpDirtyHours } from '../store/rollup';

/** Hours one run rolls up at most; what is left waits for the next run. */
export const HOURS_PER_RUN = 500;

/**
 * Rolls up the hours that received hits or events since they were last rolled up; hours of raw
 * days past `retentionDays` keep their rollups.
 */
export async function rollUp(
  db: Database,
  retentionDays: number,
  { hours = HOURS_PER_RUN, now = Date.now() } = {},
): Promise<{ hours: number }> {
  const keptFrom = new Date(`${firstKeptDay(retentionDays, now)}T00:00:00Z`);
  return { hours: await rollUpDirtyHours(db, hours, keptFrom) };
}

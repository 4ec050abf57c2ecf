import type { Database } from '@storefront/service-kit';
import { firstKeptDay } from './delete-expired';
import { rollUpDirtyQuarters } from '../store/rollup';

/** Quarters one run rolls up at most; what is left waits for the next run. */
export const QUARTERS_PER_RUN = 500;

/**
 * Rolls up the quarters that received hits or events since they were last rolled up; quarters of raw
 * days past `retentionDays` keep their rollups.
 */
export async function rollUp(
  db: Database,
  retentionDays: number,
  { quarters = QUARTERS_PER_RUN, now = Date.now() } = {},
): Promise<{ quarters: number }> {
  const keptFrom = new Date(`${firstKeptDay(retentionDays, now)}T00:00:00Z`);
  return { quarters: await rollUpDirtyQuarters(db, quarters, keptFrom) };
}

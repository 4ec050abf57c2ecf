import type { Database } from '@storefront/service-kit';
import { firstKeptDay } from './delete-expired';
import { rollUpDirtyDays } from '../store/day-rollup';
import { rollUpDirtyQuarters } from '../store/rollup';

/** Quarters one run rolls up at most; what is left waits for the next run. */
export const QUARTERS_PER_RUN = 500;
/** UTC days one run recomputes at most: a run's quarters touch a few; more wait for the next run. */
export const DAYS_PER_RUN = 100;

/**
 * Rolls up the quarters that received hits or events since they were last rolled up; quarters of raw
 * days past `retentionDays` keep their rollups. Then recomputes the daily tables of the UTC days
 * those quarters (this run's or a run cut off before its days) belong to, once per day.
 */
export async function rollUp(
  db: Database,
  retentionDays: number,
  { quarters = QUARTERS_PER_RUN, days = DAYS_PER_RUN, now = Date.now() } = {},
): Promise<{ quarters: number; days: number }> {
  const keptFrom = new Date(`${firstKeptDay(retentionDays, now)}T00:00:00Z`);
  const rolledQuarters = await rollUpDirtyQuarters(db, quarters, keptFrom);
  return { quarters: rolledQuarters, days: await rollUpDirtyDays(db, days) };
}

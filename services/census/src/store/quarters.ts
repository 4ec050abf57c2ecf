import { sql, type SQL } from 'drizzle-orm';

/**
 * The rollups count per quarter of an hour of UTC, not per hour: every zone's days start on a
 * quarter hour, not all on the hour (India +05:30, Nepal +05:45, central Australia +09:30), so the
 * days of every zone are put together from whole quarters.
 */
export const QUARTER_MINUTES = 15;

/** The start of the quarter an instant falls in (a timestamptz expression). */
export const quarterOf = (instant: SQL) =>
  sql`date_bin(${sql.raw(`'${QUARTER_MINUTES} minutes'`)}, ${instant}, timestamptz '2000-01-01 00:00:00+00')`;

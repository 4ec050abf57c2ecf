import { PLATFORM_QUEUES, startScheduledJob } from '@storefront/service-kit';
import type { Database, ScheduledJob, ScheduleSettings } from '@storefront/service-kit';
import { deleteExpired } from '../actions/delete-expired';
import { rollUp } from '../actions/roll-up';

/** One schedule each whatever the number of replicas: each upserts these ids. */
export const ROLLUP_SCHEDULER_ID = 'roll-up-census-hours';
export const RETENTION_SCHEDULER_ID = 'drop-expired-census-days';

export interface CensusScheduleSettings extends ScheduleSettings {
  db: Database;
  /** CENSUS_RAW_RETENTION_DAYS: both schedules go by it. */
  retentionDays: number;
}

/**
 * The census's repeatable jobs: the rollup of the hours that received hits or events, and the
 * retention that drops raw days past `retentionDays` and makes the coming days' partitions.
 */
function censusSchedule<R extends object>(
  which: 'rollup' | 'retention',
  { db, retentionDays, ...schedule }: CensusScheduleSettings,
  run: (db: Database, retentionDays: number) => Promise<R>,
): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: which === 'rollup' ? PLATFORM_QUEUES.censusRollup : PLATFORM_QUEUES.censusRetention,
    scheduleId: which === 'rollup' ? ROLLUP_SCHEDULER_ID : RETENTION_SCHEDULER_ID,
    data: { retentionDays },
    async run({ retentionDays: days }) {
      const done = await run(db, days);
      schedule.logger.debug({ done: done as object, retentionDays: days }, `census ${which} ran`);
      return done;
    },
  });
}

export const startRollup = (settings: CensusScheduleSettings) => censusSchedule('rollup', settings, rollUp);
export const startRetention = (settings: CensusScheduleSettings) =>
  censusSchedule('retention', settings, (db, days) => deleteExpired(db, days));

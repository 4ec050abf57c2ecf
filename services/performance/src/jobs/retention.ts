import {
  PLATFORM_QUEUES,
  startScheduledJob,
  type Database,
  type ScheduledJob,
  type ScheduleSettings,
} from '@storefront/service-kit';
import { deleteExpired } from '../actions/delete-expired';

export const RETENTION_QUEUE = PLATFORM_QUEUES.performanceRetention;
/** One schedule whatever the number of replicas: each upserts this id. */
export const RETENTION_SCHEDULER_ID = 'delete-expired-performance-data';

export interface RetentionSettings extends ScheduleSettings {
  db: Database;
  retentionDays: number;
}

/** A repeatable job that deletes records and error reports older than `retentionDays`, and empty groups. */
export function startRetention({ db, retentionDays, ...schedule }: RetentionSettings): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: RETENTION_QUEUE,
    scheduleId: RETENTION_SCHEDULER_ID,
    data: { retentionDays },
    async run({ retentionDays: days }) {
      const deleted = await deleteExpired(db, days);
      schedule.logger.info({ ...deleted, retentionDays: days }, 'deleted expired performance data');
      return deleted;
    },
  });
}

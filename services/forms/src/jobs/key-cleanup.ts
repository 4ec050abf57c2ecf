import { PLATFORM_QUEUES, startScheduledJob, type ScheduledJob, type ScheduleSettings } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { deleteExpiredKeys } from '../store/submission-keys';

export const KEY_CLEANUP_QUEUE = PLATFORM_QUEUES.formKeyCleanup;
/** One schedule whatever the number of replicas: each upserts this id. */
export const KEY_CLEANUP_SCHEDULE_ID = 'delete-expired-submission-keys';

export interface KeyCleanupSettings extends ScheduleSettings {
  db: Database;
}

/**
 * Every key asked for is a row, and most are never used: without this the table grows with every
 * page view that shows a form. A scheduled job deletes the expired ones.
 */
export function startKeyCleanup({ db, ...schedule }: KeyCleanupSettings): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: KEY_CLEANUP_QUEUE,
    scheduleId: KEY_CLEANUP_SCHEDULE_ID,
    data: {},
    async run() {
      const deleted = await deleteExpiredKeys(db, new Date());
      if (deleted > 0) schedule.logger.info({ deleted }, 'deleted expired submission keys');
      return deleted;
    },
  });
}

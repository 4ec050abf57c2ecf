import { PLATFORM_QUEUES, startScheduledJob, type ScheduledJob, type ScheduleSettings } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { expireAbandonedCarts } from '../actions/expire-carts';

export const CLEANUP_QUEUE = PLATFORM_QUEUES.cartCleanup;
/** One schedule whatever the number of replicas: each upserts this id. */
export const CLEANUP_SCHEDULER_ID = 'expire-abandoned-carts';

export interface CleanupSettings extends ScheduleSettings {
  db: Database;
  maxAgeSeconds: number;
}

/** A repeatable job that deletes unpurchased carts untouched for `maxAgeSeconds`. */
export function startAbandonedCartCleanup({ db, maxAgeSeconds, ...schedule }: CleanupSettings): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: CLEANUP_QUEUE,
    scheduleId: CLEANUP_SCHEDULER_ID,
    data: { olderThanSeconds: maxAgeSeconds },
    async run({ olderThanSeconds }) {
      const expired = await expireAbandonedCarts(db, olderThanSeconds);
      schedule.logger.info({ expired, olderThanSeconds }, 'expired abandoned carts');
      return expired;
    },
  });
}

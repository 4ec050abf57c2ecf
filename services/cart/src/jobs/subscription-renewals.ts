import { PLATFORM_QUEUES, startScheduledJob, type ScheduledJob, type ScheduleSettings } from '@storefront/service-kit';
import type { OrderContext } from '../actions/order-context';
import { renewDueSubscriptions } from '../actions/renew-due-subscriptions';

export const RENEWAL_QUEUE = PLATFORM_QUEUES.subscriptionRenewals;
/** One schedule whatever the number of replicas: each upserts this id. */
export const RENEWAL_SCHEDULER_ID = 'renew-due-subscriptions';

/**
 * A repeatable job that bills every subscription due. The job carries nothing: what is due, and
 * how far each cycle got, is in PostgreSQL, so a job lost with Redis, or cut short by a killed
 * worker, is made up for by the next run, and a cycle is billed once whichever run gets it.
 */
export function startSubscriptionRenewals({
  context,
  ...schedule
}: ScheduleSettings & { context: OrderContext }): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: RENEWAL_QUEUE,
    scheduleId: RENEWAL_SCHEDULER_ID,
    data: {},
    async run() {
      const run = await renewDueSubscriptions(context);
      if (Object.values(run).some((count) => count > 0)) schedule.logger.info(run, 'renewed due subscriptions');
      return run;
    },
  });
}

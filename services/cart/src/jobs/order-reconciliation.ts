import { PLATFORM_QUEUES, startScheduledJob, type ScheduledJob, type ScheduleSettings } from '@storefront/service-kit';
import type { OrderContext } from '../actions/order-context';
import { reconcilePlacements } from '../actions/reconcile-placements';

export const RECONCILIATION_QUEUE = PLATFORM_QUEUES.orderReconciliation;
/** One schedule whatever the number of replicas: each upserts this id. */
export const RECONCILIATION_SCHEDULER_ID = 'reconcile-order-placements';

export interface ReconciliationSettings extends ScheduleSettings {
  context: OrderContext;
  afterSeconds: number;
}

/** A repeatable job that finishes or undoes the placements a crash left between steps. */
export function startOrderReconciliation({ context, afterSeconds, ...schedule }: ReconciliationSettings): ScheduledJob {
  return startScheduledJob({
    ...schedule,
    queueName: RECONCILIATION_QUEUE,
    scheduleId: RECONCILIATION_SCHEDULER_ID,
    data: { afterSeconds },
    async run(data) {
      const result = await reconcilePlacements(context, data.afterSeconds);
      if (result.completed + result.undone + result.left > 0)
        schedule.logger.info(result, 'reconciled order placements');
      return result;
    },
  });
}

import type { OrderContext } from './order-context';
import { finishRenewal, renewSubscription, withdraw, type RenewalOutcome } from './renew-subscription';
import { dueSubscriptions } from '../store/subscriptions';
import { unfinishedRenewals } from '../store/renewals';

export type RenewalRun = Record<RenewalOutcome | 'finished' | 'left', number>;

/** How many subscriptions one run bills; the rest are due still and billed by the next run. */
const BATCH = 100;

/**
 * One run of the renewal job: first the renewals a crash left between steps that no due
 * subscription brings back, then every subscription due by `now`, one cycle each. A failure of
 * one (the catalog or the provider away) leaves it as it was, for the next run.
 */
export async function renewDueSubscriptions(context: OrderContext, now = new Date()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, declined: 0, failed: 0, skipped: 0, finished: 0, left: 0 };
  for (const renewal of await unfinishedRenewals(context.db, BATCH)) {
    try {
      if (renewal.state === 'ordered') await finishRenewal(context, renewal);
      else await withdraw(context, renewal);
      run.finished += 1;
    } catch (error) {
      run.left += 1;
      context.logger.warn({ err: error, renewalId: renewal.id }, 'renewal not finished; tried again next run');
    }
  }
  for (const subscription of await dueSubscriptions(context.db, now, BATCH)) {
    try {
      run[await renewSubscription(context, subscription)] += 1;
    } catch (error) {
      run.left += 1;
      context.logger.warn(
        { err: error, subscriptionId: subscription.id },
        'subscription not renewed; tried again next run',
      );
    }
  }
  return run;
}

import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { requeueStalled } from '../store/outbox';
import { finishDelivered, restartStalledFanouts, sendingRequestIds } from '../store/send-requests';
import { batches, type MailDoorbell } from './mail-queues';

export interface SweeperSettings {
  db: Database;
  doorbell: MailDoorbell;
  logger: Logger;
  leaseSeconds: number;
  batchSize: number;
  everyMs: number;
}

/** Messages re-queued per statement; a larger backlog takes several in one sweep. */
const REQUEUE_LIMIT = 5_000;

/**
 * The database is the truth, the queue a doorbell: whatever a killed worker or a Redis that lost
 * its jobs left behind (fan-outs not finished, messages waiting or sending for longer than a
 * lease) is queued again under new job ids, and send requests whose deliveries all ended are
 * finished. Safe to run in every worker at once: each row is taken by one sweep.
 */
export async function sweepOnce(settings: SweeperSettings): Promise<{ fanouts: number; messages: number }> {
  const { db, doorbell, leaseSeconds, batchSize } = settings;
  const fanouts = await restartStalledFanouts(db, leaseSeconds);
  for (const { id, fanoutRun } of fanouts) await doorbell.fanout(id, fanoutRun);
  let messages = 0;
  const sweep = Date.now();
  for (;;) {
    const stalled = await requeueStalled(db, leaseSeconds, REQUEUE_LIMIT);
    for (const batch of batches(stalled, batchSize)) await doorbell.deliver(batch, `sweep:${sweep}:${batch[0]}`);
    messages += stalled.length;
    if (stalled.length < REQUEUE_LIMIT) break;
  }
  await finishDelivered(db, await sendingRequestIds(db));
  return { fanouts: fanouts.length, messages };
}

export interface RecoverySweeper {
  close(): Promise<void>;
}

/** Sweeps once at start, then every `everyMs`; one sweep at a time. */
export function startRecoverySweeper(settings: SweeperSettings): RecoverySweeper {
  const { logger, everyMs } = settings;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepOnce(settings)
      .then(
        (found) => {
          if (found.fanouts + found.messages > 0) logger.info(found, 'recovered stalled mail work');
        },
        (error: unknown) => logger.warn({ err: error }, 'recovery sweep failed; trying again at the next'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, everyMs);
  sweep();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { requeueAbandoned, touchWaiting } from '../store/outbox';
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
 * A waiting message older than this many leases is queued again even while the delivery queue
 * is busy: in a shop that never stops mailing, the queue is never empty.
 */
const WAITING_LEASES = 10;

/**
 * The database is the truth, the queue a doorbell: whatever a killed worker or a Redis that lost
 * its jobs left behind is queued again under new job ids, and send requests whose deliveries all
 * ended are finished. Fan-outs not heard of for a lease are restarted; messages a job took and
 * did not finish within a lease wait again and are queued. A message merely waiting may sit behind
 * a long backlog, so it is queued again only once the delivery queue has nothing left (its job was
 * lost) or after many leases. Safe to run in every worker at once: each row is taken by one sweep,
 * and a message two jobs name is sent by the one that takes it.
 */
export async function sweepOnce(settings: SweeperSettings): Promise<{ fanouts: number; messages: number }> {
  const { db, doorbell, leaseSeconds, batchSize } = settings;
  const fanouts = await restartStalledFanouts(db, leaseSeconds);
  for (const { id, fanoutRun } of fanouts) await doorbell.fanout(id, fanoutRun);
  const sweep = Date.now();
  const queueAgain = async (take: () => Promise<number[]>) => {
    let queued = 0;
    for (;;) {
      const ids = await take();
      for (const batch of batches(ids, batchSize)) await doorbell.deliver(batch, `sweep:${sweep}:${batch[0]}`);
      queued += ids.length;
      if (ids.length < REQUEUE_LIMIT) return queued;
    }
  };
  let messages = await queueAgain(() => requeueAbandoned(db, leaseSeconds, REQUEUE_LIMIT));
  const waitingFor = (await doorbell.pendingDeliveries()) === 0 ? leaseSeconds : leaseSeconds * WAITING_LEASES;
  messages += await queueAgain(() => touchWaiting(db, waitingFor, REQUEUE_LIMIT));
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

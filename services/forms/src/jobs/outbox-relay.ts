import type { Database } from '@storefront/service-kit';
import { markSent, pendingOutbox } from '../store/outbox';

const batchSize = 100;

export interface RelaySettings {
  db: Database;
  /** Must be idempotent per submission: it may run again for one whose row was not marked yet. */
  enqueue(submissionId: string): Promise<void>;
}

/**
 * Queues the job of every submission whose outbox row is not marked sent, then marks it. A crash
 * between the two (or two relays at once) enqueues a submission again, which the queue ignores
 * because the job id is the submission id: each submission gets its job exactly once.
 */
export async function relayOutbox({ db, enqueue }: RelaySettings): Promise<number> {
  let relayed = 0;
  for (;;) {
    const pending = await pendingOutbox(db, batchSize);
    for (const submissionId of pending) {
      await enqueue(submissionId);
      await markSent(db, submissionId, new Date());
      relayed += 1;
    }
    if (pending.length < batchSize) return relayed;
  }
}

import type { Database } from '@storefront/service-kit';
import { markSent } from '../store/outbox';

export interface SentMarks {
  /** Resolves once the message is recorded as sent (or rejects if that write failed). */
  mark(outboxId: number): Promise<void>;
}

/** Marks written in one statement; more wait for the next. */
const MAX_MARKS_PER_WRITE = 500;

/**
 * Records accepted messages as sent. Between the relay's acceptance and this write a killed worker
 * would send the message again (under its same Message-ID), so each mark is written at once —
 * but marks that arrive while a write is under way share the next write, so hundreds of messages
 * accepted per second cost a few statements, not one each.
 */
export function sentMarks(db: Database): SentMarks {
  let waiting: { id: number; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;

  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const taken = waiting.slice(0, MAX_MARKS_PER_WRITE);
      waiting = waiting.slice(taken.length);
      try {
        await markSent(
          db,
          taken.map(({ id }) => id),
        );
        for (const mark of taken) mark.done();
      } catch (error) {
        for (const mark of taken) mark.failed(error);
      }
    }
    writing = false;
  };

  return {
    mark(outboxId) {
      return new Promise<void>((done, failed) => {
        waiting.push({ id: outboxId, done, failed });
        if (!writing) void write();
      });
    },
  };
}

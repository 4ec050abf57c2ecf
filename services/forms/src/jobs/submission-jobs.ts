import { createQueue, PLATFORM_QUEUES, createWorker, type Logger, type ServiceQueue } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { relayOutbox } from './outbox-relay';
import { noticeOfSubmission, type SubmissionMail } from './submission-notice';

export const SUBMISSION_QUEUE = PLATFORM_QUEUES.formSubmissions;
export const SUBMISSION_JOB = 'submission-accepted';

export interface SubmissionJob {
  submissionId: string;
}

/** BullMQ's job id of a submission's job (service-kit derives it from the idempotency key). */
export function submissionJobId(submissionId: string): string {
  return `key-${submissionId}`;
}

export interface SubmissionJobs {
  /** Relays now instead of at the next tick. */
  wake(): void;
  /** Stops relaying and working, waiting for a running relay pass and job. */
  close(): Promise<void>;
}

export interface SubmissionJobSettings {
  db: Database;
  redisUrl: string;
  prefix: string;
  relayEveryMs: number;
  logger: Logger;
  /** Where each submission is e-mailed; without it submissions are only marked notified. */
  mail?: SubmissionMail;
}

/**
 * The outbox relay (database -> queue, one job per submission) and the worker that runs those
 * jobs: each e-mails its submission to the owner and marks it notified (jobs/submission-notice).
 */
export function startSubmissionJobs(settings: SubmissionJobSettings): SubmissionJobs {
  const { db, redisUrl, prefix, relayEveryMs, logger, mail } = settings;
  const connection = { url: redisUrl };
  const queue: ServiceQueue<SubmissionJob> = createQueue<SubmissionJob>(SUBMISSION_QUEUE, { connection, prefix });
  const worker = createWorker<SubmissionJob, boolean>(
    SUBMISSION_QUEUE,
    async ({ submissionId }) => noticeOfSubmission(db, mail, submissionId),
    { connection, prefix, logger },
  );

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const relay = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = relayOutbox({
      db,
      enqueue: async (submissionId) => {
        await queue.add(SUBMISSION_JOB, { submissionId }, { idempotencyKey: submissionId });
      },
    })
      .then(
        (relayed) => {
          if (relayed > 0) logger.debug({ relayed }, 'queued submission jobs');
        },
        (error: unknown) => logger.warn({ err: error }, 'outbox relay failed; retrying on the next tick'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          relay();
        }
      });
  };
  const timer = setInterval(relay, relayEveryMs);
  relay();

  return {
    wake: relay,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await worker.close();
      await queue.close();
    },
  };
}

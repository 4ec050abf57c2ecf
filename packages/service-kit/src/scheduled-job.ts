import type { Logger } from 'pino';
import { keepScheduled } from './job-schedules';
import { createQueue, createWorker } from './queues';

/** Where a service's scheduled job queues and how often it runs, as the service's config says. */
export interface ScheduleSettings {
  redisUrl: string;
  /** Redis key prefix of the service's queues. */
  prefix: string;
  everySeconds: number;
  logger: Logger;
}

export interface ScheduledJobSettings<T, R> extends ScheduleSettings {
  queueName: string;
  /**
   * Names the schedule and its jobs. It is the idempotency key of the schedule: every replica
   * upserts the same one, so there is one schedule, and each of its runs is one job.
   */
  scheduleId: string;
  /** What every run is given. */
  data: T;
  run(data: T): Promise<R>;
}

export interface ScheduledJob {
  /** Stops taking runs and waits for a running one to finish. */
  close(): Promise<void>;
}

/**
 * A queue with a worker and a schedule that feeds it every `everySeconds`: housekeeping every
 * replica starts and one replica runs each time. The schedule is not awaited: the service serves
 * whether or not Redis answers yet; it lands when Redis does, and again whenever Redis comes back
 * without it.
 */
export function startScheduledJob<T, R>(settings: ScheduledJobSettings<T, R>): ScheduledJob {
  const { queueName, scheduleId, data, run, redisUrl, prefix, everySeconds, logger } = settings;
  const connection = { url: redisUrl };
  const queue = createQueue<T>(queueName, { connection, prefix });
  const worker = createWorker<T, R>(queueName, run, { connection, prefix, logger });
  const schedule = keepScheduled(
    queue,
    { id: scheduleId, everyMs: everySeconds * 1000, jobName: scheduleId, data },
    logger,
  );
  return {
    async close() {
      schedule.stop();
      await worker.close();
      await queue.close();
    },
  };
}

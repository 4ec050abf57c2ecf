import type { Logger } from 'pino';
import type { JobEnvelope, ServiceQueue } from './queues';

/** A job run every `everyMs`; the id names the schedule, so every replica keeps the same one. */
export interface JobSchedule<T> {
  id: string;
  everyMs: number;
  jobName: string;
  data: T;
}

export interface KeptSchedule {
  /** Resolves once the schedule has been written to Redis (after the next connect if Redis is away). */
  registered: Promise<void>;
  /** Stops re-registering; the schedule itself stays in Redis for the other replicas. */
  stop(): void;
}

/**
 * Registers a schedule now and again every time the queue's Redis connection becomes ready. A
 * Redis without persistence forgets schedules when it restarts, and nothing else would write this
 * one back until the service restarted; upserting the same id is idempotent, so re-registering an
 * existing schedule changes nothing.
 */
export function keepScheduled<T>({ queue }: ServiceQueue<T>, schedule: JobSchedule<T>, logger?: Logger): KeptSchedule {
  const { id, everyMs, jobName, data } = schedule;
  const envelope: JobEnvelope<T> = { data, trace: {} };
  let stopped = false;
  let resolveRegistered: () => void;
  const registered = new Promise<void>((resolve) => (resolveRegistered = resolve));

  const register = () => {
    if (stopped) return;
    queue.upsertJobScheduler(id, { every: everyMs }, { name: jobName, data: envelope }).then(
      () => {
        logger?.info({ queue: queue.name, schedule: id, everyMs }, 'job schedule registered');
        resolveRegistered();
      },
      (error: unknown) =>
        // the next 'ready' registers it again
        logger?.warn({ queue: queue.name, schedule: id, err: error }, 'could not register the job schedule yet'),
    );
  };
  const backend = queue.getBackend();
  backend.on('ready', register);
  register();
  return {
    registered,
    stop() {
      stopped = true;
      backend.off('ready', register);
    },
  };
}

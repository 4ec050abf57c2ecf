import { randomUUID } from 'node:crypto';
import { createQueue, type ServiceQueue } from './queues';

/** The gateway's side of an ingest queue, as a test plays it. */
export interface TestIngestQueue<J> {
  queue: ServiceQueue<J>;
  /** Adds a job as the gateway does (a batch UUID as its id); resolves to the job id. */
  add(job: J, batchId?: string): Promise<string>;
  /** Waits until every named job has completed or failed for good; their final states. */
  settled(jobIds: string[], timeoutMs?: number): Promise<string[]>;
  close(): Promise<void>;
}

/** An ingest queue (`queueName` under `prefix`) that a test adds jobs to as the gateway would. */
export function openTestIngestQueue<J>(queueName: string, redisUrl: string, prefix: string): TestIngestQueue<J> {
  const queue = createQueue<J>(queueName, { connection: { url: redisUrl }, prefix });
  const states = (jobIds: string[]) =>
    Promise.all(
      jobIds.map(async (id) => {
        const job = await queue.queue.getJob(id);
        if (!job) return 'missing';
        // a job with attempts left waits (delayed) for its retry: 'failed' is for good
        return job.getState();
      }),
    );
  return {
    queue,
    async add(job, batchId = randomUUID()) {
      const added = await queue.add('ingest', job, {
        idempotencyKey: batchId,
        attempts: 3,
        backoff: { type: 'fixed', delay: 100 },
      });
      return added.id!;
    },
    async settled(jobIds, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const now = await states(jobIds);
        if (now.every((state) => state === 'completed' || state === 'failed')) return now;
        if (Date.now() > until) throw new Error(`jobs not settled after ${timeoutMs} ms: ${now.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => queue.close(),
  };
}

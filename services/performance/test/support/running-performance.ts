import { randomBytes, randomUUID } from 'node:crypto';
import { PERFORMANCE_INGEST_QUEUE, type PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import { performanceV1 } from '@storefront/proto';
import { createQueue, type RunningService, type ServiceClient, type ServiceQueue } from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  forgetQueueKeys,
  serviceBackends,
  startQuietly,
  testServiceEnv,
} from '@storefront/service-kit/testing';
import { loadPerformanceConfig } from '../../src/config';
import { performanceDefinition } from '../../src/service';
import { eventually } from '../../../notifications/test/support/eventually';

export const backends: Backend[] = serviceBackends({
  prefix: 'performance_test',
  urlVariable: 'PERFORMANCE_DATABASE_URL',
  pgliteEnv: { DATA_DIR: 'memory://' },
});

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type PerformanceClient = ServiceClient<typeof performanceV1.PerformanceServiceService>;

/** The gateway's side of the ingest queue, as a test plays it. */
export interface IngestQueue {
  queue: ServiceQueue<PerformanceIngestJob>;
  /** Adds a job as the gateway does (a batch UUID as its id); resolves to the job id. */
  add(job: PerformanceIngestJob, batchId?: string): Promise<string>;
  /** Waits until every named job has completed or failed for good; their final states. */
  settled(jobIds: string[], timeoutMs?: number): Promise<string[]>;
  close(): Promise<void>;
}

export function openIngestQueue(prefix: string): IngestQueue {
  const queue = createQueue<PerformanceIngestJob>(PERFORMANCE_INGEST_QUEUE, { connection: { url: redisUrl }, prefix });
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
    settled: (jobIds, timeoutMs = 30_000) =>
      eventually(
        () => states(jobIds),
        (now) => now.every((state) => state === 'completed' || state === 'failed'),
        timeoutMs,
      ),
    close: () => queue.close(),
  };
}

export interface PerformanceUnderTest {
  service: RunningService;
  client: PerformanceClient;
  ingest: IngestQueue;
  /** The Redis key prefix of this run's queues. */
  prefix: string;
  stop(): Promise<void>;
}

/** The performance service on the given backend, in this process, with real Redis under a prefix of its own. */
export async function startPerformance(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<PerformanceUnderTest> {
  const database = await backend.prepare();
  const prefix = `perf-test-${randomBytes(4).toString('hex')}`;
  const service = await startQuietly(
    performanceDefinition,
    loadPerformanceConfig({
      ...testServiceEnv,
      GRPC_PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      PERFORMANCE_QUEUE_PREFIX: prefix,
      ...database.env,
      ...env,
    }),
  );
  const client = clientOfTestService(
    performanceV1.PerformanceServiceClient,
    performanceV1.PerformanceServiceDefinition,
    service,
  );
  const ingest = openIngestQueue(prefix);
  return {
    service,
    client,
    ingest,
    prefix,
    async stop() {
      client.close();
      await ingest.close();
      await service.stop();
      await database.dispose();
      await forgetQueueKeys(redisUrl, prefix);
    },
  };
}

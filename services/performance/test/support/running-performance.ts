import { PERFORMANCE_INGEST_QUEUE, type PerformanceIngestJob } from '@storefront/performance-rules/ingest';
import { performanceV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import {
  type Backend,
  type IngestServiceUnderTest,
  openTestIngestQueue,
  serviceBackends,
  startIngestServiceForTests,
  type TestIngestQueue,
} from '@storefront/service-kit/testing';
import { loadPerformanceConfig } from '../../src/config';
import { performanceDefinition } from '../../src/service';

export const backends: Backend[] = serviceBackends({
  prefix: 'performance_test',
  urlVariable: 'PERFORMANCE_DATABASE_URL',
  pgliteEnv: { DATA_DIR: 'memory://' },
});

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type PerformanceClient = ServiceClient<typeof performanceV1.PerformanceServiceService>;

/** The gateway's side of the ingest queue, as a test plays it. */
export type IngestQueue = TestIngestQueue<PerformanceIngestJob>;

export function openIngestQueue(prefix: string): IngestQueue {
  return openTestIngestQueue<PerformanceIngestJob>(PERFORMANCE_INGEST_QUEUE, redisUrl, prefix);
}

export type PerformanceUnderTest = IngestServiceUnderTest<
  typeof performanceV1.PerformanceServiceService,
  PerformanceIngestJob
>;

/** The performance service on the given backend, in this process, with real Redis under a prefix of its own. */
export function startPerformance(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<PerformanceUnderTest> {
  return startIngestServiceForTests(
    {
      definition: performanceDefinition,
      loadConfig: loadPerformanceConfig,
      queueName: PERFORMANCE_INGEST_QUEUE,
      prefixVariable: 'PERFORMANCE_QUEUE_PREFIX',
      Client: performanceV1.PerformanceServiceClient,
      contract: performanceV1.PerformanceServiceDefinition,
      redisUrl,
    },
    backend,
    env,
  );
}

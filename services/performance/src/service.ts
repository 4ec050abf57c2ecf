import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { loadPerformanceConfig, type PerformanceConfig } from './config';
import { performanceService } from './grpc/performance-service';
import { startIngestWorker } from './jobs/ingest-worker';
import { startRetention } from './jobs/retention';

/**
 * The performance service as service-kit starts it: the gRPC server of the owner's summaries, the
 * ingest worker storing what the gateway queued, and the retention schedule.
 */
export const performanceDefinition: ServiceDefinition<PerformanceConfig> = {
  name: 'performance',
  loadConfig: loadPerformanceConfig,
  contract: 'storefront/performance/v1/performance.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // One DATABASE_URL may serve every service; each keeps its own migration history.
  migrationsTable: '__drizzle_migrations_performance',
  async wire({ config, logger, db }) {
    const queue = { redisUrl: config.REDIS_URL, prefix: config.PERFORMANCE_QUEUE_PREFIX, logger };
    const ingest = startIngestWorker({ ...queue, db, concurrency: config.PERFORMANCE_INGEST_CONCURRENCY });
    const retention = startRetention({
      ...queue,
      db,
      retentionDays: config.PERFORMANCE_RETENTION_DAYS,
      everySeconds: config.PERFORMANCE_RETENTION_EVERY_SECONDS,
    });
    return {
      redisUrl: config.REDIS_URL,
      services: [performanceService({ db, logger })],
      jobs: [ingest, retention],
    };
  },
};

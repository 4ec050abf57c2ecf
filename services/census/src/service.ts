import path from 'node:path';
import { CENSUS_INGEST_QUEUE } from '@storefront/census-rules';
import { startIngestWorker, type ServiceDefinition } from '@storefront/service-kit';
import { storeIngestJob } from './actions/store-ingest-job';
import { loadCensusConfig, type CensusConfig } from './config';
import { censusService } from './grpc/census-service';
import { startRetention, startRollup } from './jobs/schedules';

/**
 * The census service as service-kit starts it: the gRPC server of the owner's analytics, the
 * ingest worker storing what the gateway queued, the hourly rollup and the retention schedule.
 */
export const censusDefinition: ServiceDefinition<CensusConfig> = {
  name: 'census',
  loadConfig: loadCensusConfig,
  contract: 'storefront/census/v1/census.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // One DATABASE_URL may serve every service; each keeps its own migration history.
  migrationsTable: '__drizzle_migrations_census',
  async wire({ config, logger, db }) {
    const queue = { redisUrl: config.REDIS_URL, prefix: config.CENSUS_QUEUE_PREFIX, logger };
    // service-kit's ingest worker: a job failing the ingest schema fails for good, anything else is retried
    const ingest = startIngestWorker(CENSUS_INGEST_QUEUE, (data) => storeIngestJob(db, data), {
      ...queue,
      concurrency: config.CENSUS_INGEST_CONCURRENCY,
    });
    const rollup = startRollup({
      ...queue,
      db,
      retentionDays: config.CENSUS_RAW_RETENTION_DAYS,
      everySeconds: config.CENSUS_ROLLUP_EVERY_SECONDS,
    });
    const retention = startRetention({
      ...queue,
      db,
      retentionDays: config.CENSUS_RAW_RETENTION_DAYS,
      everySeconds: config.CENSUS_RETENTION_EVERY_SECONDS,
    });
    return {
      redisUrl: config.REDIS_URL,
      services: [censusService({ db, logger })],
      jobs: [ingest, rollup, retention],
    };
  },
};

import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

const count = z.coerce.number().int();

/** The census service's whole environment: the variables every service reads plus its own. */
export const censusConfigSchema = z.object({
  ...commonConfig('census', { grpcPort: 50055 }),
  /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
  CENSUS_DATABASE_URL: z.url().optional(),
  /** Redis key prefix of the ingest queue and the schedules; the gateway adds to it under the same prefix. */
  CENSUS_QUEUE_PREFIX: z.string().min(1).default('storefront'),
  /** Ingest jobs one process stores at once; each is one statement per table. */
  CENSUS_INGEST_CONCURRENCY: count.min(1).max(64).default(4),
  /** Raw hits and events are kept this many days (whole days: a day's partition is dropped at once). */
  CENSUS_RAW_RETENTION_DAYS: count.min(2).max(3650).default(35),
  /** How often hours that received data are rolled up. */
  CENSUS_ROLLUP_EVERY_SECONDS: count.min(1).max(3600).default(60),
  /** How often partitions past retention are dropped and the next days' made. */
  CENSUS_RETENTION_EVERY_SECONDS: count.min(1).default(3600),
});

export type CensusConfig = z.infer<typeof censusConfigSchema>;

export function loadCensusConfig(env: NodeJS.ProcessEnv = process.env): CensusConfig {
  return loadConfig(censusConfigSchema, env);
}

import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

const count = z.coerce.number().int();

/** The performance service's whole environment: the variables every service reads plus its own. */
export const performanceConfigSchema = z.object({
  ...commonConfig('performance', { grpcPort: 50056 }),
  /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
  PERFORMANCE_DATABASE_URL: z.url().optional(),
  /** Redis key prefix of the ingest queue; the gateway adds to it under the same prefix. */
  PERFORMANCE_QUEUE_PREFIX: z.string().min(1).default('storefront'),
  /** Ingest jobs one process stores at once; each is one statement per table. */
  PERFORMANCE_INGEST_CONCURRENCY: count.min(1).max(64).default(4),
  /** Records and error reports older than this many days are deleted. */
  PERFORMANCE_RETENTION_DAYS: count.min(1).max(3650).default(90),
  /** How often the retention job runs. */
  PERFORMANCE_RETENTION_EVERY_SECONDS: count.min(1).default(3600),
});

export type PerformanceConfig = z.infer<typeof performanceConfigSchema>;

export function loadPerformanceConfig(env: NodeJS.ProcessEnv = process.env): PerformanceConfig {
  return loadConfig(performanceConfigSchema, env);
}

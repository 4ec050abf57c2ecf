import { CENSUS_INGEST_QUEUE, type CensusIngestJob } from '@storefront/census-rules';
import { censusV1 } from '@storefront/proto';
import { createQueue, PLATFORM_QUEUES, type Database, type ServiceClient } from '@storefront/service-kit';
import {
  type Backend,
  type IngestServiceUnderTest,
  serviceBackends,
  startIngestServiceForTests,
} from '@storefront/service-kit/testing';
import { sql, type SQL } from 'drizzle-orm';
import { loadCensusConfig } from '../../src/config';
import { censusDefinition } from '../../src/service';

export const backends: Backend[] = serviceBackends({
  prefix: 'census_test',
  urlVariable: 'CENSUS_DATABASE_URL',
  pgliteEnv: { DATA_DIR: 'memory://' },
});

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type CensusClient = ServiceClient<typeof censusV1.CensusServiceService>;

export type CensusUnderTest = IngestServiceUnderTest<typeof censusV1.CensusServiceService, CensusIngestJob>;

/**
 * Resolves once each of the service's schedules has run once. BullMQ runs an `every` schedule at
 * once when it is registered; on a busy machine that first run can start well after the service,
 * in the middle of a test's own rollup.
 */
async function firstScheduledRuns(prefix: string): Promise<void> {
  const queues = [PLATFORM_QUEUES.censusRollup, PLATFORM_QUEUES.censusRetention].map((name) =>
    createQueue(name, { connection: { url: redisUrl }, prefix }),
  );
  try {
    const deadline = Date.now() + 60_000;
    for (const { queue } of queues) {
      for (;;) {
        const { completed = 0, failed = 0 } = await queue.getJobCounts('completed', 'failed');
        if (completed + failed > 0) break;
        if (Date.now() > deadline) throw new Error(`the first ${queue.name} run did not end within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
  }
}

/**
 * The census service on the given backend, in this process, with real Redis under a prefix of its
 * own; its schedules next run in an hour, so the tests roll up when they choose to.
 */
export async function startCensus(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<CensusUnderTest> {
  const running: CensusUnderTest = await startIngestServiceForTests(
    {
      definition: censusDefinition,
      loadConfig: loadCensusConfig,
      queueName: CENSUS_INGEST_QUEUE,
      prefixVariable: 'CENSUS_QUEUE_PREFIX',
      Client: censusV1.CensusServiceClient,
      contract: censusV1.CensusServiceDefinition,
      redisUrl,
    },
    backend,
    { CENSUS_ROLLUP_EVERY_SECONDS: '3600', ...env },
  );
  try {
    await firstScheduledRuns(running.prefix);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** The rows of a raw statement. */
export const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many of `ids` are stored in `table`, and how many rows they make (more would be a double). */
export async function storedIds(db: Database, table: 'census_hits' | 'census_events', ids: string[]) {
  const [row] = await rowsOf<{ rows: number; ids: number }>(
    db,
    sql`select count(*)::int as rows, count(distinct id)::int as ids from ${sql.raw(table)}
        where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return row!;
}

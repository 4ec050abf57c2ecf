import { CENSUS_INGEST_QUEUE, type CensusIngestJob } from '@storefront/census-rules';
import { censusV1 } from '@storefront/proto';
import type { Database, ServiceClient } from '@storefront/service-kit';
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
 * The census service on the given backend, in this process, with real Redis under a prefix of its
 * own; the tests roll up when they choose to.
 */
export function startCensus(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<CensusUnderTest> {
  return startIngestServiceForTests(
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

import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import type { ClientConstructor, ServiceClient } from './grpc-client';
import { forgetQueueKeys } from './queue-keys';
import type { ServiceContract } from './retry-policy';
import type { RunningService, ServiceConfig, ServiceDefinition } from './start-service';
import type { Backend } from './test-databases';
import { openTestIngestQueue, type TestIngestQueue } from './test-ingest-queue';
import { clientOfTestService, startQuietly } from './test-services';
import { testServiceEnv } from './testing';

/** An ingest service (performance, census) and what a test plays the gateway with. */
export interface IngestServiceUnderTest<D extends object, J> {
  service: RunningService;
  db: Database;
  client: ServiceClient<D>;
  /** The gateway's side of its ingest queue. */
  ingest: TestIngestQueue<J>;
  /** The Redis key prefix of this run's queues. */
  prefix: string;
  stop(): Promise<void>;
}

export interface IngestServiceHarness<C extends ServiceConfig, D extends object> {
  definition: ServiceDefinition<C>;
  loadConfig(env: NodeJS.ProcessEnv): C;
  /** The ingest queue's name and the variable that names its Redis key prefix. */
  queueName: string;
  prefixVariable: string;
  Client: ClientConstructor<D>;
  contract: ServiceContract;
  redisUrl: string;
}

/**
 * An ingest service on the given backend, in this process, with real Redis under a prefix of its
 * own, its gRPC client, and its ingest queue as the gateway adds to it.
 */
export async function startIngestServiceForTests<C extends ServiceConfig, D extends object, J>(
  harness: IngestServiceHarness<C, D>,
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
): Promise<IngestServiceUnderTest<D, J>> {
  const { definition, loadConfig, queueName, prefixVariable, Client, contract, redisUrl } = harness;
  const database = await backend.prepare();
  const prefix = `${definition.name}-test-${randomBytes(4).toString('hex')}`;
  const service = await startQuietly(
    definition,
    loadConfig({
      ...testServiceEnv,
      GRPC_PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      [prefixVariable]: prefix,
      ...database.env,
      ...env,
    }),
  );
  const client = clientOfTestService(Client, contract, service);
  const ingest = openTestIngestQueue<J>(queueName, redisUrl, prefix);
  return {
    service,
    db: service.database.db as Database,
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

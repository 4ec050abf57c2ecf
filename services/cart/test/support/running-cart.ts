import { cartV1 } from '@storefront/proto';
import type { RunningService, ServiceClient } from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  noteSkippedBackends as noteSkippedServiceBackends,
  pgliteRuns,
  serviceBackends,
  startQuietly,
  testServiceEnv,
} from '@storefront/service-kit/testing';
import { startDemoCatalogService } from '../../../catalog/test/support/demo-catalog';
import { cart as cartDefinition } from '../../src/service';
import { loadCartConfig } from '../../src/config';

/**
 * The demo catalog every test talks to runs on PGlite, so without PGlite nothing runs; the cart
 * itself runs on each backend.
 */
export const backends: Backend[] = pgliteRuns
  ? serviceBackends({ prefix: 'cart_test', urlVariable: 'CART_DATABASE_URL' })
  : [];

/** Titles for the runs left out, so their absence shows in the test output. */
export function noteSkippedBackends(subject: string): void {
  noteSkippedServiceBackends(subject, 'the catalog runs on PGlite');
}

export interface Replica {
  client: ServiceClient<typeof cartV1.CartServiceService>;
  stop(): Promise<void>;
}

export interface Shop {
  catalog: RunningService;
  cart: RunningService;
  client: ServiceClient<typeof cartV1.CartServiceService>;
  /**
   * Another cart service with the same settings: on PostgreSQL, a second replica of the same carts.
   * The shop stops it too, before the database it shares goes away.
   */
  startReplica(): Promise<Replica>;
  stop(): Promise<void>;
}

/**
 * A seeded demo catalog and a cart service talking to it over gRPC, both in this process; the
 * catalog always on PGlite (it is not what is under test), the cart on the given backend.
 */
export async function startShop(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<Shop> {
  const database = await backend.prepare();
  const catalog = await startDemoCatalogService();
  const config = loadCartConfig({
    ...testServiceEnv,
    GRPC_PORT: '0',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    CATALOG_ADDR: `127.0.0.1:${catalog.grpc.port}`,
    // hundreds of calls at once queue on one embedded catalog database
    CATALOG_DEADLINE_MS: '20000',
    ...database.env,
    ...env,
  });
  const cart = await startQuietly(cartDefinition, config);
  const clientOf = (running: RunningService) =>
    clientOfTestService(cartV1.CartServiceClient, cartV1.CartServiceDefinition, running);
  const client = clientOf(cart);
  const replicas: Replica[] = [];
  return {
    catalog,
    cart,
    client,
    async startReplica() {
      const replica = await startQuietly(cartDefinition, config);
      const replicaClient = clientOf(replica);
      const started = {
        client: replicaClient,
        async stop() {
          replicaClient.close();
          await replica.stop();
        },
      };
      replicas.push(started);
      return started;
    },
    async stop() {
      for (const replica of replicas.splice(0)) await replica.stop();
      client.close();
      await cart.stop();
      await catalog.stop();
      await database.dispose();
    },
  };
}

/** Two cart replicas of one database, as the replica tests compare them; stopping the shop stops both. */
export interface TwoReplicas {
  shop: Shop;
  other: Replica;
  stop(): Promise<void>;
}

export async function startTwoReplicas(backend: Backend): Promise<TwoReplicas> {
  const shop = await startShop(backend);
  const other = await shop.startReplica().catch(async (error: unknown) => {
    await shop.stop();
    throw error;
  });
  return { shop, other, stop: () => shop.stop() };
}

/**
 * Each replica remembers the carts it has seen; only a database both share shows whether a
 * change made by one is ever lost or misjudged by the other. PGlite is private to one process.
 */
export const sharedDatabaseBackends = backends.filter((backend) => backend.name === 'PostgreSQL');

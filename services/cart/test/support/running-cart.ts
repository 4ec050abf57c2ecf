import { randomBytes } from 'node:crypto';
import type { ServiceError } from '@grpc/grpc-js';
import { cartV1 } from '@storefront/proto';
import {
  createClient,
  createLogger,
  type RunningService,
  type ServiceClient,
  startService,
} from '@storefront/service-kit';
import { TEST_SERVICE_AUTH_SECRET, testServiceAuth } from '@storefront/service-kit/testing';
import { Pool } from 'pg';
import { catalog as catalogDefinition } from '../../../catalog/src/service';
import { loadCatalogConfig } from '../../../catalog/src/config';
import { cart as cartDefinition } from '../../src/service';
import { loadCartConfig } from '../../src/config';

const VM_MODULES_FLAG = '--experimental-vm-modules';
/** PGlite (the embedded database of catalog and cart) loads only when node runs with this flag. */
export const pgliteRuns = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes(
  VM_MODULES_FLAG,
);
const databaseUrl = process.env.DATABASE_URL;

export interface Backend {
  name: string;
  /** Environment for the cart's database, and how to throw it away afterwards. */
  prepare(): Promise<{ env: NodeJS.ProcessEnv; dispose(): Promise<void> }>;
}

/** A database created for this run on the server DATABASE_URL names, dropped afterwards. */
async function throwawayPostgres(url: string) {
  const name = `cart_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { CART_DATABASE_URL: target.toString() },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** What every service of a test shop is started with: loopback only, signed calls. */
export const testServiceEnv = { GRPC_HOST: '127.0.0.1', SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET };

/** The demo catalog every test talks to runs on PGlite, so without it nothing runs. */
export const backends: Backend[] = pgliteRuns
  ? [
      { name: 'PGlite', prepare: async () => ({ env: {}, dispose: async () => undefined }) },
      ...(databaseUrl ? [{ name: 'PostgreSQL', prepare: () => throwawayPostgres(databaseUrl) }] : []),
    ]
  : [];

/** Titles for the runs left out, so their absence shows in the test output. */
export function noteSkippedBackends(subject: string): void {
  if (!pgliteRuns)
    it.skip(`${subject} (skipped: run node with ${VM_MODULES_FLAG}; the catalog runs on PGlite)`, () => undefined);
  else if (!databaseUrl) it.skip(`${subject} on PostgreSQL (skipped: DATABASE_URL is not set)`, () => undefined);
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
  const silent = createLogger({ service: 'test', level: 'silent' });
  const database = await backend.prepare();
  const catalog = await startService(
    catalogDefinition,
    loadCatalogConfig({ ...testServiceEnv, GRPC_PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
    silent,
  );
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
  const cart = await startService(cartDefinition, config, silent);
  const clientOf = (running: RunningService) =>
    createClient(cartV1.CartServiceClient, `127.0.0.1:${running.grpc.port}`, {
      deadlineMs: 30_000,
      contract: cartV1.CartServiceDefinition,
      auth: testServiceAuth('gateway'),
    });
  const client = clientOf(cart);
  const replicas: Replica[] = [];
  return {
    catalog,
    cart,
    client,
    async startReplica() {
      const replica = await startService(cartDefinition, config, silent);
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

/** The error a call failed with (the test fails if it succeeded). */
export function failure(promise: Promise<unknown>): Promise<ServiceError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ServiceError) => error,
  );
}

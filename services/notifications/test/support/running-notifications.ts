import { randomBytes } from 'node:crypto';
import { catalogV1, notificationsV1 } from '@storefront/proto';
import {
  startService,
  type Database,
  type Logger,
  type RunningService,
  type ServiceClient,
} from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  forgetQueueKeys,
  noteSkippedBackends as noteSkippedServiceBackends,
  pgliteRuns,
  serviceBackends,
  startQuietly,
  testServiceEnv,
} from '@storefront/service-kit/testing';
import { startDemoCatalogService } from '../../../catalog/test/support/demo-catalog';
import { demoStoreProducts } from '../../../catalog/src/seed';
import { loadNotificationsConfig } from '../../src/config';
import { startMailSink, type MailSink, type SinkRules } from './mail-sink';
import { notifications as notificationsDefinition } from '../../src/service';

/** The demo catalog runs on PGlite, so without PGlite nothing runs; notifications runs on each backend. */
export const backends: Backend[] = pgliteRuns
  ? serviceBackends({ prefix: 'notifications_test', urlVariable: 'NOTIFICATIONS_DATABASE_URL' })
  : [];

export function noteSkippedBackends(subject: string): void {
  noteSkippedServiceBackends(subject, 'the catalog runs on PGlite');
}

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type NotificationsClient = ServiceClient<typeof notificationsV1.NotificationsServiceService>;
export type CatalogClient = ServiceClient<typeof catalogV1.CatalogServiceService>;

export interface RunningCatalog {
  catalog: RunningService;
  client: CatalogClient;
  address: string;
  stop(): Promise<void>;
}

/** The seeded demo catalog, in this process, on PGlite. */
export async function startDemoCatalog(): Promise<RunningCatalog> {
  const catalog = await startDemoCatalogService();
  const client = clientOfTestService(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, catalog);
  return {
    catalog,
    client,
    address: `127.0.0.1:${catalog.grpc.port}`,
    async stop() {
      client.close();
      await catalog.stop();
    },
  };
}

export interface Shop {
  catalog: RunningCatalog;
  notifications: RunningService;
  client: NotificationsClient;
  db: Database;
  /** The Redis key prefix of this shop's queues. */
  prefix: string;
  stop(): Promise<void>;
}

/**
 * A demo catalog and a notifications service talking to it over gRPC, both in this process; the
 * catalog on PGlite, notifications on the given backend, with Redis and the given SMTP relay
 * unless `env` says otherwise.
 */
export async function startShop(backend: Backend, env: NodeJS.ProcessEnv = {}, logger?: Logger): Promise<Shop> {
  const database = await backend.prepare();
  const catalog = await startDemoCatalog();
  const prefix = `notif-test-${randomBytes(4).toString('hex')}`;
  const config = loadNotificationsConfig({
    ...testServiceEnv,
    GRPC_PORT: '0',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    CATALOG_ADDR: catalog.address,
    CATALOG_DEADLINE_MS: '20000',
    REDIS_URL: redisUrl,
    NOTIFICATIONS_QUEUE_PREFIX: prefix,
    NOTIFICATIONS_RETRY_DELAY_MS: '100',
    ...database.env,
    ...env,
  });
  const notifications = logger
    ? await startService(notificationsDefinition, config, logger)
    : await startQuietly(notificationsDefinition, config);
  const client = clientOfTestService(
    notificationsV1.NotificationsServiceClient,
    notificationsV1.NotificationsServiceDefinition,
    notifications,
  );
  return {
    catalog,
    notifications,
    client,
    db: notifications.database.db,
    prefix,
    async stop() {
      client.close();
      await notifications.stop();
      await catalog.stop();
      await database.dispose();
      await forgetQueueKeys(env.REDIS_URL || redisUrl, prefix);
    },
  };
}

export type ShopWithSink = Shop & { sink: MailSink };

/** `startShop` relaying to an SMTP sink of its own (its rules as given), stopped with the shop. */
export async function startShopWithSink(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  options: { rules?: SinkRules; logger?: Logger } = {},
): Promise<ShopWithSink> {
  const sink = await startMailSink(options.rules);
  const started = await startShop(backend, { SMTP_URL: sink.url, ...env }, options.logger);
  return {
    ...started,
    sink,
    async stop() {
      await started.stop();
      await sink.close();
    },
  };
}

const demoProducts = demoStoreProducts().map(({ product }) => product);

/** A seeded demo product by its slug, as the catalog serves it. */
export function demoProduct(slug: string) {
  const product = demoProducts.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no demo product ${slug}`);
  return product;
}

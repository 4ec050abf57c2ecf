import { status } from '@grpc/grpc-js';
import { catalogV1 } from '@storefront/proto';
import type { RunningService, ServiceClient } from '@storefront/service-kit';
import {
  type Backend,
  clientOfTestService,
  failure,
  noteSkippedBackends,
  serviceBackends,
  startQuietly,
  TEST_SERVICE_AUTH_SECRET,
} from '@storefront/service-kit/testing';
import { loadCatalogConfig } from '../src/config';
import { demoCollection, demoStoreProducts } from '../src/seed';
import { catalog as catalogDefinition } from '../src/service';

const backends = serviceBackends({ prefix: 'catalog_demo_test', urlVariable: 'CATALOG_DATABASE_URL' });

noteSkippedBackends('catalog demo store on start');

interface StartedCatalog {
  client: ServiceClient<typeof catalogV1.CatalogServiceService>;
  stop(): Promise<void>;
}

/** The catalog on a fresh, empty database of `backend`, with `env` over the test settings. */
async function startOnEmptyDatabase(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<StartedCatalog> {
  const database = await backend.prepare();
  let catalog: RunningService | undefined;
  try {
    catalog = await startQuietly(
      catalogDefinition,
      loadCatalogConfig({
        GRPC_PORT: '0',
        GRPC_HOST: '127.0.0.1',
        SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        ...database.env,
        ...env,
      }),
    );
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const running = catalog;
  const client = clientOfTestService(catalogV1.CatalogServiceClient, catalogV1.CatalogServiceDefinition, running);
  return {
    client,
    async stop() {
      client.close();
      await running.stop();
      await database.dispose();
    },
  };
}

// Starting on PGlite and writing the whole demo store took 5.3 s on a loaded CI machine.
const SEEDING_TIMEOUT_MS = 30_000;

const firstDemoProduct = demoStoreProducts()[0]!.product;

if (backends.length > 0)
  describe.each(backends)('the demo store on start, on $name', (backend) => {
    // A deployment (Helm, a container) sets nothing: its operator must get an empty store.
    it(
      'is not written under the default configuration: no collections, no products',
      async () => {
        const catalog = await startOnEmptyDatabase(backend);
        try {
          await expect(catalog.client.call.listCollections({})).resolves.toEqual({ collections: [] });
          const missing = await failure(
            catalog.client.call.getItem({ key: { $case: 'slug', slug: firstDemoProduct.slug } }),
          );
          expect(missing.code).toBe(status.NOT_FOUND);
        } finally {
          await catalog.stop();
        }
      },
      SEEDING_TIMEOUT_MS,
    );

    it(
      'is written when SEED_ON_START asks for it, as npm start does',
      async () => {
        const catalog = await startOnEmptyDatabase(backend, { SEED_ON_START: 'true' });
        try {
          const { collections } = await catalog.client.call.listCollections({});
          expect(collections.map((collection) => collection.id)).toEqual([demoCollection.id]);
          const { items } = await catalog.client.call.listCollectionItems({
            collectionId: demoCollection.id,
            pageSize: 100,
            cursor: '',
          });
          expect(items).toHaveLength(demoStoreProducts().length);
          const { item } = await catalog.client.call.getItem({ key: { $case: 'slug', slug: firstDemoProduct.slug } });
          expect(item?.id).toBe(firstDemoProduct.id);
        } finally {
          await catalog.stop();
        }
      },
      SEEDING_TIMEOUT_MS,
    );
  });

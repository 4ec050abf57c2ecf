import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { loadCatalogConfig, type CatalogConfig } from './config';
import { catalogService } from './grpc/catalog-service';
import { seed } from './seed/seed';
import { hasProducts } from './store/items';

/** The catalog as service-kit starts it: the demo store on a first start, then the catalog's handlers. */
export const catalog: ServiceDefinition<CatalogConfig> = {
  name: 'catalog',
  loadConfig: loadCatalogConfig,
  contract: 'storefront/catalog/v1/catalog.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // product search: full-text ranking, trigram and edit-distance corrections of misspelt words
  extensions: ['pg_trgm', 'fuzzystrmatch'],
  async wire({ config, logger, db }) {
    if (config.SEED_ON_START && !(await hasProducts(db))) logger.info(await seed(db), 'seeded the demo store');
    return { services: [catalogService(db)] };
  },
};

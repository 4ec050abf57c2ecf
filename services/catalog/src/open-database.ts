import type { Logger, OpenDatabase } from '@storefront/service-kit';
import { openDatabase, resolveDatabaseUrl, resolveDatabaseVariable } from '@storefront/service-kit';
import type { CatalogConfig } from './config';
import { migrationsFolder } from './store/database';

/** The catalog's database as configured (CATALOG_DATABASE_URL / DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export function openCatalogDatabase(
  config: CatalogConfig,
  logger: Logger,
): Promise<OpenDatabase<Record<string, never>>> {
  return openDatabase({
    url: resolveDatabaseUrl('catalog', config),
    urlVariable: resolveDatabaseVariable('catalog', config),
    dataDir: config.DATA_DIR,
    migrationsFolder,
    logger,
  });
}

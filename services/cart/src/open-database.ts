import type { Logger, OpenDatabase } from '@storefront/service-kit';
import { openDatabase, resolveDatabaseUrl, resolveDatabaseVariable } from '@storefront/service-kit';
import type { CartConfig } from './config';
import { migrationsFolder } from './store/database';

/** The cart's database as configured (CART_DATABASE_URL / DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export function openCartDatabase(config: CartConfig, logger: Logger): Promise<OpenDatabase<Record<string, never>>> {
  return openDatabase({
    url: resolveDatabaseUrl('cart', config),
    urlVariable: resolveDatabaseVariable('cart', config),
    dataDir: config.DATA_DIR,
    migrationsFolder,
    // One DATABASE_URL may serve every service; the catalog keeps drizzle's default table.
    migrationsTable: '__drizzle_migrations_cart',
    logger,
  });
}

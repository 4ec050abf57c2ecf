import { createLogger, openServiceDatabase } from '@storefront/service-kit';
import { loadCatalogConfig } from '../config';
import { catalog } from '../service';
import { seed } from './seed';

/**
 * `npm run seed -w @storefront/catalog`: writes the demo store into the configured database
 * (DATABASE_URL / CATALOG_DATABASE_URL, else PGlite in DATA_DIR). Safe to repeat: rows already
 * there are kept as they are.
 */
async function run(): Promise<void> {
  const config = loadCatalogConfig();
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const database = await openServiceDatabase(catalog, config, logger);
  try {
    const { productsCreated } = await seed(database.db);
    const where = database.driver === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    console.log(
      productsCreated > 0
        ? `Seeded the demo store into ${where}: ${productsCreated} products created.`
        : `The demo store was already in ${where}; nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { Logger, OpenDatabase } from '@storefront/service-kit';
import { openDatabase, resolveDatabaseUrl, resolveDatabaseVariable } from '@storefront/service-kit';
import type { FormsConfig } from './config';
import { migrationsFolder } from './store/database';

/** The forms database as configured (FORMS_DATABASE_URL / DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export function openFormsDatabase(config: FormsConfig, logger: Logger): Promise<OpenDatabase<Record<string, never>>> {
  return openDatabase({
    url: resolveDatabaseUrl('forms', config),
    urlVariable: resolveDatabaseVariable('forms', config),
    dataDir: config.DATA_DIR,
    migrationsFolder,
    // One DATABASE_URL may serve every service; each keeps its own migration history.
    migrationsTable: '__drizzle_migrations_forms',
    logger,
  });
}

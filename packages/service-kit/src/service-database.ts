import { resolveDatabaseUrl, resolveDatabaseVariable } from './common-config';
import { openDatabase, type OpenDatabase } from './database';
import type { Logger } from './logger';
import type { ServiceConfig, ServiceDefinition } from './start-service';

/** The service's database as configured (`<NAME>_DATABASE_URL` / DATABASE_URL, else PGlite in DATA_DIR), migrated, or only checked to be with MIGRATE_ON_START=false. */
export function openServiceDatabase<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
  logger: Logger,
): Promise<OpenDatabase<Record<string, never>>> {
  const { name, migrations, migrationsTable, extensions } = definition;
  return openDatabase({
    url: resolveDatabaseUrl(name, config),
    urlVariable: resolveDatabaseVariable(name, config),
    dataDir: config.DATA_DIR,
    migrationsFolder: migrations,
    migrationsTable,
    extensions,
    maxConnections: config.DATABASE_POOL_SIZE,
    migrate: config.MIGRATE_ON_START !== false,
    logger,
  });
}

import { createLogger } from './logger';
import { startFailureLine } from './run-service';
import { openServiceDatabase } from './service-database';
import type { ServiceConfig, ServiceDefinition } from './start-service';

/**
 * `node services/<name>/dist/main.js migrate`: brings the service's database to its latest
 * migration and exits 0, or prints the start-failure line and exits 1. A deployment runs it once
 * (the chart's pre-install/pre-upgrade job) and starts its replicas with MIGRATE_ON_START=false.
 */
export async function migrate<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const config = definition.loadConfig(env);
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const database = await openServiceDatabase(definition, { ...config, MIGRATE_ON_START: true }, logger);
  await database.close();
  logger.info('migrations applied');
}

export function migrateAndExit<C extends ServiceConfig>(definition: ServiceDefinition<C>): void {
  migrate(definition).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(startFailureLine(definition.name, error));
      process.exit(1);
    },
  );
}

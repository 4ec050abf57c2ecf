import { openServiceDatabase, StartupError, type Logger, type Stoppable } from '@storefront/service-kit';
import type { NotificationsConfig } from './config';
import { notifications } from './service';
import { startConfiguredWorkers } from './workers';

/**
 * NOTIFICATIONS_ROLE=worker: the mail workers and the recovery sweeper on the service's database,
 * without a gRPC port, so delivery deploys and scales apart from the server. Its database is
 * migrated at start, or only checked to be with MIGRATE_ON_START=false, as the server's is.
 */
export async function startWorkerRole(config: NotificationsConfig, logger: Logger): Promise<Stoppable> {
  if (!config.REDIS_URL)
    throw new StartupError('NOTIFICATIONS_ROLE=worker needs REDIS_URL: the workers take their jobs from it');
  const database = await openServiceDatabase(notifications, config, logger);
  const workers = startConfiguredWorkers(config, database.db, logger);
  logger.info('mail workers started');
  return {
    async stop() {
      await workers.close();
      await database.close();
    },
  };
}

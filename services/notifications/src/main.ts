// first: tracing must start before grpc-js and http are loaded
import '@storefront/service-kit/telemetry-first';
import { runService, startService } from '@storefront/service-kit';
import { loadNotificationsConfig } from './config';
import { notifications } from './service';
import { startWorkerRole } from './worker-role';

runService(
  notifications.name,
  () => loadNotificationsConfig(),
  (config, logger) =>
    config.NOTIFICATIONS_ROLE === 'worker'
      ? startWorkerRole(config, logger)
      : startService(notifications, config, logger),
);

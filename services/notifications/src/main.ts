// first: tracing must start before grpc-js and http are loaded
import '@storefront/service-kit/telemetry-first';
import { serve, startService } from '@storefront/service-kit';
import { notifications } from './service';
import { startWorkerRole } from './worker-role';

serve(notifications, (definition, config, logger) =>
  config.NOTIFICATIONS_ROLE === 'worker' ? startWorkerRole(config, logger) : startService(definition, config, logger),
);

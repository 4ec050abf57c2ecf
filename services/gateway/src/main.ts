import { runService } from '@storefront/service-kit';
import { loadGatewayConfig } from './config';

/** config -> logger -> telemetry -> HTTP server -> graceful shutdown (the kit's runService). */
const config = loadGatewayConfig();
runService({ service: config.SERVICE_NAME, level: config.LOG_LEVEL }, async (logger) => {
  // Loaded after telemetry has started, so the HTTP instrumentation sees express and its server.
  const { startGateway } = await import('./gateway-server');
  return startGateway(config, logger);
});

// first: tracing must start before grpc-js and http are loaded
import '@storefront/service-kit/telemetry-first';
import { runService } from '@storefront/service-kit';
import { loadGatewayConfig } from './config';

/** config -> logger -> telemetry -> HTTP server -> graceful shutdown (the kit's runService). */
runService(
  'gateway',
  () => loadGatewayConfig(),
  async (config, logger) => {
    // Loaded after telemetry has started, so the HTTP instrumentation sees express and its server.
    const { startGateway } = await import('./gateway-server');
    return startGateway(config, logger);
  },
);

import { createLogger, startTelemetry } from '@storefront/service-kit';
import { loadGatewayConfig } from './config';

/** config -> logger -> telemetry -> HTTP server -> graceful shutdown. */
async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const telemetry = startTelemetry(config.SERVICE_NAME);
  // Loaded after telemetry has started, so the HTTP instrumentation sees express and its server.
  const { startGateway } = await import('./gateway-server');
  const gateway = await startGateway(config, logger);

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    try {
      await gateway.stop();
      await telemetry.shutdown();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

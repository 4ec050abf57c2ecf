import { createLogger, startTelemetry } from '@storefront/service-kit';
import { startCatalog } from './catalog-server';
import { loadCatalogConfig } from './config';

/** config -> logger -> telemetry -> database, seed and gRPC server -> graceful shutdown. */
async function main(): Promise<void> {
  const config = loadCatalogConfig();
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  // The kit's gRPC server carries traceparent itself, so traces join even though grpc-js is already loaded.
  const telemetry = startTelemetry(config.SERVICE_NAME);
  const catalog = await startCatalog(config, logger);

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    try {
      await catalog.stop();
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

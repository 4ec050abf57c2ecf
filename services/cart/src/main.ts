import { createLogger, startTelemetry } from '@storefront/service-kit';
import { startCart } from './cart-server';
import { loadCartConfig } from './config';

/** config -> logger -> telemetry -> database, gRPC server and cleanup job -> graceful shutdown. */
async function main(): Promise<void> {
  const config = loadCartConfig();
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  // The kit's gRPC server carries traceparent itself, so traces join even though grpc-js is already loaded.
  const telemetry = startTelemetry(config.SERVICE_NAME);
  const cart = await startCart(config, logger);

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    try {
      await cart.stop();
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

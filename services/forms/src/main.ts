import { createLogger, startTelemetry } from '@storefront/service-kit';
import { loadFormsConfig } from './config';
import { startForms } from './forms-server';

/** config -> logger -> telemetry -> database, jobs and gRPC server -> graceful shutdown. */
async function main(): Promise<void> {
  const config = loadFormsConfig();
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  // The kit's gRPC server carries traceparent itself, so traces join even though grpc-js is already loaded.
  const telemetry = startTelemetry(config.SERVICE_NAME);
  const forms = await startForms(config, logger);

  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    try {
      await forms.stop();
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

import { createLogger, type Logger, type LoggerSettings } from './logger';
import { startTelemetry } from './telemetry';

/** A started process part that can be stopped: a gRPC service, the gateway's HTTP server. */
export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * What every service's main does once its config is read: logger -> telemetry -> `start` ->
 * graceful stop on SIGTERM or SIGINT (running calls finish, queues close, telemetry flushes). A
 * failed start prints the error and exits 1. `start` runs after telemetry has started, so modules
 * it imports lazily are instrumented.
 */
export function runService(
  settings: Pick<LoggerSettings, 'service' | 'level'>,
  start: (logger: Logger) => Promise<Stoppable>,
): void {
  const logger = createLogger(settings);
  const telemetry = startTelemetry(settings.service);

  const run = async () => {
    const service = await start(logger);
    const stop = async (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'shutting down');
      try {
        await service.stop();
        await telemetry.shutdown();
        logger.info('stopped');
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      }
    };
    process.once('SIGTERM', (signal) => void stop(signal));
    process.once('SIGINT', (signal) => void stop(signal));
  };

  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

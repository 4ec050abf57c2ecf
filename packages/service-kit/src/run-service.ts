import { ConfigError } from './config';
import { createLogger, type Logger, type LoggerSettings } from './logger';
import { startMetricsServer } from './metrics-server';
import { StartupError } from './startup-error';
import { startTelemetry } from './telemetry';

/** A started process part that can be stopped: a gRPC service, the gateway's HTTP server. */
export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * What every service's config holds for the kit to start it. With METRICS_PORT the process serves
 * /metrics there, on the address it already binds its own port to (GRPC_HOST, the gateway's HOST).
 */
export type RunnableConfig = {
  SERVICE_NAME: string;
  LOG_LEVEL: LoggerSettings['level'];
  METRICS_PORT?: number;
  GRPC_HOST?: string;
  HOST?: string;
};

/**
 * The one line an operator reads when a start fails: the service, then what and why. Config and
 * start-up errors are written for people already; anything else keeps its stack to be debugged.
 */
export function startFailureLine(service: string, error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartupError) return `${service}: ${error.message}`;
  return `${service}: failed to start: ${(error as Error)?.stack ?? String(error)}`;
}

/**
 * What every service's main does: config -> logger -> telemetry -> `start` -> graceful stop on
 * SIGTERM or SIGINT (running calls finish, queues close, telemetry flushes). A bad environment or a
 * failed start prints one line naming the service and exits 1. `start` runs after telemetry has
 * started, so modules it imports lazily are instrumented.
 */
export function runService<C extends RunnableConfig>(
  service: string,
  loadConfig: () => C,
  start: (config: C, logger: Logger) => Promise<Stoppable>,
): void {
  const fail = (error: unknown) => {
    console.error(startFailureLine(service, error));
    process.exit(1);
  };
  let config: C;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error);
  }
  const logger = createLogger({ service: config.SERVICE_NAME, level: config.LOG_LEVEL });
  const telemetry = startTelemetry(config.SERVICE_NAME);

  const run = async () => {
    const { METRICS_PORT: metricsPort, GRPC_HOST, HOST } = config;
    const metrics =
      metricsPort === undefined
        ? undefined
        : await startMetricsServer({ port: metricsPort, host: GRPC_HOST ?? HOST ?? '0.0.0.0', logger });
    const running = await start(config, logger);
    const stop = async (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'shutting down');
      try {
        await running.stop();
        await metrics?.close();
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

  run().catch(fail);
}

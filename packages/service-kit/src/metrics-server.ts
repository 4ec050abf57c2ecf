import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { metricsRegistry, startRecordingMetrics } from './metrics';
import { networkFailureReason, StartupError } from './startup-error';

export interface MetricsServer {
  /** The bound port (the real one when 0 was asked for). */
  port: number;
  close(): Promise<void>;
}

/**
 * Prometheus text at GET /metrics on a small server of its own, never on the port a service
 * answers its callers on: the shop's public port must not show it. Starting it starts counting.
 */
export async function startMetricsServer({
  port,
  host,
  logger,
}: {
  port: number;
  host: string;
  logger: Logger;
}): Promise<MetricsServer> {
  startRecordingMetrics();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  server.listen(port, host);
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error))]);
  } catch (error) {
    const reason = networkFailureReason(error) ?? (error as Error).message;
    throw new StartupError(`cannot serve metrics on ${host}:${port} (METRICS_PORT): ${reason}`);
  }
  const bound = (server.address() as AddressInfo).port;
  logger.info({ port: bound }, 'metrics at /metrics');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

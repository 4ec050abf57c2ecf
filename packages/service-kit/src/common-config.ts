import { z } from 'zod';
import { serviceAuthSecret } from './service-auth';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(0).max(65535);

/** Where GET /metrics answers (Prometheus text, `metrics-server.ts`); unset: no metrics server. */
export const metricsPort = port.optional();

/** `cart` -> `CART_DATABASE_URL`: lets one machine point each service at its own database. */
export function databaseUrlVariable(service: string): string {
  return `${service.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_DATABASE_URL`;
}

/**
 * The variables every service reads, as a zod shape to spread into the service's own schema:
 * `z.object({ ...commonConfig('cart', { grpcPort: 50052 }), MY_VAR: z.string() })`.
 */
export function commonConfig(service: string, defaults: { grpcPort: number }) {
  return {
    SERVICE_NAME: z.string().min(1).default(service),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    GRPC_PORT: port.default(defaults.grpcPort),
    /** 0.0.0.0 so a pod is reachable; 127.0.0.1 when every caller runs on the same machine. */
    GRPC_HOST: z.string().min(1).default('0.0.0.0'),
    /** Shared by every service and the gateway: signs and checks every gRPC call between them. */
    SERVICE_AUTH_SECRET: serviceAuthSecret,
    DATABASE_URL: z.url().optional(),
    [databaseUrlVariable(service)]: z.url().optional(),
    DATA_DIR: z.string().min(1).default(`.data/${service}`),
    /**
     * Connections the service opens to PostgreSQL at most. Replicas times services times this must
     * stay under the server's max_connections (100 by default).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /**
     * false: the service only checks that its database is migrated and refuses to start otherwise;
     * a deployment migrates once, with `main.js migrate`, before any replica starts.
     */
    MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    /** How often the gRPC health of the service follows its database and Redis (readiness-watch.ts). */
    READINESS_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    METRICS_PORT: metricsPort,
  };
}

/** The service's own override wins over the shared DATABASE_URL; neither means embedded PGlite. */
export function resolveDatabaseUrl(service: string, config: Record<string, unknown>): string | undefined {
  const own = config[databaseUrlVariable(service)];
  if (typeof own === 'string') return own;
  return typeof config.DATABASE_URL === 'string' ? config.DATABASE_URL : undefined;
}

/** Which variable `resolveDatabaseUrl` took the URL from, to name it when the database is unreachable. */
export function resolveDatabaseVariable(service: string, config: Record<string, unknown>): string {
  return typeof config[databaseUrlVariable(service)] === 'string' ? databaseUrlVariable(service) : 'DATABASE_URL';
}

import path from 'node:path';
import type { Database, OpenDatabase } from './database';
import { startGrpcServer, type RunningGrpcServer, type ServiceRegistration } from './grpc-server';
import type { Logger } from './logger';
import type { ContribExtension } from './pglite-extensions';
import { loadProtoForReflection } from './reflection';
import { watchReadiness } from './readiness-watch';
import { migrateAndExit } from './migrate-command';
import { runService, type RunnableConfig, type Stoppable } from './run-service';
import { openServiceDatabase } from './service-database';

/** The contracts, shared by the kit's src/ and dist/ (both three levels below the repository). */
const protoRoot = path.join(__dirname, '..', '..', '..', 'proto');

/** What the kit reads from every service's config (`commonConfig` gives all of it). */
export type ServiceConfig = RunnableConfig & {
  GRPC_PORT: number;
  GRPC_HOST: string;
  SERVICE_AUTH_SECRET: string;
  DATA_DIR: string;
  /** Connections to PostgreSQL at most (10 when not given). */
  DATABASE_POOL_SIZE?: number;
  /** false: the database must be migrated already (`main.js migrate`); nothing is applied at start. */
  MIGRATE_ON_START?: boolean;
  /** How often readiness (database and Redis) is checked. */
  READINESS_INTERVAL_MS?: number;
};

/** What a service's wiring is handed: its config, its logger and its migrated database. */
export interface ServiceParts<C> {
  config: C;
  logger: Logger;
  db: Database;
}

/** What a service serves and runs once its database is open. */
export interface ServiceWiring {
  services: ServiceRegistration[];
  /** Workers and schedules: closed after the gRPC server has stopped, the last started first. */
  jobs?: { close(): Promise<void> }[];
  /** Anything else to let go of before the database closes, e.g. a client of another service. */
  close?(): void;
  /** The Redis the service works with (queues, schedules), when it has one: part of its readiness. */
  redisUrl?: string;
}

/** Everything that makes one service: the only thing its main.ts and its tests hand to the kit. */
export interface ServiceDefinition<C extends ServiceConfig> {
  /** 'catalog': names the logs, the failure line and `<NAME>_DATABASE_URL`. */
  name: string;
  loadConfig(env?: NodeJS.ProcessEnv): C;
  /**
   * The contract under proto/, served by reflection, e.g. 'storefront/catalog/v1/catalog.proto';
   * several files when the process serves several services.
   */
  contract: string | string[];
  /** drizzle-kit's output folder, applied on every start. */
  migrations: string;
  /** Services that share one DATABASE_URL each need their own history of applied migrations. */
  migrationsTable?: string;
  /** PostgreSQL contrib extensions the migrations create (e.g. pg_trgm); PGlite loads them on open. */
  extensions?: readonly ContribExtension[];
  wire(parts: ServiceParts<C>): Promise<ServiceWiring>;
}

export interface RunningService {
  grpc: RunningGrpcServer;
  database: OpenDatabase<Record<string, never>>;
  /** Stops taking calls, lets running ones and running jobs finish, then closes the database. */
  stop(): Promise<void>;
}

/** database -> the service's wiring -> gRPC server (health, reflection, signed-call auth): what main.ts and the tests start. */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
  logger: Logger,
): Promise<RunningService> {
  const database = await openServiceDatabase(definition, config, logger);
  let wiring: ServiceWiring | undefined;
  const release = async () => {
    for (const job of [...(wiring?.jobs ?? [])].reverse()) await job.close();
    wiring?.close?.();
    await database.close();
  };
  try {
    wiring = await definition.wire({ config, logger, db: database.db });
    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      host: config.GRPC_HOST,
      auth: { secret: config.SERVICE_AUTH_SECRET },
      logger,
      services: wiring.services,
      reflection: loadProtoForReflection(definition.contract, [protoRoot]),
    });
    const readiness = await watchReadiness({
      db: database.db,
      redisUrl: wiring.redisUrl,
      setReady: grpc.setReady,
      logger,
      intervalMs: config.READINESS_INTERVAL_MS,
    });
    return {
      grpc,
      database,
      async stop() {
        await grpc.shutdown();
        await readiness.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** How a service's process starts once configured: `startService` unless the service has roles of its own. */
export type StartServiceProcess<C extends ServiceConfig> = (
  definition: ServiceDefinition<C>,
  config: C,
  logger: Logger,
) => Promise<Stoppable>;

/**
 * What a service's main.ts calls: config -> logger -> telemetry -> `start` -> graceful stop on
 * SIGTERM/SIGINT. `main.js migrate` instead applies the service's migrations and exits.
 */
export function serve<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  start: StartServiceProcess<C> = startService,
): void {
  if (process.argv[2] === 'migrate') return migrateAndExit(definition);
  runService(
    definition.name,
    () => definition.loadConfig(),
    (config, logger) => start(definition, config, logger),
  );
}

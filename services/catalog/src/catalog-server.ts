import path from 'node:path';
import type { Logger, OpenDatabase, RunningGrpcServer } from '@storefront/service-kit';
import { loadProtoForReflection, startGrpcServer } from '@storefront/service-kit';
import type { CatalogConfig } from './config';
import { catalogService } from './grpc/catalog-service';
import { seed } from './seed/seed';
import { openCatalogDatabase } from './open-database';
import { hasProducts } from './store/items';

/** The contract's source for server reflection, shared by src/ and dist/ (both one level down). */
const protoRoot = path.join(__dirname, '..', '..', '..', 'proto');
const catalogProtoFile = 'storefront/catalog/v1/catalog.proto';

export interface RunningCatalog {
  grpc: RunningGrpcServer;
  database: OpenDatabase<Record<string, never>>;
  /** Stops taking calls, lets running ones finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * database -> seed -> gRPC server: what main.ts runs and what the tests start, so both exercise
 * the same wiring.
 */
export async function startCatalog(config: CatalogConfig, logger: Logger): Promise<RunningCatalog> {
  const database = await openCatalogDatabase(config, logger);
  try {
    if (config.SEED_ON_START && !(await hasProducts(database.db))) {
      const result = await seed(database.db);
      logger.info(result, 'seeded the demo store');
    }
    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      host: config.GRPC_HOST,
      auth: { secret: config.SERVICE_AUTH_SECRET },
      logger,
      services: [catalogService(database.db)],
      reflection: loadProtoForReflection(catalogProtoFile, [protoRoot]),
    });
    return {
      grpc,
      database,
      async stop() {
        await grpc.shutdown();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

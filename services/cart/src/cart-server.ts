import path from 'node:path';
import type { Logger, OpenDatabase, RunningGrpcServer, ScheduledJob } from '@storefront/service-kit';
import { loadProtoForReflection, startGrpcServer } from '@storefront/service-kit';
import { connectCatalog } from './catalog/catalog-reader';
import type { CartConfig } from './config';
import { cartService } from './grpc/cart-service';
import { startAbandonedCartCleanup } from './jobs/abandoned-carts';
import { openCartDatabase } from './open-database';
import { RecentCarts } from './store/recent-carts';

/** The contract's source for server reflection, shared by src/ and dist/ (both one level down). */
const protoRoot = path.join(__dirname, '..', '..', '..', 'proto');
const cartProtoFile = 'storefront/cart/v1/cart.proto';

export interface RunningCart {
  grpc: RunningGrpcServer;
  database: OpenDatabase<Record<string, never>>;
  /** Stops taking calls, lets running ones and a running cleanup finish, then closes the database. */
  stop(): Promise<void>;
}

/**
 * database -> catalog client -> gRPC server -> cleanup job: what main.ts runs and what the tests
 * start, so both exercise the same wiring.
 */
export async function startCart(config: CartConfig, logger: Logger): Promise<RunningCart> {
  const database = await openCartDatabase(config, logger);
  const catalog = connectCatalog({
    address: config.CATALOG_ADDR,
    deadlineMs: config.CATALOG_DEADLINE_MS,
    auth: { secret: config.SERVICE_AUTH_SECRET, caller: 'cart' },
    productReuseMs: config.CART_PRODUCT_REUSE_MS,
    productCacheMaxBytes: config.CART_PRODUCT_CACHE_MAX_BYTES,
    logger,
  });
  const recentCarts = new RecentCarts(config.CART_CACHE_MAX_BYTES);
  let cleanup: ScheduledJob | undefined;
  try {
    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      host: config.GRPC_HOST,
      auth: { secret: config.SERVICE_AUTH_SECRET },
      logger,
      services: [cartService({ db: database.db, recentCarts, catalog, logger })],
      reflection: loadProtoForReflection(cartProtoFile, [protoRoot]),
    });
    if (config.REDIS_URL) {
      cleanup = startAbandonedCartCleanup({
        db: database.db,
        redisUrl: config.REDIS_URL,
        prefix: config.CART_QUEUE_PREFIX,
        everySeconds: config.CART_CLEANUP_EVERY_SECONDS,
        maxAgeSeconds: config.CART_MAX_AGE_SECONDS,
        logger,
      });
    } else {
      logger.warn('REDIS_URL is not set; abandoned carts are not cleaned up on a schedule');
    }
    return {
      grpc,
      database,
      async stop() {
        await grpc.shutdown();
        await cleanup?.close();
        catalog.close();
        await database.close();
      },
    };
  } catch (error) {
    catalog.close();
    await database.close();
    throw error;
  }
}

import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { connectCatalog } from './catalog/catalog-reader';
import { loadCartConfig, type CartConfig } from './config';
import { cartService } from './grpc/cart-service';
import { startAbandonedCartCleanup } from './jobs/abandoned-carts';
import { RecentCarts } from './store/recent-carts';

/** The cart as service-kit starts it: a catalog client, the cart's handlers and the abandoned-cart cleanup. */
export const cart: ServiceDefinition<CartConfig> = {
  name: 'cart',
  loadConfig: loadCartConfig,
  contract: 'storefront/cart/v1/cart.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // One DATABASE_URL may serve every service; the catalog keeps drizzle's default table.
  migrationsTable: '__drizzle_migrations_cart',
  async wire({ config, logger, db }) {
    const catalog = connectCatalog({
      address: config.CATALOG_ADDR,
      deadlineMs: config.CATALOG_DEADLINE_MS,
      auth: { secret: config.SERVICE_AUTH_SECRET, caller: 'cart' },
      productReuseMs: config.CART_PRODUCT_REUSE_MS,
      productCacheMaxBytes: config.CART_PRODUCT_CACHE_MAX_BYTES,
      logger,
    });
    const { REDIS_URL: redisUrl, CART_QUEUE_PREFIX: prefix, CART_CLEANUP_EVERY_SECONDS: everySeconds } = config;
    if (!redisUrl) logger.warn('REDIS_URL is not set; abandoned carts are not cleaned up on a schedule');
    const maxAgeSeconds = config.CART_MAX_AGE_SECONDS;
    return {
      redisUrl,
      services: [cartService({ db, recentCarts: new RecentCarts(config.CART_CACHE_MAX_BYTES), catalog, logger })],
      jobs: redisUrl ? [startAbandonedCartCleanup({ db, redisUrl, prefix, everySeconds, maxAgeSeconds, logger })] : [],
      close: () => catalog.close(),
    };
  },
};

import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import { connectCatalog } from './catalog/catalog-reader';
import { loadCartConfig, type CartConfig } from './config';
import { connectStockHolds } from './catalog/stock-holds';
import { cartService } from './grpc/cart-service';
import { orderService } from './grpc/order-service';
import { startAbandonedCartCleanup } from './jobs/abandoned-carts';
import { startOrderEmails } from './jobs/order-email-jobs';
import { startOrderReconciliation } from './jobs/order-reconciliation';
import { startSubscriptionRenewals } from './jobs/subscription-renewals';
import { subscriptionService } from './grpc/subscription-service';
import { choosePaymentProvider } from './payment/choose-provider';
import { checkoutService } from './grpc/checkout-service';
import { seedCheckoutSettings } from './store/demo-checkout-settings';
import { RecentCarts } from './store/recent-carts';

/**
 * The cart as service-kit starts it: catalog clients, the cart's and the orders' handlers, the
 * abandoned-cart cleanup and the reconciliation of order placements.
 */
export const cart: ServiceDefinition<CartConfig> = {
  name: 'cart',
  loadConfig: loadCartConfig,
  contract: [
    'storefront/cart/v1/cart.proto',
    'storefront/cart/v1/checkout.proto',
    'storefront/cart/v1/orders.proto',
    'storefront/cart/v1/subscriptions.proto',
  ],
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
    const stock = connectStockHolds({
      address: config.CATALOG_ADDR,
      deadlineMs: config.CATALOG_DEADLINE_MS,
      auth: { secret: config.SERVICE_AUTH_SECRET, caller: 'cart' },
      logger,
    });
    const { REDIS_URL: redisUrl, CART_QUEUE_PREFIX: prefix, CART_CLEANUP_EVERY_SECONDS: everySeconds } = config;
    const notifications = { address: config.NOTIFICATIONS_ADDR, deadlineMs: config.NOTIFICATIONS_DEADLINE_MS };
    const orderEmails = redisUrl
      ? startOrderEmails({
          db,
          redisUrl,
          prefix,
          logger,
          notifications: { ...notifications, auth: { secret: config.SERVICE_AUTH_SECRET, caller: 'cart' } },
        })
      : undefined;
    const orders = { db, stock, catalog, payment: choosePaymentProvider(config, db), logger, orderEmails };
    logger.info({ provider: orders.payment.name }, 'orders are paid through this payment provider');
    if (!redisUrl)
      logger.warn(
        'REDIS_URL is not set; abandoned carts and unfinished order placements are not handled on a schedule, and orders are not e-mailed',
      );
    const maxAgeSeconds = config.CART_MAX_AGE_SECONDS;
    // demo shipping, tax and coupons only where the demo store is asked for (npm start), as the catalog's
    if (config.SEED_ON_START && (await seedCheckoutSettings(db))) logger.info('seeded the demo checkout settings');
    const context = { db, recentCarts: new RecentCarts(config.CART_CACHE_MAX_BYTES), catalog, logger };
    const reconciliation = {
      context: orders,
      afterSeconds: config.ORDER_RECONCILE_AFTER_SECONDS,
      everySeconds: config.ORDER_RECONCILE_EVERY_SECONDS,
    };
    return {
      redisUrl,
      services: [cartService(context), checkoutService(context), orderService(orders), subscriptionService(db)],
      jobs: redisUrl
        ? [
            startAbandonedCartCleanup({ db, redisUrl, prefix, everySeconds, maxAgeSeconds, logger }),
            startOrderReconciliation({ ...reconciliation, redisUrl, prefix, logger }),
            startSubscriptionRenewals({
              context: orders,
              redisUrl,
              prefix,
              logger,
              everySeconds: config.SUBSCRIPTION_RENEW_EVERY_SECONDS,
            }),
            ...(orderEmails ? [orderEmails] : []),
          ]
        : [],
      close: () => {
        catalog.close();
        stock.close();
      },
    };
  },
};

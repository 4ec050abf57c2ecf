import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

const seconds = z.coerce.number().int();
const bytes = z.coerce.number().int().min(1);
const MiB = 1024 * 1024;

/** The cart's whole environment: the variables every service reads plus its own. */
export const cartConfigSchema = z.object({
  ...commonConfig('cart', { grpcPort: 50052 }),
  /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
  CART_DATABASE_URL: z.url().optional(),
  /** Without Redis the cart still serves; only the scheduled cleanup is off. */
  REDIS_URL: z.url().optional(),
  /** Redis key prefix of the cleanup queue; separates environments sharing one Redis. */
  CART_QUEUE_PREFIX: z.string().min(1).default('storefront'),
  CATALOG_ADDR: z.string().min(1).default('127.0.0.1:50051'),
  /** Every catalog call gets this deadline, retries included. */
  CATALOG_DEADLINE_MS: z.coerce.number().int().min(1).default(1000),
  /** How long an add of an unlimited variant may use an earlier read of its product (actions/chosen-variant); 0: never. */
  CART_PRODUCT_REUSE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** What the carts this process remembers (store/recent-carts) may weigh together, in bytes (16 MiB). */
  CART_CACHE_MAX_BYTES: bytes.default(16 * MiB),
  /** What the products read within CART_PRODUCT_REUSE_MS may weigh together, in bytes (4 MiB). */
  CART_PRODUCT_CACHE_MAX_BYTES: bytes.default(4 * MiB),
  /** An unpurchased cart untouched this long is abandoned (30 days). */
  CART_MAX_AGE_SECONDS: seconds.min(60).default(30 * 24 * 60 * 60),
  CART_CLEANUP_EVERY_SECONDS: seconds.min(1).default(3600),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  return loadConfig(cartConfigSchema, env);
}

import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

const seconds = z.coerce.number().int();
const bytes = z.coerce.number().int().min(1);
const MiB = 1024 * 1024;
/** Environment flags arrive as text; only these spellings count, so a typo fails start-up. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

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
  /** Stripe's secret key (sk_...): orders are paid through Stripe. Unset: the embedded test provider. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'a Stripe secret key starts with sk_ or rk_')
    .optional(),
  /** How often placements a crash left unfinished are looked for. */
  ORDER_RECONCILE_EVERY_SECONDS: seconds.min(1).default(60),
  /**
   * How long a placement may stand still before it counts as left by a crash; longer than any
   * placement takes (catalog and payment deadlines included), so a live one is never undone.
   */
  ORDER_RECONCILE_AFTER_SECONDS: seconds.min(1).default(300),
  /** How often subscriptions due are billed (each cycle once, whatever the number of runs). */
  SUBSCRIPTION_RENEW_EVERY_SECONDS: seconds.min(1).default(300),
  /** Write the demo checkout settings (rates, tax rules, coupons) when none were saved; npm start asks for it. */
  SEED_ON_START: flag.default(false),
  /** The notifications service, which e-mails each order's confirmation and the gift cards it bought. */
  NOTIFICATIONS_ADDR: z.string().min(1).default('127.0.0.1:50054'),
  /** Time budget of one SendEmail; a call past it fails and the order's e-mail job is retried. */
  NOTIFICATIONS_DEADLINE_MS: z.coerce.number().int().min(1).default(5000),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  return loadConfig(cartConfigSchema, env);
}

import { commonConfig, loadConfig } from '@storefront/service-kit';
import { z } from 'zod';

const count = z.coerce.number().int();

/** The notifications service's whole environment: the variables every service reads plus its own. */
export const notificationsConfigSchema = z.object({
  ...commonConfig('notifications', { grpcPort: 50054 }),
  /** Named again so its type is known: the common shape builds the name at run time. Wins over DATABASE_URL. */
  NOTIFICATIONS_DATABASE_URL: z.url().optional(),
  /** Without Redis sign-ups are still taken and kept; nothing is sent until Redis is configured. */
  REDIS_URL: z.url().optional(),
  /** Redis key prefix of the mail queues; separates environments sharing one Redis. */
  NOTIFICATIONS_QUEUE_PREFIX: z.string().min(1).default('storefront'),
  /**
   * `all`: gRPC server and queue workers; `server`: gRPC only; `worker`: queue workers and the
   * recovery sweeper only, without a gRPC port, so delivery deploys and scales apart.
   */
  NOTIFICATIONS_ROLE: z.enum(['all', 'server', 'worker']).default('all'),
  SMTP_URL: z.url().default('smtp://127.0.0.1:1025'),
  /** The From header; its display name is also the store name mails are signed with. */
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.localhost>'),
  /** The shop's public URL: links and images in mails are made absolute with it. */
  NOTIFICATIONS_PUBLIC_URL: z.url().default('http://localhost:8080'),
  CATALOG_ADDR: z.string().min(1).default('127.0.0.1:50051'),
  CATALOG_DEADLINE_MS: count.min(1).default(2000),
  /** How long catalog reads (products, merchandising, settings) are reused: every sign-up needs them. */
  CATALOG_CACHE_TTL_MS: count.min(0).default(5000),
  FORMS_ADDR: z.string().min(1).default('127.0.0.1:50053'),
  FORMS_DEADLINE_MS: count.min(1).default(5000),
  /** SMTP connections kept open to the relay. */
  NOTIFICATIONS_SMTP_POOL_SIZE: count.min(1).max(100).default(10),
  /** Delivery jobs one worker process runs at once; each sends its batch over the pool. */
  NOTIFICATIONS_DELIVERY_CONCURRENCY: count.min(1).max(64).default(4),
  /** Outbox rows per delivery job. */
  NOTIFICATIONS_BATCH_SIZE: count.min(1).max(500).default(100),
  /** Sign-ups the fan-out claims per statement. */
  NOTIFICATIONS_FANOUT_PAGE_SIZE: count.min(1).max(5000).default(500),
  /** Tries per message before it is dead-lettered (failed for good). */
  NOTIFICATIONS_MAX_ATTEMPTS: count.min(1).max(20).default(5),
  /** First retry delay of a message whose relay failed for now; doubles each try. */
  NOTIFICATIONS_RETRY_DELAY_MS: count.min(1).default(1000),
  /** Work claimed longer ago than this, and not done, is taken to be lost with its worker. */
  NOTIFICATIONS_LEASE_SECONDS: count.min(1).default(30),
  /** How often the recovery sweeper looks for lost work (it also runs once at start). */
  NOTIFICATIONS_SWEEP_EVERY_MS: count.min(100).default(10_000),
});

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadConfig(notificationsConfigSchema, env);
}

import type { Database, Logger } from '@storefront/service-kit';
import type { NotificationsConfig } from './config';
import { storeNameOf } from './domain/store-name';
import { startMailWorkers, type MailWorkers } from './jobs/mail-workers';
import { messageIdFor } from './mail/message-id';
import { createMailTransport } from './mail/transport';

/** What the server and the workers derive alike from the config. */
export function mailSettings(config: NotificationsConfig) {
  const publicUrl = config.NOTIFICATIONS_PUBLIC_URL;
  return {
    storeName: storeNameOf(config.MAIL_FROM),
    messageIdFor: (key: string) => messageIdFor(key, publicUrl),
  };
}

/** The mail workers (fan-out, delivery, recovery sweeper) as the config describes them; needs REDIS_URL. */
export function startConfiguredWorkers(config: NotificationsConfig, db: Database, logger: Logger): MailWorkers {
  if (!config.REDIS_URL) throw new Error('the mail workers need REDIS_URL');
  return startMailWorkers({
    db,
    logger,
    transport: createMailTransport({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      maxConnections: config.NOTIFICATIONS_SMTP_POOL_SIZE,
    }),
    redisUrl: config.REDIS_URL,
    prefix: config.NOTIFICATIONS_QUEUE_PREFIX,
    ...mailSettings(config),
    deliveryConcurrency: config.NOTIFICATIONS_DELIVERY_CONCURRENCY,
    sendConcurrency: config.NOTIFICATIONS_SMTP_POOL_SIZE,
    batchSize: config.NOTIFICATIONS_BATCH_SIZE,
    pageSize: config.NOTIFICATIONS_FANOUT_PAGE_SIZE,
    maxAttempts: config.NOTIFICATIONS_MAX_ATTEMPTS,
    retryDelayMs: config.NOTIFICATIONS_RETRY_DELAY_MS,
    leaseSeconds: config.NOTIFICATIONS_LEASE_SECONDS,
    sweepEveryMs: config.NOTIFICATIONS_SWEEP_EVERY_MS,
  });
}

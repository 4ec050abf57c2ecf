import path from 'node:path';
import type { ServiceDefinition } from '@storefront/service-kit';
import type { NotificationsContext } from './actions/notifications-context';
import { connectCatalog } from './catalog/catalog-reader';
import { loadNotificationsConfig, type NotificationsConfig } from './config';
import { connectCaptchaChecker } from './forms/captcha-checker';
import { notificationsService } from './grpc/notifications-service';
import { openDoorbell, ringQuietly } from './jobs/mail-queues';
import { mailSettings, startConfiguredWorkers } from './workers';

/**
 * The notifications service as service-kit starts it: the gRPC server and, unless
 * NOTIFICATIONS_ROLE=server, the mail workers beside it (NOTIFICATIONS_ROLE=worker runs the
 * workers alone, without this definition's server: see worker-role.ts).
 */
export const notifications: ServiceDefinition<NotificationsConfig> = {
  name: 'notifications',
  loadConfig: loadNotificationsConfig,
  contract: 'storefront/notifications/v1/notifications.proto',
  // the same folder serves src/ and dist/
  migrations: path.join(__dirname, '..', 'migrations'),
  // One DATABASE_URL may serve every service; each keeps its own migration history.
  migrationsTable: '__drizzle_migrations_notifications',
  async wire({ config, logger, db }) {
    const auth = { secret: config.SERVICE_AUTH_SECRET, caller: 'notifications' };
    const catalog = connectCatalog({
      address: config.CATALOG_ADDR,
      deadlineMs: config.CATALOG_DEADLINE_MS,
      auth,
      logger,
      ttlMs: config.CATALOG_CACHE_TTL_MS,
    });
    const captcha = connectCaptchaChecker({
      address: config.FORMS_ADDR,
      deadlineMs: config.FORMS_DEADLINE_MS,
      auth,
      logger,
    });
    const { REDIS_URL: redisUrl } = config;
    if (!redisUrl) logger.warn('REDIS_URL is not set; sign-ups and mail are stored, and nothing is sent');
    const doorbell = redisUrl
      ? openDoorbell({
          redisUrl,
          prefix: config.NOTIFICATIONS_QUEUE_PREFIX,
          retry: { maxAttempts: config.NOTIFICATIONS_MAX_ATTEMPTS, retryDelayMs: config.NOTIFICATIONS_RETRY_DELAY_MS },
        })
      : undefined;
    const workers =
      redisUrl && config.NOTIFICATIONS_ROLE === 'all' ? startConfiguredWorkers(config, db, logger) : undefined;
    const { storeName, messageIdFor } = mailSettings(config);
    const context: NotificationsContext = {
      db,
      catalog,
      captcha,
      logger,
      publicUrl: config.NOTIFICATIONS_PUBLIC_URL,
      storeName,
      messageIdFor,
      async sendRequestsStored(requests) {
        if (doorbell)
          for (const { id, fanoutRun } of requests) await ringQuietly(logger, () => doorbell.fanout(id, fanoutRun));
      },
      async mailStored(outboxId) {
        if (doorbell) await ringQuietly(logger, () => doorbell.deliver([outboxId], `email:${outboxId}`));
      },
    };
    return {
      redisUrl,
      services: [notificationsService(context)],
      jobs: [doorbell, workers].filter((job) => job !== undefined),
      close() {
        catalog.close();
        captcha.close();
      },
    };
  },
};

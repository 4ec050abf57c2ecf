import { createLogger, startService, type RunningService } from '@storefront/service-kit';
import { onSupportingDatabase, testServiceEnv } from '@storefront/service-kit/testing';
import { loadNotificationsConfig } from '../../../notifications/src/config';
import { notifications as notificationsDefinition } from '../../../notifications/src/service';

/**
 * A real notifications service on a free port, sending over `smtpUrl`, with its own queue prefix
 * in the test Redis so runs never meet.
 */
export function startTestNotifications(
  settings: { smtpUrl: string; catalogAddress: string; formsAddress?: string },
  env: Record<string, string> = {},
): Promise<RunningService> {
  return onSupportingDatabase('gateway_notifications', (database) => {
    const config = loadNotificationsConfig({
      ...testServiceEnv,
      GRPC_PORT: '0',
      LOG_LEVEL: 'silent',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      NOTIFICATIONS_QUEUE_PREFIX: `gateway-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      SMTP_URL: settings.smtpUrl,
      NOTIFICATIONS_PUBLIC_URL: 'http://shop.test',
      CATALOG_ADDR: settings.catalogAddress,
      FORMS_ADDR: settings.formsAddress ?? '127.0.0.1:1',
      NOTIFICATIONS_RETRY_DELAY_MS: '100',
      ...database,
      ...env,
    });
    return startService(notificationsDefinition, config, createLogger({ service: 'notifications', level: 'silent' }));
  });
}

import { inspectQueue } from '@storefront/service-kit';
import { ORDER_EMAIL_QUEUE } from '../../src/jobs/order-email-jobs';
import { messageIdFor } from '../../../notifications/src/mail/message-id';
import {
  backends as notificationBackends,
  startShopWithSink,
  type ShopWithSink,
} from '../../../notifications/test/support/running-notifications';

export const publicUrl = 'http://shop.example.test';

export type MailService = ShopWithSink;

/** The notifications service (on the named backend, else its first) with an SMTP sink of its own, as the cart reaches it over gRPC. */
export function startMail(backendName: string, env: NodeJS.ProcessEnv = {}): Promise<MailService> {
  const backend = notificationBackends.find((candidate) => candidate.name === backendName) ?? notificationBackends[0]!;
  return startShopWithSink(backend, {
    NOTIFICATIONS_PUBLIC_URL: publicUrl,
    MAIL_FROM: 'Storefront Demo <shop@example.test>',
    ...env,
  });
}

/** The Message-IDs notifications gives the cart's mails of an order. */
export const confirmationId = (orderId: string) => messageIdFor(`cart:order-confirmation:${orderId}`, publicUrl);
export const giftCardId = (orderId: string, position: number) =>
  messageIdFor(`cart:gift-card:${orderId}:${position}`, publicUrl);

/** Reads until `done` holds or the time is up; answers the last read. */
export async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, withinMs = 30_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Nothing of the order-email queue waits, runs, failed or is kept: every job ran to its end and was removed. */
export async function queueDrained(url: string, prefix: string): Promise<boolean> {
  const queue = inspectQueue(ORDER_EMAIL_QUEUE, { connection: { url }, prefix });
  try {
    const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'completed', 'failed', 'prioritized');
    return Object.values(counts).every((count) => count === 0);
  } finally {
    await queue.close();
  }
}

import { notificationsV1 } from '@storefront/proto';
import {
  createClient,
  createQueue,
  createWorker,
  PLATFORM_QUEUES,
  type ClientAuth,
  type Database,
  type Logger,
  withinTime,
} from '@storefront/service-kit';
import {
  orderEmailKey,
  sendOrderEmails,
  type NotificationsClient,
  type OrderEmailJob,
} from '../actions/order-email-send';

export const ORDER_EMAIL_QUEUE = PLATFORM_QUEUES.orderEmails;
export const ORDER_EMAIL_JOB = 'order-placement';

/** What PlaceOrder and a renewal ask for just before they record an order, and again when they answer one. */
export interface OrderEmails {
  /** Queues the order's e-mails; never throws: the order stands whether or not its mail could be queued. */
  enqueue(job: OrderEmailJob): Promise<void>;
  close(): Promise<void>;
}

export interface OrderEmailSettings {
  db: Database;
  redisUrl: string;
  prefix: string;
  notifications: { address: string; deadlineMs: number; auth: ClientAuth };
  logger: Logger;
}

const ENQUEUE_WITHIN_MS = 2_000;
/** The job is queued before its order is recorded; by then the order normally is, so its first run finds it. */
const FIRST_RUN_AFTER_MS = 1_000;

/**
 * Retries across a notifications outage of about an hour (2 s doubling, 12 tries). A job out of
 * tries is kept as failed (a week, service-kit's default) where the queue dashboard shows it.
 */
const JOB_OPTIONS = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 2_000 },
  // the payload opens the order's gift-card codes: it leaves Redis as soon as its mails are handed over
  removeOnComplete: true,
};

/**
 * The queue of placements' e-mails and the worker that sends them. A worker killed mid-job leaves
 * the job locked until BullMQ's stalled-job check hands it to another worker, which sends again
 * under the same keys; notifications answers each repeated key without a second mail.
 */
export function startOrderEmails({ db, redisUrl, prefix, notifications, logger }: OrderEmailSettings): OrderEmails {
  const connection = { url: redisUrl };
  const client: NotificationsClient = createClient(notificationsV1.NotificationsServiceClient, notifications.address, {
    deadlineMs: notifications.deadlineMs,
    auth: notifications.auth,
    logger,
    contract: notificationsV1.NotificationsServiceDefinition,
  });
  const queue = createQueue<OrderEmailJob>(ORDER_EMAIL_QUEUE, { connection, prefix });
  const worker = createWorker<OrderEmailJob, number>(
    ORDER_EMAIL_QUEUE,
    async (job) => {
      const sent = await sendOrderEmails(db, client, job);
      logger.info({ order: orderEmailKey(job), mails: sent }, 'order e-mails handed to notifications');
      return sent;
    },
    { connection, prefix, logger },
  );
  return {
    async enqueue(job) {
      try {
        // one job per placement (or renewal) while it waits; a repeat after it finished runs again, sending nothing new
        const options = {
          ...JOB_OPTIONS,
          delay: FIRST_RUN_AFTER_MS,
          idempotencyKey: `order-email:${orderEmailKey(job)}`,
        };
        // bounded: a Redis that is away must not hold up the buyer's answer
        await withinTime(queue.add(ORDER_EMAIL_JOB, job, options), ENQUEUE_WITHIN_MS);
      } catch (error) {
        logger.warn({ err: error, order: orderEmailKey(job) }, "an order's e-mails could not be queued");
      }
    },
    async close() {
      await worker.close();
      await queue.close();
      client.close();
    },
  };
}

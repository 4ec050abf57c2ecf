import { createWorker, type Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import type { MailTransport } from '../mail/transport';
import { deliverBatch, DeliveryDeferred } from './deliver';
import { fanOut } from './fan-out';
import { DELIVERY_QUEUE, FANOUT_QUEUE, openDoorbell, type DeliveryJob, type FanoutJob } from './mail-queues';
import { startRecoverySweeper } from './recovery-sweeper';
import { sentMarks } from './sent-marks';

export interface MailWorkerSettings {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  redisUrl: string;
  prefix: string;
  storeName: string;
  messageIdFor(key: string): string;
  deliveryConcurrency: number;
  /** Messages of one batch in flight at once. */
  sendConcurrency: number;
  batchSize: number;
  pageSize: number;
  maxAttempts: number;
  retryDelayMs: number;
  leaseSeconds: number;
  sweepEveryMs: number;
}

export interface MailWorkers {
  /** Stops taking jobs, lets the running ones finish, then lets go of the queues and the SMTP pool. */
  close(): Promise<void>;
}

/** The fan-out and delivery workers and the recovery sweeper of one process. */
export function startMailWorkers(settings: MailWorkerSettings): MailWorkers {
  const { db, transport, logger, redisUrl, prefix } = settings;
  const connection = { connection: { url: redisUrl }, prefix };
  const retry = { maxAttempts: settings.maxAttempts, retryDelayMs: settings.retryDelayMs };
  const doorbell = openDoorbell({ redisUrl, prefix, retry });
  const marks = sentMarks(db);

  const fanouts = createWorker<FanoutJob, number>(
    FANOUT_QUEUE,
    ({ sendRequestId }) =>
      fanOut(
        {
          db,
          doorbell,
          logger,
          pageSize: settings.pageSize,
          batchSize: settings.batchSize,
          messageIdFor: settings.messageIdFor,
        },
        sendRequestId,
      ),
    { ...connection, logger },
  );
  const deliveries = createWorker<DeliveryJob, void>(
    DELIVERY_QUEUE,
    ({ outboxIds }) =>
      deliverBatch(
        {
          db,
          transport,
          marks,
          logger,
          storeName: settings.storeName,
          maxAttempts: settings.maxAttempts,
          sendConcurrency: settings.sendConcurrency,
          leaseMs: settings.leaseSeconds * 1000,
        },
        outboxIds,
      ),
    // deferred messages are expected (a relay busy for now), not worth a warning per job
    { ...connection, concurrency: settings.deliveryConcurrency },
  );
  deliveries.worker.on('failed', (job, error) => {
    if (error instanceof DeliveryDeferred)
      logger.info({ jobId: job?.id, deferred: error.deferred, attempt: job?.attemptsMade }, 'deliveries deferred');
    else logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'delivery job failed');
  });
  deliveries.worker.on('error', (error) => logger.error({ queue: DELIVERY_QUEUE, err: error }, 'queue worker error'));

  const sweeper = startRecoverySweeper({
    db,
    doorbell,
    logger,
    leaseSeconds: settings.leaseSeconds,
    batchSize: settings.batchSize,
    everyMs: settings.sweepEveryMs,
  });

  return {
    async close() {
      await sweeper.close();
      await fanouts.close();
      await deliveries.close();
      await doorbell.close();
      transport.close();
    },
  };
}

import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { claimFanoutPage } from '../store/outbox';
import { finishFanout, sendRequestById } from '../store/send-requests';
import { batches, type MailDoorbell } from './mail-queues';

export interface FanoutSettings {
  db: Database;
  doorbell: MailDoorbell;
  logger: Logger;
  pageSize: number;
  batchSize: number;
  messageIdFor(key: string): string;
}

/**
 * Spec §4: pages through the group's waiting sign-ups until there is no next page, making one
 * notice per sign-up and queueing their deliveries a batch at a time. Each page is committed with
 * the request's cursor, so a killed job resumes after the last committed page; deliveries a kill
 * kept from being queued are queued by the sweeper. A last pass from the start picks up sign-ups
 * the cursor passed while another claim held them.
 */
export async function fanOut(settings: FanoutSettings, sendRequestId: string): Promise<number> {
  const { db, doorbell, logger, pageSize, batchSize, messageIdFor } = settings;
  const request = await sendRequestById(db, sendRequestId);
  if (!request || request.state !== 'queued') return 0;
  const { productId, variantId } = request;
  let cursor = request.fanoutCursor;
  let made = 0;
  let fromStart = cursor === null;
  for (;;) {
    const page = await claimFanoutPage(db, {
      sendRequestId,
      productId,
      variantId,
      cursor,
      limit: pageSize,
      messageIdFor,
    });
    for (const batch of batches(page.outboxIds, batchSize))
      await doorbell.deliver(batch, `deliver:${sendRequestId}:${batch[0]}`);
    made += page.outboxIds.length;
    if (page.claimed === pageSize) {
      cursor = page.cursor;
      continue;
    }
    if (fromStart) break;
    fromStart = true;
    cursor = null;
  }
  await finishFanout(db, sendRequestId);
  logger.info({ sendRequestId, made }, 'restock notices made');
  return made;
}

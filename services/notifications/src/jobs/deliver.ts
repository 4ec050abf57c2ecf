import { formatMinorUnits } from '@storefront/commerce';
import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { PermanentDeliveryError, type MailTransport } from '../mail/transport';
import { renderRestockNotice, type RenderedMail } from '../mail/render';
import { claimForDelivery, markFailed, markForRetry, type ClaimedMail } from '../store/outbox';
import type { RenderedPayload, RestockPayload } from '../store/schema';
import { finishDelivered, sendRequestsByIds } from '../store/send-requests';
import type { SentMarks } from './sent-marks';

export interface DeliverySettings {
  db: Database;
  transport: MailTransport;
  marks: SentMarks;
  logger: Logger;
  storeName: string;
  /** A message that failed this many times for now is failed for good (dead-lettered). */
  maxAttempts: number;
  /** Messages of one batch in flight at once (the SMTP pool's size: more would only queue in it). */
  sendConcurrency: number;
  /** After this long a taken message may be taken again by the sweeper's job. */
  leaseMs: number;
}

/** Failed for now: some message of the batch waits for the job's next try (BullMQ backoff). */
export class DeliveryDeferred extends Error {
  constructor(readonly deferred: number) {
    super(`${deferred} message(s) deferred for a later attempt`);
  }
}

const MAX_REASON_LENGTH = 500;

/** The transport's reasons name no address; they are kept short for the owner's history. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_REASON_LENGTH) || 'unknown';

/** Each restock notice of the batch rendered once per send request and language. */
async function restockRenderer(settings: DeliverySettings, mails: ClaimedMail[]) {
  const requestIds = [...new Set(mails.map((mail) => mail.sendRequestId).filter((id) => id !== null))];
  const requests = new Map((await sendRequestsByIds(settings.db, requestIds)).map((request) => [request.id, request]));
  const rendered = new Map<string, RenderedMail>();
  return (mail: ClaimedMail): RenderedMail => {
    const { language } = mail.payload as RestockPayload;
    const cacheKey = `${mail.sendRequestId}\n${language}`;
    let content = rendered.get(cacheKey);
    if (!content) {
      const { snapshot } = requests.get(mail.sendRequestId!)!;
      content = renderRestockNotice({
        language,
        storeName: settings.storeName,
        productTitle: snapshot.productTitle,
        variantDescription: snapshot.variantDescription,
        productUrl: snapshot.productUrl,
        imageUrl: snapshot.imageUrl,
        // in the reader's language: an e-mail is read on its own, not beside the store's pages
        priceText: formatMinorUnits(snapshot.priceMinor, snapshot.currency, language || 'en'),
      });
      rendered.set(cacheKey, content);
    }
    return content;
  };
}

/**
 * Sends the named messages that still wait: each is taken (sending, one more attempt), sent with
 * its stable Message-ID, and marked sent as soon as the relay accepted it. A refusal for good
 * fails it at once; any other failure puts it back to wait, failing it for good once it has used
 * its attempts. Throws DeliveryDeferred when any wait again, so the job is retried after a backoff.
 *
 * A message not yet handed to the relay half a lease after it was taken is left alone: from a
 * lease on, the sweeper may give it to another job, and two jobs must never both send it.
 */
export async function deliverBatch(settings: DeliverySettings, outboxIds: number[]): Promise<void> {
  const { db, transport, marks, logger, maxAttempts, sendConcurrency, leaseMs } = settings;
  const mails = await claimForDelivery(db, outboxIds);
  if (mails.length === 0) return;
  const takenAt = Date.now();
  const renderRestock = await restockRenderer(settings, mails);
  const counts = { sent: 0, failed: 0, deferred: 0, leftForSweeper: 0 };

  const deliver = async (mail: ClaimedMail) => {
    const content = mail.kind === 'restock' ? renderRestock(mail) : (mail.payload as RenderedPayload);
    try {
      await transport.send({ to: mail.recipient, messageId: mail.messageId, ...content });
    } catch (error) {
      const reason = reasonOf(error);
      if (error instanceof PermanentDeliveryError || mail.attempts >= maxAttempts) {
        counts.failed += 1;
        await markFailed(db, mail.id, reason);
      } else {
        counts.deferred += 1;
        await markForRetry(db, mail.id, reason);
      }
      return;
    }
    await marks.mark(mail.id);
    counts.sent += 1;
  };

  let next = 0;
  const runner = async () => {
    while (next < mails.length) {
      const mail = mails[next++]!;
      if (Date.now() - takenAt > leaseMs / 2) counts.leftForSweeper += 1;
      else await deliver(mail);
    }
  };
  await Promise.all(Array.from({ length: Math.min(sendConcurrency, mails.length) }, runner));

  const requestIds = [...new Set(mails.map((mail) => mail.sendRequestId).filter((id) => id !== null))];
  await finishDelivered(db, requestIds);
  logger.debug(counts, 'delivery batch done');
  if (counts.leftForSweeper > 0)
    logger.warn(counts, 'delivery batch ran past half its lease; the sweeper takes the rest');
  if (counts.deferred > 0) throw new DeliveryDeferred(counts.deferred);
}

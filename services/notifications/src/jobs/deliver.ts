import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { PermanentDeliveryError, type MailTransport, type OutgoingMail } from '../mail/transport';
import { renderRestockNotice, type RenderedMail } from '../mail/render';
import { priceText } from '../domain/price-text';
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
        priceText: priceText(snapshot.priceMinor, snapshot.currency, language),
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
 */
export async function deliverBatch(settings: DeliverySettings, outboxIds: number[]): Promise<void> {
  const { db, transport, marks, logger, maxAttempts } = settings;
  const mails = await claimForDelivery(db, outboxIds);
  if (mails.length === 0) return;
  const renderRestock = await restockRenderer(settings, mails);
  let deferred = 0;
  let sent = 0;
  let failed = 0;

  await Promise.all(
    mails.map(async (mail) => {
      const content = mail.kind === 'restock' ? renderRestock(mail) : (mail.payload as RenderedPayload);
      const outgoing: OutgoingMail = { to: mail.recipient, messageId: mail.messageId, ...content };
      try {
        await transport.send(outgoing);
      } catch (error) {
        const reason = reasonOf(error);
        if (error instanceof PermanentDeliveryError || mail.attempts >= maxAttempts) {
          failed += 1;
          await markFailed(db, mail.id, reason);
        } else {
          deferred += 1;
          await markForRetry(db, mail.id, reason);
        }
        return;
      }
      await marks.mark(mail.id);
      sent += 1;
    }),
  );

  const requestIds = [...new Set(mails.map((mail) => mail.sendRequestId).filter((id) => id !== null))];
  await finishDelivered(db, requestIds);
  logger.debug({ sent, failed, deferred }, 'delivery batch done');
  if (deferred > 0) throw new DeliveryDeferred(deferred);
}

import type { notificationsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { renderAccountLink, renderFormSubmission, type RenderedMail } from '../mail/render';
import { accountLinkContent, formSubmissionContent } from '../domain/email-content';
import { giftCardContent, orderConfirmationContent } from '../domain/order-email-content';
import { renderGiftCard, renderOrderConfirmation } from '../mail/render-order';
import { emailAddress, idempotencyKey, language } from '../domain/request-fields';
import { absoluteUrl } from '../domain/restock-product';
import { insertMail } from '../store/outbox';
import type { OutboxKind } from '../store/schema';
import type { NotificationsContext } from './notifications-context';

/** The store's language when a caller names none. */
const STORE_LANGUAGE = 'en';

function rendered(
  context: NotificationsContext,
  request: notificationsV1.SendEmailRequest,
  mailLanguage: string,
): { kind: OutboxKind; mail: RenderedMail } {
  const { email } = request;
  const common = { language: mailLanguage, storeName: context.storeName };
  switch (email?.$case) {
    case 'accountLink': {
      const { kind, path, expiresAtMs } = accountLinkContent(email.accountLink);
      return {
        kind: 'account-link',
        mail: renderAccountLink({ ...common, kind, url: absoluteUrl(context.publicUrl, path), expiresAtMs }),
      };
    }
    case 'formSubmission':
      return {
        kind: 'form-submission',
        mail: renderFormSubmission({ ...common, ...formSubmissionContent(email.formSubmission) }),
      };
    case 'orderConfirmation': {
      const content = orderConfirmationContent(email.orderConfirmation);
      const orderUrl = absoluteUrl(context.publicUrl, `/commerce/orders/${content.orderId}`);
      return { kind: 'order-confirmation', mail: renderOrderConfirmation({ ...common, ...content, orderUrl }) };
    }
    case 'giftCard':
      return { kind: 'gift-card', mail: renderGiftCard({ ...common, ...giftCardContent(email.giftCard) }) };
    default:
      throw new InvalidArgumentError(
        'An email (account_link, form_submission, order_confirmation or gift_card) is required.',
      );
  }
}

/**
 * Another service's mail (proto SendEmail): checked, rendered, stored in the outbox under
 * `<caller>:<key>` and queued. A repeat of the key answers the first message's Message-ID and
 * queues nothing.
 */
export async function sendEmail(
  context: NotificationsContext,
  caller: string,
  request: notificationsV1.SendEmailRequest,
): Promise<string> {
  const key = `${caller}:${idempotencyKey(request.idempotencyKey)}`;
  const recipient = emailAddress(request.to);
  const { kind, mail } = rendered(context, request, language(request.language) || STORE_LANGUAGE);
  const stored = await insertMail(context.db, {
    key,
    kind,
    recipient,
    payload: { subject: mail.subject, html: mail.html, text: mail.text },
    messageId: context.messageIdFor(key),
  });
  if (stored.created) await context.mailStored(stored.id);
  return stored.messageId;
}

import type { Shop } from './running-system';

/** One message the shop sent, as the MailDev inbox of `npm start` caught it. */
export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** MailDev's REST shape of a caught message (GET /email), the fields read here. */
interface MaildevEmail {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
}

/** Every message the shop's inbox holds, oldest first. */
export async function inboxMessages(shop: Pick<Shop, 'mailInboxUrl'>): Promise<InboxMessage[]> {
  if (!shop.mailInboxUrl) throw new Error('this system has no mail inbox (SMTP_URL was set)');
  const response = await fetch(`${shop.mailInboxUrl}/email`);
  if (!response.ok) throw new Error(`the mail inbox answered ${response.status}`);
  const emails = (await response.json()) as MaildevEmail[];
  return emails.map((email) => ({
    to: (email.to ?? []).map((recipient) => recipient.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    messageId: email.messageId ?? '',
  }));
}

/** The messages to `address` that `matches` accepts, waiting up to `timeoutMs` for at least `count` of them. */
export async function messagesTo(
  shop: Pick<Shop, 'mailInboxUrl'>,
  address: string,
  {
    count = 1,
    timeoutMs = 20_000,
    matches = () => true,
  }: { count?: number; timeoutMs?: number; matches?: (message: InboxMessage) => boolean } = {},
): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inboxMessages(shop)).filter(
      (message) => message.to.some((to) => to.toLowerCase() === address.toLowerCase()) && matches(message),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`${found.length} of ${count} expected messages reached the inbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link in a message's text to a page below `pathPrefix` (e.g. '/config/invitation'). */
export function linkIn(message: InboxMessage, pathPrefix: string): string {
  for (const found of message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(found[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathPrefix} in the message '${message.subject}'`);
}

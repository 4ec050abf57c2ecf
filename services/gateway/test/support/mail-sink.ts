import { startMailSink as startSmtpSink, type SunkMessage } from '../../../notifications/test/support/mail-sink';

/**
 * The notifications tests' SMTP sink (a real smtp-server on a free loopback port), with the two
 * questions the gateway's tests ask of it: the mail to an address, and the token of a link in it.
 */
export interface MailSink {
  url: string;
  messages: SunkMessage[];
  /** The messages to `address` (holding `containing`, when given), waiting up to `timeoutMs` for at least `count`. */
  to(address: string, count?: number, timeoutMs?: number, containing?: string): Promise<SunkMessage[]>;
  stop(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const sink = await startSmtpSink();
  return {
    url: sink.url,
    messages: sink.messages,
    async to(address, count = 1, timeoutMs = 15_000, containing = '') {
      const deadline = Date.now() + timeoutMs;
      const wanted = address.toLowerCase();
      for (;;) {
        const found = sink.messages.filter(
          (message) =>
            message.to.some((recipient) => recipient.toLowerCase() === wanted) && message.text.includes(containing),
        );
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} messages reached the sink`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => sink.close(),
  };
}

/** The token of the first link in `mail` to a page below `pathPrefix`. */
export function linkToken(mail: SunkMessage, pathPrefix: string): string {
  for (const found of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(found[0].replace(/&amp;/g, '&'));
    const token = url.searchParams.get('token');
    if (url.pathname.startsWith(pathPrefix) && token) return token;
  }
  throw new Error(`no link to ${pathPrefix} in the message`);
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink took: its envelope recipients and its source with quoted-printable undone. */
export interface SunkMail {
  to: string[];
  source: string;
}

/** A real SMTP server on a free loopback port that keeps every message it is sent. */
export interface MailSink {
  url: string;
  messages: SunkMail[];
  /** The messages to `address` (holding `containing`, when given), waiting up to `timeoutMs` for at least `count`. */
  to(address: string, count?: number, timeoutMs?: number, containing?: string): Promise<SunkMail[]>;
  stop(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and headers. */
function readable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailSink(): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          source: readable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async to(address, count = 1, timeoutMs = 15_000, containing = '') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(
          (message) => message.to.includes(address.toLowerCase()) && message.source.includes(containing),
        );
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} messages reached the sink`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in `mail` to a page below `pathPrefix`. */
export function linkToken(mail: SunkMail, pathPrefix: string): string {
  for (const found of mail.source.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(found[0].replace(/&amp;/g, '&'));
    const token = url.searchParams.get('token');
    if (url.pathname.startsWith(pathPrefix) && token) return token;
  }
  throw new Error(`no link to ${pathPrefix} in the message`);
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the sink kept of one accepted message. */
export interface SunkMessage {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
}

export interface MailSink {
  url: string;
  messages: SunkMessage[];
  /** Resolves once `count` messages were accepted in all; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SinkRules {
  /** A recipient refused for good (550) when this says so. */
  refuses?(address: string): boolean;
  /** A recipient refused for now (451) when this says so. */
  defers?(address: string): boolean;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

/** Quoted-printable undone (soft breaks joined, =XX bytes read as UTF-8), so words and links are whole. */
function unquoted(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The body after the headers, roughly: enough to look for a product title or a link. */
const bodyOf = (raw: string) => unquoted(raw.slice(raw.search(/\r?\n\r?\n/) + 1));

/** A real SMTP server on a free port of this process, recording every accepted message's Message-ID and recipients. */
export async function startMailSink(rules: SinkRules = {}): Promise<MailSink> {
  const messages: SunkMessage[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // the delivery pool keeps many connections busy at once
    maxClients: 200,
    onRcptTo(address, _session, callback) {
      if (rules.refuses?.(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (rules.defers?.(address.address))
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          text: bodyOf(raw),
        });
        waiters = waiters.filter((waiter) => (messages.length >= waiter.count ? (waiter.resolve(), false) : true));
        callback();
      });
    },
  });
  // a delivery worker killed mid-message resets its connections: that is the test, not a failure
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 30_000) {
      if (messages.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the sink has ${messages.length} of ${count} messages after ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { messageIdFor } from './message-id';
import { createMailTransport, PermanentDeliveryError, type MailTransport, type OutgoingMail } from './transport';

/** What the sink kept of one message: the envelope recipients and the raw message. */
interface Received {
  rcptTo: string[];
  raw: string;
}

const openSinks: { close(): Promise<void> }[] = [];

/** A real SMTP server on a free port that keeps what it is given, or refuses as told. */
async function startSink(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  let connections = 0;
  let openConnections = 0;
  let mostOpenAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      mostOpenAtOnce = Math.max(mostOpenAtOnce, ++openConnections);
      callback();
    },
    onClose() {
      openConnections--;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const sink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stats: () => ({ connections, mostOpenAtOnce }),
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
  openSinks.push(sink);
  return sink;
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** The header block of a raw message, folded lines joined, as name (lower case) to value. */
function headersOf(raw: string): Map<string, string> {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new Map(
    block.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
}

/** The body of the MIME part with this content type, quoted-printable decoded. */
function partOf(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return '';
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  const encoded = body.slice(0, body.indexOf('\r\n--'));
  return Buffer.from(
    encoded
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const from = 'Storefront <no-reply@storefront.localhost>';

function mail(n: number, to = `visitor${n}@example.com`): OutgoingMail {
  return {
    to,
    subject: `Linen Shirt is back in stock (${n})`,
    html: `<p>Linen Shirt is back, <a href="http://localhost:8080/shop/p/linen-shirt">see it</a> (${n})</p>`,
    text: `Linen Shirt is back: http://localhost:8080/shop/p/linen-shirt (${n})`,
    messageId: messageIdFor(`restock:sr_1:su_${n}`, 'http://localhost:8080'),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the send was expected to fail');
}

describe('createMailTransport', () => {
  let transport: MailTransport | undefined;
  // The pool keeps its connections open, and a sink closes only once they end: the transport first.
  afterEach(async () => {
    transport?.close();
    transport = undefined;
    await Promise.all(openSinks.splice(0).map((sink) => sink.close()));
  });

  it('delivers a message with the given Message-ID, From, To and both parts', async () => {
    const sink = await startSink();
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections: 2 });
    const outgoing = { ...mail(1), headers: { 'X-Storefront-Notice': 'restock' } };
    await transport.send(outgoing);

    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message.rcptTo).toEqual(['visitor1@example.com']);
    const headers = headersOf(message.raw);
    expect(headers.get('message-id')).toBe(outgoing.messageId);
    expect(headers.get('from')).toBe(from);
    expect(headers.get('to')).toBe('visitor1@example.com');
    expect(headers.get('subject')).toBe('Linen Shirt is back in stock (1)');
    expect(headers.get('x-storefront-notice')).toBe('restock');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    expect(partOf(message.raw, 'text/plain')).toBe(outgoing.text);
    expect(partOf(message.raw, 'text/html')).toBe(outgoing.html);
  });

  it('sends a message again under the Message-ID it had', async () => {
    const sink = await startSink();
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections: 1 });
    await transport.send(mail(7));
    await transport.send(mail(7));
    const ids = sink.received.map((m) => headersOf(m.raw).get('message-id'));
    expect(ids).toEqual([mail(7).messageId, mail(7).messageId]);
  });

  it('logs in with the user and password of the URL', async () => {
    const logins: string[] = [];
    const sink = await startSink({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        if (auth.username === 'mailer' && auth.password === 's3cret/pw') callback(null, { user: auth.username });
        else callback(smtpError(535, 'Authentication failed'));
      },
    });
    transport = createMailTransport({
      smtpUrl: `smtp://mailer:s3cret%2Fpw@127.0.0.1:${sink.port}`,
      from,
      maxConnections: 1,
    });
    await transport.send(mail(1));
    expect(sink.received).toHaveLength(1);
    transport.close();

    // Wrong credentials are our configuration, not the message: retried, not dead-lettered.
    transport = createMailTransport({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${sink.port}`, from, maxConnections: 1 });
    const failure = await failureOf(transport.send(mail(2)));
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 535 authentication refused: Authentication failed');
    expect(logins).toEqual(['mailer:s3cret/pw', 'mailer:wrong']);
  });

  it('speaks TLS from the start for smtps://', async () => {
    const sink = await startSink({ secure: true });
    // The sink's certificate is smtp-server's self-signed one.
    const smtpUrl = `smtps://127.0.0.1:${sink.port}?tls.rejectUnauthorized=false`;
    transport = createMailTransport({ smtpUrl, from, maxConnections: 1 });
    await transport.send(mail(1));
    expect(sink.received).toHaveLength(1);
  });

  it('gives PermanentDeliveryError without the address when the server answers 550', async () => {
    const sink = await startSink({
      onRcptTo(address, _session, callback) {
        callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
      },
    });
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections: 1 });
    const failure = await failureOf(transport.send(mail(1, 'gone.visitor@example.com')));
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 550 recipient refused: 5.1.1: Recipient address rejected: User unknown');
    expect(failure.message).not.toMatch(/gone|example\.com|@/);
    expect(sink.received).toHaveLength(0);
  });

  it('gives PermanentDeliveryError when the server refuses the message data with 554', async () => {
    const sink = await startSink({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(smtpError(554, '5.7.1 Message rejected as spam')));
      },
    });
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections: 1 });
    const failure = await failureOf(transport.send(mail(1)));
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 554 message refused: 5.7.1 Message rejected as spam');
  });

  it('gives a retryable Error when the server answers 451', async () => {
    const sink = await startSink({
      onRcptTo(_address, _session, callback) {
        callback(smtpError(451, '4.7.1 Greylisted, try again later'));
      },
    });
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections: 1 });
    const failure = await failureOf(transport.send(mail(1)));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP 451 recipient refused: 4.7.1 Greylisted, try again later');
  });

  it('gives a retryable Error when nothing listens on the port', async () => {
    const sink = await startSink();
    const closedPortUrl = sink.url;
    await sink.close();
    transport = createMailTransport({ smtpUrl: closedPortUrl, from, maxConnections: 1 });
    const failure = await failureOf(transport.send(mail(1)));
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failure.message).toBe('SMTP delivery failed (ECONNREFUSED)');
  });

  it('gives up on a server that accepts the connection but never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      transport = createMailTransport({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from,
        maxConnections: 1,
        timeoutsMs: { greeting: 300 },
      });
      const started = Date.now();
      const failure = await failureOf(transport.send(mail(1)));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
      expect(failure.message).toBe('SMTP delivery failed (GREETING_TIMEOUT)');
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('sends 2,000 messages over a pool of at most maxConnections connections', async () => {
    const sink = await startSink();
    const maxConnections = 5;
    transport = createMailTransport({ smtpUrl: sink.url, from, maxConnections });
    const mails = Array.from({ length: 2_000 }, (_, n) => mail(n));
    const started = process.hrtime.bigint();
    const sending = transport;
    await Promise.all(mails.map((m) => sending.send(m)));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;

    expect(sink.received).toHaveLength(mails.length);
    const ids = new Set(sink.received.map((m) => headersOf(m.raw).get('message-id')));
    expect(ids).toEqual(new Set(mails.map((m) => m.messageId)));
    expect(sink.stats().mostOpenAtOnce).toBeLessThanOrEqual(maxConnections);
    // Pooled: connections are reused, not one per message.
    expect(sink.stats().connections).toBeLessThan(mails.length / 100);
    process.stdout.write(
      `pooled SMTP: ${mails.length} messages in ${seconds.toFixed(2)} s = ${Math.round(mails.length / seconds)} messages/s ` +
        `over ${sink.stats().connections} connections (at most ${sink.stats().mostOpenAtOnce} open)\n`,
    );
  }, 120_000);
});

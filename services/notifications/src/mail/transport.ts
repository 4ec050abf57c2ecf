import { createTransport } from 'nodemailer';
import { deliveryFailure } from './delivery-failure';

export { PermanentDeliveryError } from './delivery-failure';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** '<id@host>' from messageIdFor: the same on every attempt at this message. */
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * Hands messages to the SMTP server. send() resolves once the server accepted the message and
 * rejects with PermanentDeliveryError when it refused it for good, with a plain Error otherwise
 * (worth retrying).
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportSettings {
  /** smtp:// or smtps:// (TLS from the start); user and password in the URL when the server asks. */
  smtpUrl: string;
  /** The From header, e.g. 'Storefront <no-reply@storefront.localhost>'. */
  from: string;
  maxConnections: number;
  timeoutsMs?: Partial<SmtpTimeouts>;
}

export interface SmtpTimeouts {
  connection: number;
  greeting: number;
  socket: number;
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 for an idle socket; a delivery worker blocked
 * that long by a hung server holds its queue slot for nothing. These give a slow server room and
 * fail a dead one fast enough for the queue's backoff to take over.
 */
const defaultTimeouts: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 30_000 };

/**
 * A connection is replaced after this many messages, so a long fan-out spreads over fresh
 * connections (servers cap messages per session) without paying a handshake per message.
 */
const messagesPerConnection = 500;

export function createMailTransport(settings: MailTransportSettings): MailTransport {
  const timeouts = { ...defaultTimeouts, ...settings.timeoutsMs };
  const transporter = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: settings.maxConnections,
    maxMessages: messagesPerConnection,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    // Messages are built from our own templates: nothing in them may make the mailer read a
    // local file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    // nodemailer's logger would write envelopes, i.e. addresses.
    logger: false,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
        });
      } catch (error) {
        throw deliveryFailure(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

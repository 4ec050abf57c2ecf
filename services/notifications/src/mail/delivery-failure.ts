import type { NodemailerError } from 'nodemailer';

/**
 * The SMTP server refused this address or this message for good (a 5xx reply to the envelope or
 * the data): sending it again would be refused again, so the message is dead-lettered. Every other
 * failure is a plain Error and is retried with backoff.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

/** Failure codes of nodemailer that concern this message, not the server or the connection. */
const messageCodes = new Set(['EENVELOPE', 'EMESSAGE']);

const stageOf: Record<string, string> = {
  'MAIL FROM': 'sender refused',
  'RCPT TO': 'recipient refused',
  DATA: 'message refused',
};

/**
 * What a failed send means for the outbox. A 5xx to MAIL FROM, RCPT TO or DATA is permanent
 * (nodemailer's `permanent` flag, which follows RFC 5321 and leaves out 503, a session out of
 * step). A 5xx elsewhere (greeting, EHLO, AUTH) says the server or our credentials are wrong, not
 * the message: retried, so fixing the configuration delivers the backlog instead of dead-lettering
 * it. The message carries the reply code and a reason with every address taken out, since it ends
 * up in logs and in the owner's send history.
 */
export function deliveryFailure(error: unknown): Error {
  const failure = (error ?? {}) as NodemailerError;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const command = typeof failure.command === 'string' ? failure.command : '';
  if (typeof failure.responseCode === 'number') {
    const detail = replyDetail(failure.response);
    const reason = `SMTP ${failure.responseCode} ${stageOf[command] ?? describeCommand(command)}${detail ? `: ${detail}` : ''}`;
    return messageCodes.has(code) && failure.permanent === true
      ? new PermanentDeliveryError(reason)
      : new Error(reason);
  }
  // Refused by nodemailer before any server saw it (an unusable address, an empty message):
  // no later attempt can do better.
  if (messageCodes.has(code) && command === 'API')
    return new PermanentDeliveryError(`mail refused before sending (${code})`);
  const cause = failure.originalCode ?? failure.timeoutType ?? code;
  return new Error(`SMTP delivery failed${cause ? ` (${cause})` : ''}`);
}

/** The enhanced status code and the server's words, without anything that looks like an address. */
function replyDetail(response: unknown): string {
  if (typeof response !== 'string') return '';
  const text = response
    .replace(/^\d{3}[ -]/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\S*@\S*/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([:;,.])/g, '$1')
    .trim()
    .slice(0, 120);
  return text;
}

function describeCommand(command: string): string {
  if (command.startsWith('AUTH')) return 'authentication refused';
  return command && command !== 'CONN' ? `${command} refused` : 'server refused the connection';
}

import { createHash } from 'node:crypto';

/**
 * The RFC 5322 Message-ID of the message stored under an outbox key. It is derived, not drawn at
 * random, so a retried job or a restarted worker re-sends the message under the id it already had
 * and a receiving server can drop the copy. 128 bits of SHA-256 keep ids of distinct keys apart;
 * the shop's host names who made the id, as RFC 5322 asks of the part after the '@'.
 */
export function messageIdFor(outboxKey: string, publicUrl: string): string {
  const digest = createHash('sha256').update(outboxKey, 'utf8').digest('hex').slice(0, 32);
  return `<${digest}@${new URL(publicUrl).hostname.toLowerCase()}>`;
}

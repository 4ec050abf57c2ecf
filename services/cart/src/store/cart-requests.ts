import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { deleteRows } from '@storefront/service-kit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { cartRequests } from './schema';

/** How long a request key is remembered: a repeat within a day is answered, not applied. */
export const REQUEST_KEY_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * A change's claim on its request key, written with the change itself. Only hashes are stored:
 * `keyHash` of method, cart and key, `requestHash` of what was asked; `key` stays in memory, to
 * seal a created cart's token.
 */
export interface RequestClaim {
  keyHash: string;
  requestHash: string;
  key: string;
}

/** What the first request with a key left behind. */
export interface PriorRequest {
  requestHash: string;
  entryId: string | null;
  sealedToken: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `scope` is the cart's token hash ('' for a call that creates a cart), so a key names a change
 * of one method on one cart and nothing else; the request is hashed without the key.
 */
export function requestClaim(method: string, scope: string, key: string, request: unknown): RequestClaim {
  return {
    keyHash: sha256(JSON.stringify([method, scope, key])),
    requestHash: sha256(JSON.stringify([method, request])),
    key,
  };
}

// AES-256-GCM with a key derived from the request key: the row alone does not open the cart.
const sealingKey = (claim: RequestClaim) => hkdfSync('sha256', claim.key, claim.keyHash, 'cart token', 32);

export function sealToken(claim: RequestClaim, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(sealingKey(claim)), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openToken(claim: RequestClaim, sealedToken: string): string {
  const bytes = Buffer.from(sealedToken, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(sealingKey(claim)), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

interface PriorRow {
  request_hash: string;
  entry_id: string | null;
  sealed_token: string | null;
}

export const toPriorRequest = (row: PriorRow): PriorRequest => ({
  requestHash: row.request_hash,
  entryId: row.entry_id,
  sealedToken: row.sealed_token,
});

export async function findRequest(db: Database, claim: RequestClaim): Promise<PriorRequest | null> {
  const result = (await db.execute(
    sql`select request_hash, entry_id, sealed_token from cart_requests where key_hash = ${claim.keyHash}`,
  )) as unknown as { rows: PriorRow[] };
  const [row] = result.rows;
  return row ? toPriorRequest(row) : null;
}

/**
 * Claims the key inside the transaction that applies its change, with the answer sealed for a
 * repeat; false when another request holds the key (that transaction must then write nothing).
 */
export async function claimRequest(db: Database, claim: RequestClaim, sealedAnswer: string): Promise<boolean> {
  const result = (await db.execute(
    sql`insert into cart_requests (key_hash, request_hash, sealed_token)
        values (${claim.keyHash}, ${claim.requestHash}, ${sealedAnswer})
        on conflict (key_hash) do nothing
        returning key_hash`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Forgets request keys claimed before `claimedBefore`. */
export async function deleteExpiredRequests(db: Database, claimedBefore: Date): Promise<number> {
  return deleteRows(db, cartRequests, lt(cartRequests.createdAt, claimedBefore));
}

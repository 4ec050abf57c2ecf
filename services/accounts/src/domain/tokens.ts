import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: session, invitation and reset tokens cannot be guessed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a copy of the database opens no session and spends no link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The spec's siteUserId of a customer: random, so it tells nothing about the account or its order. */
export function newSiteUserId(): string {
  return randomBytes(16).toString('hex');
}

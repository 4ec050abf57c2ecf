import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the visitor's proof of owning a cart, unguessable. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so the table alone opens no cart. */
export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * A protected page's password, kept as a scrypt hash (node:crypto; no native module) in the form
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the parameters can be raised for new hashes
 * while old ones still verify.
 */
const HASH = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

/** OWASP's scrypt floor (N=2^17 costs 128 MB; 2^15 with r=8 costs 32 MB per check). */
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

/** What a visitor may type: longer input is refused before it costs a hash. */
export const PASSWORD_MAX_LENGTH = 256;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_BYTES, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export function isPasswordHash(text: string): boolean {
  return HASH.test(text);
}

export async function hashPagePassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `password` is the one `hash` was made from; false for empty or oversized input. */
export async function verifyPagePassword(hash: string, password: string): Promise<boolean> {
  if (password.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
  const parts = HASH.exec(hash);
  if (!parts) return false;
  const [, N, r, p, salt, expected] = parts;
  const key = await scrypt(password, Buffer.from(salt!, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  const want = Buffer.from(expected!, 'base64url');
  return key.length === want.length && timingSafeEqual(key, want);
}

import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): 15 to 60 ms
 * per hash on a 2-core machine, slow for a guesser with a stolen table, quick enough for a person.
 * The parameters live in each stored hash, so changing them here leaves older hashes verifiable.
 */
export const argon2Parameters = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Parameters);
}

/**
 * Checks a password against a stored hash, or, for an e-mail without an account, against a hash
 * of a password nobody knows: both take one argon2 verification, so the answer's time does not
 * tell which e-mails have accounts.
 */
export interface PasswordCheck {
  matches(password: string, storedHash: string | undefined): Promise<boolean>;
}

export async function passwordCheck(): Promise<PasswordCheck> {
  const nobodysHash = await hashPassword(randomBytes(32).toString('base64url'));
  return {
    async matches(password, storedHash) {
      const matched = await verify(storedHash ?? nobodysHash, password).catch(() => false);
      return storedHash !== undefined && matched;
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';

/** What the store knows about a key. */
export interface KeyRecord {
  formId: string | null;
  expiresAt: Date;
  submissionId: string | null;
}

export type KeyProblem = 'unknown' | 'used' | 'expired' | 'other-form';

/** 32 random bytes: a key cannot be guessed, so only a visitor who asked for one can submit. */
export function newSubmissionKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so the table alone submits nothing. */
export function hashSubmissionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function keyExpiry(now: Date, ttlSeconds: number): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/** Why a key may not store a submission of `formId` now, or null when it may. */
export function keyProblem(key: KeyRecord | null, formId: string, now: Date): KeyProblem | null {
  if (!key) return 'unknown';
  if (key.submissionId !== null) return 'used';
  if (key.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (key.formId !== null && key.formId !== formId) return 'other-form';
  return null;
}

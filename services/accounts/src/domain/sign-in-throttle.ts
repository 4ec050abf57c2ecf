import { createHash } from 'node:crypto';
import type { AccountKind } from './account-kind';

const minute = 60_000;

/** How many failed sign-ins within the window lock the subject out, and for how long. */
export interface ThrottleLimit {
  failures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Per account, so a password cannot be guessed slowly from many addresses; per address, so one
 * address cannot try a few passwords on every account.
 */
export const throttleLimits = {
  account: { failures: 5, windowMs: 15 * minute, lockMs: 15 * minute },
  address: { failures: 20, windowMs: 15 * minute, lockMs: 15 * minute },
} as const satisfies Record<string, ThrottleLimit>;

/** Who failed attempts are counted against. */
export interface ThrottleSubject {
  key: string;
  limit: ThrottleLimit;
}

/**
 * The account is named by kind and e-mail, not by its id, so an e-mail without an account locks
 * out like one with an account and a lockout tells nobody which e-mails exist. Both are hashed:
 * the counters hold no e-mail or address.
 */
export function accountSubject(kind: AccountKind, email: string): ThrottleSubject {
  return { key: subjectKey(`account\u0000${kind}\u0000${email}`), limit: throttleLimits.account };
}

/** null without an address: nothing to count against, and no reason to lock every such caller out together. */
export function addressSubject(clientAddress: string): ThrottleSubject | null {
  if (clientAddress === '') return null;
  return { key: subjectKey(`address\u0000${clientAddress}`), limit: throttleLimits.address };
}

function subjectKey(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Whether this many failures within the window lock the subject out. */
export function locksOut(failuresInWindow: number, limit: ThrottleLimit): boolean {
  return failuresInWindow >= limit.failures;
}

/** Whole minutes left of a lockout, rounded up, so 'Try again in 1 minutes' never comes too early. */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / minute));
}

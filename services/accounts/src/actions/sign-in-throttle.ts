import { ResourceExhaustedError } from '@storefront/service-kit/errors';
import { accountsMessages } from '../domain/messages';
import { locksOut, minutesLeft, type ThrottleSubject } from '../domain/sign-in-throttle';
import { lockedUntil, lockOut, recordFailure } from '../store/sign-in-throttle';
import type { AccountsContext } from './accounts-context';

function lockedOutError(until: Date, now: Date): ResourceExhaustedError {
  return new ResourceExhaustedError(accountsMessages.lockedOut(minutesLeft(until, now)));
}

/** Refuses the attempt while any of its subjects is locked out, before the password is looked at. */
export async function refuseWhileLockedOut(context: AccountsContext, subjects: ThrottleSubject[]): Promise<void> {
  const now = context.now();
  const until = await lockedUntil(
    context.db,
    subjects.map((subject) => subject.key),
    now,
  );
  if (until) throw lockedOutError(until, now);
}

/**
 * Counts a failed attempt against each subject. The failure that reaches a limit starts the
 * lockout and is answered with it, so the person learns at once rather than on the next try.
 */
export async function countFailure(context: AccountsContext, subjects: ThrottleSubject[]): Promise<void> {
  const now = context.now();
  let until: Date | null = null;
  for (const { key, limit } of subjects) {
    const failures = await recordFailure(context.db, key, now, new Date(now.getTime() - limit.windowMs));
    if (!locksOut(failures, limit)) continue;
    const end = new Date(now.getTime() + limit.lockMs);
    await lockOut(context.db, key, end);
    if (!until || end > until) until = end;
  }
  if (until) throw lockedOutError(until, now);
}

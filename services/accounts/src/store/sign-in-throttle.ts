import { deleteRows, type Database } from '@storefront/service-kit';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { signInFailures, signInLockouts } from './schema';

/** The latest end of a lockout among the subjects, if any is locked at `now`. */
export async function lockedUntil(db: Database, subjects: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ until: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(and(inArray(signInLockouts.subject, subjects), gt(signInLockouts.lockedUntil, now)));
  const latest = Math.max(...rows.map((row) => row.until.getTime()));
  return rows.length > 0 ? new Date(latest) : null;
}

/** Records one failure and says how many the subject has had since `since`, this one included. */
export async function recordFailure(db: Database, subject: string, now: Date, since: Date): Promise<number> {
  await db.insert(signInFailures).values({ subject, failedAt: now });
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.subject, subject), gt(signInFailures.failedAt, since)));
  return row?.failures ?? 0;
}

/** Locks the subject out until `until`; its count starts afresh when the lockout ends. */
export async function lockOut(db: Database, subject: string, until: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(signInLockouts)
      .values({ subject, lockedUntil: until })
      .onConflictDoUpdate({
        target: signInLockouts.subject,
        set: { lockedUntil: sql`greatest(${signInLockouts.lockedUntil}, excluded.locked_until)` },
      });
    await tx.delete(signInFailures).where(eq(signInFailures.subject, subject));
  });
}

/** Forgets the subject's failures and lifts its lockout (a successful sign-in, a new password). */
export async function forgetFailures(db: Database, subject: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.subject, subject));
  await db.delete(signInLockouts).where(eq(signInLockouts.subject, subject));
}

/** Deletes failures too old to count and lockouts that have ended. */
export async function deleteStaleThrottleRows(db: Database, now: Date, failuresSince: Date): Promise<number> {
  const failures = await deleteRows(db, signInFailures, lte(signInFailures.failedAt, failuresSince));
  const lockouts = await deleteRows(db, signInLockouts, lte(signInLockouts.lockedUntil, now));
  return failures + lockouts;
}

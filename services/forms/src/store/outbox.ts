import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { submissionOutbox } from './schema';

/** Written in the transaction that stores the submission, so a stored submission always has one. */
export async function insertOutboxRow(tx: Database, submissionId: string): Promise<void> {
  await tx.insert(submissionOutbox).values({ submissionId });
}

/** Submissions whose job is not known to be queued yet, oldest first. */
export async function pendingOutbox(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ submissionId: submissionOutbox.submissionId })
    .from(submissionOutbox)
    .where(isNull(submissionOutbox.sentAt))
    .orderBy(asc(submissionOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => row.submissionId);
}

export async function markSent(db: Database, submissionId: string, now: Date): Promise<void> {
  await db.update(submissionOutbox).set({ sentAt: now }).where(eq(submissionOutbox.submissionId, submissionId));
}

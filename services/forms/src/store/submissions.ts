import type { FormAnswers } from '@storefront/form-rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { submissions } from './schema';

export interface StoredSubmission {
  id: string;
  formId: string;
  answers: FormAnswers;
  visitorId: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

export async function insertSubmission(
  tx: Database,
  submission: { formId: string; answers: FormAnswers; visitorId: string },
): Promise<StoredSubmission> {
  const [row] = await tx.insert(submissions).values(submission).returning();
  return row!;
}

export async function findSubmission(db: Database, id: string): Promise<StoredSubmission | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row ?? null;
}

export async function listSubmissions(db: Database, formId: string, limit: number): Promise<StoredSubmission[]> {
  return db
    .select()
    .from(submissions)
    .where(eq(submissions.formId, formId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

/** Records that the submission's job ran; a second run changes nothing. */
export async function markNotified(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(submissions)
    .set({ notifiedAt: now })
    .where(and(eq(submissions.id, id), isNull(submissions.notifiedAt)))
    .returning({ id: submissions.id });
  return updated.length > 0;
}

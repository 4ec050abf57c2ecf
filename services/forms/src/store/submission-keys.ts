import { deleteRows } from '@storefront/service-kit';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import type { KeyRecord } from '../domain/submission-key';
import { submissionKeys } from './schema';

export async function insertKey(
  db: Database,
  key: { keyHash: string; formId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(submissionKeys).values(key);
}

export async function findKey(db: Database, keyHash: string): Promise<KeyRecord | null> {
  const [row] = await db
    .select({
      formId: submissionKeys.formId,
      expiresAt: submissionKeys.expiresAt,
      submissionId: submissionKeys.submissionId,
    })
    .from(submissionKeys)
    .where(eq(submissionKeys.keyHash, keyHash));
  return row ?? null;
}

/**
 * The same, with the key row locked until the transaction ends: of concurrent submissions with one
 * key, the first spends it and the others read it spent once they get the lock.
 */
export async function lockKey(tx: Database, keyHash: string): Promise<KeyRecord | null> {
  const [row] = await tx
    .select({
      formId: submissionKeys.formId,
      expiresAt: submissionKeys.expiresAt,
      submissionId: submissionKeys.submissionId,
    })
    .from(submissionKeys)
    .where(eq(submissionKeys.keyHash, keyHash))
    .for('update');
  return row ?? null;
}

export async function spendKey(tx: Database, keyHash: string, submissionId: string, now: Date): Promise<void> {
  await tx.update(submissionKeys).set({ submissionId, usedAt: now }).where(eq(submissionKeys.keyHash, keyHash));
}

/**
 * Deletes every key past its expiry, spent or not: an expired key submits nothing, and a spent one
 * is kept until then so that a retried submission still gets its answer within the key's hour.
 */
export async function deleteExpiredKeys(db: Database, now: Date): Promise<number> {
  return deleteRows(db, submissionKeys, lte(submissionKeys.expiresAt, now));
}

import { deleteRows, type Database } from '@storefront/service-kit';
import { and, eq, gt, lte } from 'drizzle-orm';
import { passwordResets } from './schema';

export async function insertPasswordReset(
  db: Database,
  reset: { tokenHash: string; accountId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/**
 * Spends a token still good at `now`: the row goes, and the account it was for is the answer.
 * null when there was no such token, it had expired, or a concurrent reset spent it first.
 */
export async function spendPasswordReset(tx: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .returning({ accountId: passwordResets.accountId });
  return row?.accountId ?? null;
}

/** After a reset every other link the account was sent is spent too. */
export async function deletePasswordResetsOf(tx: Database, accountId: string): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
}

export async function deleteExpiredPasswordResets(db: Database, now: Date): Promise<number> {
  return deleteRows(db, passwordResets, lte(passwordResets.expiresAt, now));
}

import { deleteRows, type Database } from '@storefront/service-kit';
import { eq, lte } from 'drizzle-orm';
import type { SessionTimes } from '../domain/session-lifetime';
import { accounts, sessions } from './schema';
import type { StoredAccount } from './accounts';

export interface StoredSession extends SessionTimes {
  tokenHash: string;
  account: StoredAccount;
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; accountId: string } & SessionTimes,
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session and its account, whatever its expiry: the caller decides with the domain rules. */
export async function findSession(db: Database, tokenHash: string): Promise<StoredSession | null> {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      expiresAt: sessions.expiresAt,
      endsAt: sessions.endsAt,
      account: {
        id: accounts.id,
        kind: accounts.kind,
        email: accounts.email,
        displayName: accounts.displayName,
        roles: accounts.roles,
        siteUserId: accounts.siteUserId,
      },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function setSessionExpiry(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Revocation is deletion: the next check of the token finds nothing. */
export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Database, accountId: string): Promise<number> {
  return deleteRows(db, sessions, eq(sessions.accountId, accountId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  return deleteRows(db, sessions, lte(sessions.expiresAt, now));
}

import { deleteRows, type Database } from '@storefront/service-kit';
import { asc, eq, gt, lte, sql } from 'drizzle-orm';
import { isRowId } from './accounts';
import { invitations } from './schema';

export interface StoredInvitation {
  id: string;
  email: string;
  roles: number[];
  expiresAt: Date;
}

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  roles: invitations.roles,
  expiresAt: invitations.expiresAt,
};

/**
 * Invites the e-mail, or invites it anew: a second invitation replaces the first (new id, token
 * and expiry), so only the latest link works and the team list shows one invitation per e-mail.
 */
export async function upsertInvitation(
  db: Database,
  invitation: { email: string; roles: number[]; tokenHash: string; expiresAt: Date },
): Promise<StoredInvitation> {
  const [row] = await db
    .insert(invitations)
    .values(invitation)
    .onConflictDoUpdate({
      target: invitations.email,
      set: {
        id: sql`gen_random_uuid()`,
        roles: invitation.roles,
        tokenHash: invitation.tokenHash,
        expiresAt: invitation.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning(invitationColumns);
  return row!;
}

/** The invitation a token names, locked until the transaction ends, so only one acceptance spends it. */
export async function lockInvitationByToken(tx: Database, tokenHash: string): Promise<StoredInvitation | null> {
  const [row] = await tx
    .select(invitationColumns)
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function openInvitations(db: Database, now: Date): Promise<StoredInvitation[]> {
  return db
    .select(invitationColumns)
    .from(invitations)
    .where(gt(invitations.expiresAt, now))
    .orderBy(asc(invitations.createdAt), asc(invitations.email));
}

/** Whether an invitation with this id was there to delete. */
export async function deleteInvitation(db: Database, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  return (await deleteRows(db, invitations, eq(invitations.id, id))) > 0;
}

export async function deleteExpiredInvitations(db: Database, now: Date): Promise<number> {
  return deleteRows(db, invitations, lte(invitations.expiresAt, now));
}

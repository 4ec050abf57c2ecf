import { listOwners, type StoredAccount } from '../store/accounts';
import { openInvitations, type StoredInvitation } from '../store/invitations';
import type { AccountsContext } from './accounts-context';
import { actingOwner } from './acting-owner';

export interface Team {
  members: StoredAccount[];
  invitations: StoredInvitation[];
}

/** The website's owner accounts and the invitations that can still be accepted. */
export async function listTeam(context: AccountsContext, actorToken: string): Promise<Team> {
  await actingOwner(context, actorToken, 'manageTeam');
  return { members: await listOwners(context.db), invitations: await openInvitations(context.db, context.now()) };
}

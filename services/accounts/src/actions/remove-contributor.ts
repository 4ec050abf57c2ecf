import { NotFoundError } from '@storefront/service-kit/errors';
import { accountsMessages } from '../domain/messages';
import { keepAnAdmin } from '../domain/roles';
import { deleteAccount, lockAdmins, lockOwner } from '../store/accounts';
import { deleteInvitation } from '../store/invitations';
import type { AccountsContext } from './accounts-context';
import { actingOwner } from './acting-owner';

export interface RemoveContributorRequest {
  actorSessionToken: string;
  /** An owner account's id or an open invitation's. */
  accountId: string;
}

/**
 * Removes an owner account, its sessions with it (so a removed contributor is signed out at
 * once), or withdraws an invitation. Never the last admin, for the reason `changeRoles` gives.
 */
export async function removeContributor(context: AccountsContext, request: RemoveContributorRequest): Promise<void> {
  await context.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    await actingOwner(context, request.actorSessionToken, 'manageTeam', tx);
    const owner = await lockOwner(tx, request.accountId);
    if (owner) {
      keepAnAdmin(admins, owner.id, null);
      await deleteAccount(tx, owner.id);
      return;
    }
    if (!(await deleteInvitation(tx, request.accountId))) throw new NotFoundError(accountsMessages.noSuchContributor);
  });
}

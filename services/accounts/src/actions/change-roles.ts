import { NotFoundError } from '@storefront/service-kit/errors';
import { accountsMessages } from '../domain/messages';
import { contributorRoles, keepAnAdmin } from '../domain/roles';
import { lockAdmins, lockOwner, setRoles, type StoredAccount } from '../store/accounts';
import type { AccountsContext } from './accounts-context';
import { actingOwner } from './acting-owner';

export interface ChangeRolesRequest {
  actorSessionToken: string;
  accountId: string;
  roles: number[];
}

/**
 * Replaces an owner account's roles. The admins are locked first and the actor checked after, in
 * one transaction, so two admins demoting each other at once cannot leave the website without one.
 */
export async function changeRoles(context: AccountsContext, request: ChangeRolesRequest): Promise<StoredAccount> {
  return context.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    await actingOwner(context, request.actorSessionToken, 'manageTeam', tx);
    const roles = contributorRoles(request.roles);
    const target = await lockOwner(tx, request.accountId);
    if (!target) throw new NotFoundError(accountsMessages.noSuchContributor);
    keepAnAdmin(admins, target.id, roles);
    return setRoles(tx, target.id, roles);
  });
}

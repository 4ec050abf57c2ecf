import { may, type Permission } from '@storefront/permissions';
import type { Database } from '@storefront/service-kit';
import { PermissionDeniedError } from '@storefront/service-kit/errors';
import { accountsMessages } from '../domain/messages';
import type { StoredAccount } from '../store/accounts';
import type { AccountsContext } from './accounts-context';
import { checkSession } from './sessions';

/**
 * The owner acting through a session, when its roles grant the permission: UNAUTHENTICATED for no
 * live session, PERMISSION_DENIED for a customer or an owner without the permission.
 */
export async function actingOwner(
  context: AccountsContext,
  sessionToken: string,
  permission: Permission,
  db: Database = context.db,
): Promise<StoredAccount> {
  const { account } = await checkSession(context, sessionToken, db);
  if (account.kind !== 'owner' || !may(account.roles, permission))
    throw new PermissionDeniedError(accountsMessages.notPermitted);
  return account;
}

import { AlreadyExistsError, UnauthenticatedError } from '@storefront/service-kit/errors';
import { displayName, newPassword } from '../domain/account-input';
import { linkIsLive } from '../domain/link-lifetime';
import { accountsMessages } from '../domain/messages';
import { tokenHash } from '../domain/tokens';
import { hashPassword } from '../passwords/password-hashing';
import { insertAccount } from '../store/accounts';
import { deleteInvitation, lockInvitationByToken } from '../store/invitations';
import type { AccountsContext } from './accounts-context';
import { openSession } from './sessions';
import type { SignedIn } from './sign-in';

export interface AcceptInvitationRequest {
  invitationToken: string;
  password: string;
  displayName: string;
  replacesSessionToken: string;
}

/**
 * Turns an invitation into an owner account with the invited roles and its first session. The
 * invitation row is locked and deleted in the same transaction: a link works once.
 */
export async function acceptInvitation(context: AccountsContext, request: AcceptInvitationRequest): Promise<SignedIn> {
  const name = displayName(request.displayName);
  const passwordHash = await hashPassword(newPassword(request.password));
  return context.db.transaction(async (tx) => {
    const invitation =
      request.invitationToken === '' ? null : await lockInvitationByToken(tx, tokenHash(request.invitationToken));
    if (!invitation || !linkIsLive(invitation.expiresAt, context.now()))
      throw new UnauthenticatedError(accountsMessages.linkNotValid);
    const account = await insertAccount(tx, {
      kind: 'owner',
      email: invitation.email,
      displayName: name,
      passwordHash,
      roles: invitation.roles,
      siteUserId: null,
    });
    if (!account) throw new AlreadyExistsError(accountsMessages.emailTaken);
    await deleteInvitation(tx, invitation.id);
    return { account, session: await openSession(context, account, request.replacesSessionToken, tx) };
  });
}

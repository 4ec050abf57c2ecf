import { AlreadyExistsError } from '@storefront/service-kit/errors';
import { accountEmail } from '../domain/account-input';
import { invitationExpiry } from '../domain/link-lifetime';
import { accountsMessages } from '../domain/messages';
import { contributorRoles } from '../domain/roles';
import { newToken, tokenHash } from '../domain/tokens';
import { findAccountByEmail } from '../store/accounts';
import { upsertInvitation, type StoredInvitation } from '../store/invitations';
import type { AccountsContext } from './accounts-context';
import { actingOwner } from './acting-owner';

export interface InviteRequest {
  actorSessionToken: string;
  email: string;
  roles: number[];
}

export interface IssuedInvitation {
  invitation: StoredInvitation;
  /** Goes into the accept link; only its hash is kept. */
  token: string;
}

/** Invites a contributor with roles; inviting the same e-mail again replaces the earlier invitation. */
export async function inviteContributor(context: AccountsContext, request: InviteRequest): Promise<IssuedInvitation> {
  await actingOwner(context, request.actorSessionToken, 'manageTeam');
  const email = accountEmail(request.email);
  const roles = contributorRoles(request.roles);
  if (await findAccountByEmail(context.db, 'owner', email)) throw new AlreadyExistsError(accountsMessages.emailTaken);
  const token = newToken();
  const invitation = await upsertInvitation(context.db, {
    email,
    roles,
    tokenHash: tokenHash(token),
    expiresAt: invitationExpiry(context.now()),
  });
  return { invitation, token };
}

import { accountsV1 } from '@storefront/proto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import type { AccountKind } from '../domain/account-kind';
import { accountsMessages } from '../domain/messages';
import type { IssuedPasswordReset } from '../actions/password-reset';
import type { OpenedSession } from '../actions/sessions';
import type { StoredAccount } from '../store/accounts';
import type { StoredInvitation } from '../store/invitations';

const { AccountKind: Kind } = accountsV1;

/** The proto's kind; UNSPECIFIED and numbers the contract does not define are refused. */
export function fromProtoKind(kind: accountsV1.AccountKind): AccountKind {
  if (kind === Kind.ACCOUNT_KIND_OWNER) return 'owner';
  if (kind === Kind.ACCOUNT_KIND_CUSTOMER) return 'customer';
  throw new InvalidArgumentError(accountsMessages.unknownKind);
}

export function toAccount(account: StoredAccount): accountsV1.Account {
  return {
    accountId: account.id,
    kind: account.kind === 'owner' ? Kind.ACCOUNT_KIND_OWNER : Kind.ACCOUNT_KIND_CUSTOMER,
    email: account.email,
    displayName: account.displayName,
    roles: account.roles,
    siteUserId: account.siteUserId ?? '',
  };
}

export function toSession(session: OpenedSession): accountsV1.Session {
  return { sessionToken: session.token, expiresAtMs: millis(session.expiresAt) };
}

export function toInvitation(invitation: StoredInvitation): accountsV1.Invitation {
  return {
    invitationId: invitation.id,
    email: invitation.email,
    roles: invitation.roles,
    expiresAtMs: millis(invitation.expiresAt),
  };
}

/** No account with the e-mail: no token and no expiry (the contract's empty answer). */
export function toPasswordReset(issued: IssuedPasswordReset | null): accountsV1.RequestPasswordResetResponse {
  if (!issued) return { resetToken: '', expiresAtMs: '0' };
  return { resetToken: issued.token, expiresAtMs: millis(issued.expiresAt) };
}

/** int64 travels as a decimal string (ts-proto's setting for the whole contract). */
export function millis(moment: Date): string {
  return String(moment.getTime());
}

import { status, type ServiceError } from '@grpc/grpc-js';
import { accountsV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type AccountsServiceClient = ServiceClient<typeof accountsV1.AccountsServiceService>;
export type Account = accountsV1.Account;
export type Invitation = accountsV1.Invitation;

export const AccountKind = accountsV1.AccountKind;
export type AccountKind = accountsV1.AccountKind;

/** A session the browser is to hold: its bearer token and when it ends (Unix milliseconds). */
export interface OpenedSession {
  token: string;
  expiresAtMs: number;
}

/**
 * A token for an e-mailed link and when the link stops working (Unix milliseconds as the
 * contract's int64 decimal string, passed on to the mail as it came); token '' for none.
 */
export interface LinkToken {
  token: string;
  expiresAtMs: string;
}

export interface SignedIn {
  account: Account;
  session: OpenedSession;
}

export interface Credentials {
  email: string;
  password: string;
  /** The address the attempt came from: the service counts failures per address too. */
  clientAddress: string;
  /** The session the browser held before, revoked by the sign-in (rotation); '' for none. */
  replacesSessionToken: string;
}

export function isUnauthenticated(error: unknown): boolean {
  return (error as ServiceError | null)?.code === status.UNAUTHENTICATED;
}

/**
 * Calls that hash a password (argon2id, slow on purpose) may wait behind others doing the same
 * when many people sign in at once; their deadline leaves room for that on top of the usual budget.
 */
const PASSWORD_HASHING_ALLOWANCE_MS = 5_000;

/** The accounts service as the gateway uses it: typed calls with deadlines, sessions named by their token. */
export class Accounts {
  readonly client: AccountsServiceClient;
  private readonly hashing: { deadlineMs: number };

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(accountsV1.AccountsServiceClient, accountsV1.AccountsServiceDefinition, settings);
    this.hashing = { deadlineMs: settings.deadlineMs + PASSWORD_HASHING_ALLOWANCE_MS };
  }

  async signIn(kind: AccountKind, credentials: Credentials): Promise<SignedIn> {
    return signedIn(await this.client.call.signIn({ kind, ...credentials }, this.hashing));
  }

  async signUp(credentials: Credentials & { displayName: string }): Promise<SignedIn> {
    return signedIn(await this.client.call.signUp(credentials, this.hashing));
  }

  async signOut(sessionToken: string): Promise<void> {
    await this.client.call.signOut({ sessionToken });
  }

  /**
   * The account behind the session and when the session ends (Unix milliseconds), or undefined
   * when the session is unknown, expired or revoked.
   */
  async checkSession(sessionToken: string): Promise<{ account: Account; expiresAtMs: number } | undefined> {
    try {
      const answer = await this.client.call.checkSession({ sessionToken });
      return answer.account && { account: answer.account, expiresAtMs: Number(answer.expiresAtMs) };
    } catch (error) {
      if (isUnauthenticated(error)) return undefined;
      throw error;
    }
  }

  listTeam(actorSessionToken: string): Promise<accountsV1.ListTeamResponse> {
    return this.client.call.listTeam({ actorSessionToken });
  }

  async invite(
    actorSessionToken: string,
    email: string,
    roles: number[],
  ): Promise<{ invitation: Invitation; token: string }> {
    const answer = await this.client.call.inviteContributor({ actorSessionToken, email, roles });
    return { invitation: required(answer.invitation, 'invitation'), token: answer.invitationToken };
  }

  async acceptInvitation(accepted: {
    invitationToken: string;
    password: string;
    displayName: string;
    replacesSessionToken: string;
  }): Promise<SignedIn> {
    return signedIn(await this.client.call.acceptInvitation(accepted, this.hashing));
  }

  async changeRoles(actorSessionToken: string, accountId: string, roles: number[]): Promise<Account> {
    return required((await this.client.call.changeRoles({ actorSessionToken, accountId, roles })).account, 'account');
  }

  async removeContributor(actorSessionToken: string, accountId: string): Promise<void> {
    await this.client.call.removeContributor({ actorSessionToken, accountId });
  }

  /** The reset token to deliver and its expiry, or token '' when no account of that kind has the e-mail. */
  async requestPasswordReset(kind: AccountKind, email: string): Promise<LinkToken> {
    const answer = await this.client.call.requestPasswordReset({ kind, email });
    return { token: answer.resetToken, expiresAtMs: answer.expiresAtMs };
  }

  async resetPassword(resetToken: string, newPassword: string): Promise<void> {
    await this.client.call.resetPassword({ resetToken, newPassword }, this.hashing);
  }

  close(): void {
    this.client.close();
  }
}

function signedIn(answer: { account?: Account; session?: accountsV1.Session }): SignedIn {
  const session = required(answer.session, 'session');
  return {
    account: required(answer.account, 'account'),
    session: { token: session.sessionToken, expiresAtMs: Number(session.expiresAtMs) },
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`accounts answered without ${name}`);
  return value;
}

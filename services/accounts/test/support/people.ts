import { accountsV1 } from '@storefront/proto';
import { underTest, type Backend, type UnderTestOptions } from '@storefront/service-kit/testing';
import { OWNER, startAccountsService, type AccountsClient, type StartOptions } from './running-accounts';

/** The admin every test service starts with (ACCOUNTS_DEMO_OWNER_*). */
export const admin = { email: 'owner@example.com', password: 'owner-password-1' };

export const demoOwnerEnv = {
  ACCOUNTS_DEMO_OWNER_EMAIL: admin.email,
  ACCOUNTS_DEMO_OWNER_PASSWORD: admin.password,
};

/** The accounts service for the tests of the enclosing describe, started with the demo admin. */
export function accountsWithAdmin(backend: Backend, options: StartOptions & UnderTestOptions = {}) {
  const { afterStop, ...start } = options;
  return underTest(() => startAccountsService(backend, { ...start, env: { ...demoOwnerEnv, ...start.env } }), {
    afterStop,
  });
}

let addresses = 0;
/** A client address of its own, so one test's failed attempts do not lock out the next test. */
export function freshAddress(): string {
  addresses += 1;
  return `192.0.2.${addresses}`;
}

/** Signs the demo admin in and answers with its session token. */
export async function adminSession(client: AccountsClient): Promise<string> {
  const { session } = await client.call.signIn({
    kind: OWNER,
    email: admin.email,
    password: admin.password,
    clientAddress: freshAddress(),
    replacesSessionToken: '',
  });
  return session!.sessionToken;
}

/** Invites the e-mail to the team with the roles. */
export function invite(
  client: AccountsClient,
  actorSessionToken: string,
  email: string,
  roles: number[],
): Promise<accountsV1.InviteContributorResponse> {
  return client.call.inviteContributor({ actorSessionToken, email, roles });
}

/** Invites an owner with the roles, lets them accept, and answers with their account id and session token. */
export async function joinTeam(
  client: AccountsClient,
  actor: string,
  email: string,
  roles: number[],
  password = 'contributor-password',
): Promise<{ accountId: string; token: string }> {
  const { invitationToken } = await invite(client, actor, email, roles);
  const { account, session } = await accept(client, invitationToken, { password, displayName: email.split('@')[0]! });
  return { accountId: account!.accountId, token: session!.sessionToken };
}

/** Accepts an invitation, with a password and name good enough unless the test names others. */
export function accept(
  client: AccountsClient,
  invitationToken: string,
  choices: { password?: string; displayName?: string } = {},
): Promise<accountsV1.AcceptInvitationResponse> {
  return client.call.acceptInvitation({
    invitationToken,
    password: 'p'.repeat(8),
    displayName: '',
    replacesSessionToken: '',
    ...choices,
  });
}

/** A new customer with its first session. */
export async function signUpCustomer(
  client: AccountsClient,
  email: string,
  password = 'customer-password',
): Promise<accountsV1.SignUpResponse> {
  return client.call.signUp({
    email,
    password,
    displayName: '',
    clientAddress: freshAddress(),
    replacesSessionToken: '',
  });
}

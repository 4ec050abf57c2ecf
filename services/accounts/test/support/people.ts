import { accountsV1 } from '@storefront/proto';
import type { AccountsClient } from './running-accounts';

export const { ACCOUNT_KIND_OWNER: OWNER, ACCOUNT_KIND_CUSTOMER: CUSTOMER } = accountsV1.AccountKind;

/** The admin every test service starts with (ACCOUNTS_DEMO_OWNER_*). */
export const admin = { email: 'owner@example.com', password: 'owner-password-1' };

export const demoOwnerEnv = {
  ACCOUNTS_DEMO_OWNER_EMAIL: admin.email,
  ACCOUNTS_DEMO_OWNER_PASSWORD: admin.password,
};

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

/** Invites an owner with the roles, lets them accept, and answers with their account id and session token. */
export async function joinTeam(
  client: AccountsClient,
  actor: string,
  email: string,
  roles: number[],
  password = 'contributor-password',
): Promise<{ accountId: string; token: string }> {
  const { invitationToken } = await client.call.inviteContributor({ actorSessionToken: actor, email, roles });
  const { account, session } = await client.call.acceptInvitation({
    invitationToken,
    password,
    displayName: email.split('@')[0]!,
    replacesSessionToken: '',
  });
  return { accountId: account!.accountId, token: session!.sessionToken };
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

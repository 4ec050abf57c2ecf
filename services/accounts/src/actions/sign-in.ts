import { UnauthenticatedError } from '@storefront/service-kit/errors';
import type { AccountKind } from '../domain/account-kind';
import { accountEmail, offeredPassword } from '../domain/account-input';
import { accountsMessages } from '../domain/messages';
import { accountSubject, addressSubject } from '../domain/sign-in-throttle';
import { findCredentials, type StoredAccount } from '../store/accounts';
import { forgetFailures } from '../store/sign-in-throttle';
import type { AccountsContext } from './accounts-context';
import { openSession, type OpenedSession } from './sessions';
import { countFailure, refuseWhileLockedOut } from './sign-in-throttle';

export interface SignInRequest {
  kind: AccountKind;
  email: string;
  password: string;
  clientAddress: string;
  replacesSessionToken: string;
}

export interface SignedIn {
  account: StoredAccount;
  session: OpenedSession;
}

/**
 * Checks e-mail and password and opens a session. An unknown e-mail and a wrong password take the
 * same path (one argon2 verification, one failure counted) and get the same answer.
 */
export async function signIn(context: AccountsContext, request: SignInRequest): Promise<SignedIn> {
  const email = accountEmail(request.email);
  const password = offeredPassword(request.password);
  const account = accountSubject(request.kind, email);
  const address = addressSubject(request.clientAddress);
  const subjects = address ? [account, address] : [account];

  await refuseWhileLockedOut(context, subjects);
  const credentials = await findCredentials(context.db, request.kind, email);
  if (!(await context.passwords.matches(password, credentials?.passwordHash)) || !credentials) {
    await countFailure(context, subjects);
    throw new UnauthenticatedError(accountsMessages.wrongCredentials);
  }
  await forgetFailures(context.db, account.key);
  const { passwordHash: _hash, ...signedIn } = credentials;
  return { account: signedIn, session: await openSession(context, signedIn, request.replacesSessionToken) };
}

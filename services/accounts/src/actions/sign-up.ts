import { AlreadyExistsError } from '@storefront/service-kit/errors';
import { accountEmail, displayName, newPassword } from '../domain/account-input';
import { accountsMessages } from '../domain/messages';
import { newSiteUserId } from '../domain/tokens';
import { hashPassword } from '../passwords/password-hashing';
import { insertAccount } from '../store/accounts';
import type { AccountsContext } from './accounts-context';
import type { SignedIn } from './sign-in';
import { openSession } from './sessions';

export interface SignUpRequest {
  email: string;
  password: string;
  displayName: string;
  replacesSessionToken: string;
}

/** A new customer account and its first session. Owners never sign up: they are invited. */
export async function signUp(context: AccountsContext, request: SignUpRequest): Promise<SignedIn> {
  const email = accountEmail(request.email);
  const name = displayName(request.displayName);
  const passwordHash = await hashPassword(newPassword(request.password));
  const account = await insertAccount(context.db, {
    kind: 'customer',
    email,
    displayName: name,
    passwordHash,
    roles: [],
    siteUserId: newSiteUserId(),
  });
  if (!account) throw new AlreadyExistsError(accountsMessages.emailTaken);
  return { account, session: await openSession(context, account, request.replacesSessionToken) };
}

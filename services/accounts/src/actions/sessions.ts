import { UnauthenticatedError } from '@storefront/service-kit/errors';
import type { AccountKind } from '../domain/account-kind';
import { accountsMessages } from '../domain/messages';
import { extendedExpiry, isLive, newSessionTimes } from '../domain/session-lifetime';
import { newToken, tokenHash } from '../domain/tokens';
import type { StoredAccount } from '../store/accounts';
import { deleteSession, findSession, insertSession, setSessionExpiry } from '../store/sessions';
import type { Database } from '@storefront/service-kit';
import type { AccountsContext } from './accounts-context';

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

export interface CheckedSession {
  account: StoredAccount;
  expiresAt: Date;
}

/**
 * Opens a session for the account and revokes the one the browser held before, if any, so no
 * session id outlives a sign-in (session fixation). `db` may be the transaction that made the account.
 */
export async function openSession(
  context: AccountsContext,
  account: { id: string; kind: AccountKind },
  replacesToken: string,
  db: Database = context.db,
): Promise<OpenedSession> {
  if (replacesToken !== '') await deleteSession(db, tokenHash(replacesToken));
  const token = newToken();
  const times = newSessionTimes(account.kind, context.now(), context.lifetimes);
  await insertSession(db, { tokenHash: tokenHash(token), accountId: account.id, ...times });
  return { token, expiresAt: times.expiresAt };
}

/** The account behind a live session; a use of an owner session keeps it alive. */
export async function checkSession(
  context: AccountsContext,
  token: string,
  db: Database = context.db,
): Promise<CheckedSession> {
  const now = context.now();
  const session = token === '' ? null : await findSession(db, tokenHash(token));
  if (!session || !isLive(session, now)) throw new UnauthenticatedError(accountsMessages.sessionEnded);
  const extended = extendedExpiry(session.account.kind, session, now, context.lifetimes);
  if (extended) await setSessionExpiry(db, session.tokenHash, extended);
  return { account: session.account, expiresAt: extended ?? session.expiresAt };
}

/** Revokes the session; an unknown one is already as good as revoked. */
export async function signOut(context: AccountsContext, token: string): Promise<void> {
  if (token !== '') await deleteSession(context.db, tokenHash(token));
}

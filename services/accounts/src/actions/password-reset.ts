import { UnauthenticatedError } from '@storefront/service-kit/errors';
import type { AccountKind } from '../domain/account-kind';
import { accountEmail, newPassword } from '../domain/account-input';
import { passwordResetExpiry } from '../domain/link-lifetime';
import { accountsMessages } from '../domain/messages';
import { accountSubject } from '../domain/sign-in-throttle';
import { newToken, tokenHash } from '../domain/tokens';
import { hashPassword } from '../passwords/password-hashing';
import { findAccountByEmail, setPasswordHash } from '../store/accounts';
import { deletePasswordResetsOf, insertPasswordReset, spendPasswordReset } from '../store/password-resets';
import { deleteSessionsOf } from '../store/sessions';
import { forgetFailures } from '../store/sign-in-throttle';
import type { AccountsContext } from './accounts-context';

export interface IssuedPasswordReset {
  /** Goes into the reset link; only its hash is kept. */
  token: string;
  /** When the token stops working: the e-mail states it. */
  expiresAt: Date;
}

/**
 * A single-use reset token for the account of that kind and e-mail, good for an hour; null when
 * there is no such account. The caller answers both alike, so nobody learns which e-mails exist.
 */
export async function requestPasswordReset(
  context: AccountsContext,
  kind: AccountKind,
  rawEmail: string,
): Promise<IssuedPasswordReset | null> {
  const account = await findAccountByEmail(context.db, kind, accountEmail(rawEmail));
  if (!account) return null;
  const token = newToken();
  const expiresAt = passwordResetExpiry(context.now());
  await insertPasswordReset(context.db, { tokenHash: tokenHash(token), accountId: account.id, expiresAt });
  return { token, expiresAt };
}

/**
 * Sets the new password and spends the token; every session of the account ends, since whoever
 * knew the old password may hold one, and every other reset link of the account is spent too.
 */
export async function resetPassword(context: AccountsContext, resetToken: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword(password));
  await context.db.transaction(async (tx) => {
    const accountId = resetToken === '' ? null : await spendPasswordReset(tx, tokenHash(resetToken), context.now());
    const account = accountId ? await setPasswordHash(tx, accountId, passwordHash) : null;
    if (!account) throw new UnauthenticatedError(accountsMessages.linkNotValid);
    await deletePasswordResetsOf(tx, account.id);
    await deleteSessionsOf(tx, account.id);
    // whoever was locked out by someone guessing may sign in with the new password at once
    await forgetFailures(tx, accountSubject(account.kind, account.email).key);
  });
}

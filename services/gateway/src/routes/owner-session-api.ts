import type { Request, Response } from 'express';
import type { AccountCookies } from '../http/account-cookies';
import type { Logger } from '@storefront/service-kit';
import type { AccountLinks } from '../http/account-links';
import type { OwnerSessions } from '../http/owner-sessions';
import { addressOf } from '../http/rate-limit';
import { ownerAccountJson } from '../page/account-json';
import { AccountKind, type Accounts, type SignedIn } from '../upstream/accounts';
import { acceptInvitationBody, completeResetBody, emailBody, readAccountInput, signInBody } from './account-input';
import { ownerOf, type OwnerApiHandlers } from './owner-api-handlers';
import { resetMailed } from './reset-mailed';

export interface OwnerSessionParts {
  accounts: Accounts;
  cookies: AccountCookies;
  sessions: OwnerSessions;
  links: AccountLinks;
  logger: Logger;
}

/** Signing in and out of the owner area, joining it by invitation, and resetting a forgotten password. */
export function ownerSessionApi({
  accounts,
  cookies,
  sessions,
  links,
  logger,
}: OwnerSessionParts): Pick<
  OwnerApiHandlers,
  'signIn' | 'currentSession' | 'signOut' | 'acceptInvitation' | 'requestPasswordReset' | 'completePasswordReset'
> {
  /** The new session's cookie replaces the old one, which the service has revoked (rotation). */
  const opened = (res: Response, replaced: string, { account, session }: SignedIn) => {
    if (replaced) sessions.forget(replaced);
    cookies.setOwner(res, session.token);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ account: ownerAccountJson(account) });
  };

  return {
    async signIn(req: Request, res: Response) {
      const { email, password } = readAccountInput(signInBody, req.body);
      const replaced = cookies.ownerToken(req);
      const signedIn = await accounts.signIn(AccountKind.ACCOUNT_KIND_OWNER, {
        email,
        password,
        clientAddress: addressOf(req),
        replacesSessionToken: replaced,
      });
      opened(res, replaced, signedIn);
    },

    currentSession(_req: Request, res: Response) {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ account: ownerAccountJson(ownerOf(res).account) });
    },

    async signOut(req: Request, res: Response) {
      const token = cookies.ownerToken(req);
      if (token) {
        await accounts.signOut(token);
        sessions.forget(token);
      }
      cookies.clearOwner(res);
      res.status(204).end();
    },

    async acceptInvitation(req: Request, res: Response) {
      const { token, password, displayName } = readAccountInput(acceptInvitationBody, req.body);
      const replaced = cookies.ownerToken(req);
      const signedIn = await accounts.acceptInvitation({
        invitationToken: token,
        password,
        displayName,
        replacesSessionToken: replaced,
      });
      opened(res, replaced, signedIn);
    },

    /** 202 whether or not the e-mail has an account, so the answer tells nobody which e-mails do. */
    async requestPasswordReset(req: Request, res: Response) {
      const { email } = readAccountInput(emailBody, req.body);
      const reset = await accounts.requestPasswordReset(AccountKind.ACCOUNT_KIND_OWNER, email);
      await resetMailed(links.deliver('ownerPasswordReset', reset, email), logger);
      res.status(202).json({});
    },

    async completePasswordReset(req: Request, res: Response) {
      const { token, password } = readAccountInput(completeResetBody, req.body);
      await accounts.resetPassword(token, password);
      // Every session of the account ended; which ones this gateway holds is not known by token.
      sessions.forgetAll();
      res.status(204).end();
    },
  };
}

import type { Logger } from '@storefront/service-kit';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { AccountCookies } from '../http/account-cookies';
import { accountApiErrors } from '../http/account-errors';
import type { AccountLinks } from '../http/account-links';
import { addressOf } from '../http/rate-limit';
import type { SiteUserSessions } from '../http/site-user-sessions';
import { siteUserJson } from '../page/account-json';
import { AccountKind, type Accounts, type SignedIn } from '../upstream/accounts';
import { completeResetBody, emailBody, readAccountInput, signInBody, signUpBody } from './account-input';
import type { FollowAccount } from './cart-follows-account';
import { resetMailed } from './reset-mailed';

/** What a customer call without a (live) session is told. */
export const CUSTOMER_SIGN_IN_MESSAGE = 'Please sign in to continue.';

const SITE_USERS = '/api/site-users';

export interface SiteUserParts {
  accounts: Accounts;
  cookies: AccountCookies;
  sessions: SiteUserSessions;
  links: AccountLinks;
  logger: Logger;
  /** Limits sign-up, sign-in and password resets per visitor and address. */
  publicLimit: RequestHandler;
  /** Takes the browser's cart into the account's (spec §4). */
  followAccount: FollowAccount;
}

/**
 * The shop's customer accounts: sign-up, sign-in and sign-out, and password reset. A session is
 * two cookies: `site_user_session` (HttpOnly, the token) and spec §3's `SiteUserInfo` for the
 * page's scripts, set and cleared together.
 */
export function siteUserRoutes({
  accounts,
  cookies,
  sessions,
  links,
  logger,
  publicLimit,
  followAccount,
}: SiteUserParts) {
  const router = express.Router();

  const signedIn = async (req: Request, res: Response, status: number, { account, session }: SignedIn) => {
    cookies.setSiteUser(res, session, account.siteUserId);
    await followAccount(req, res, account.siteUserId);
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).json({ account: siteUserJson(account) });
  };

  router.post(`${SITE_USERS}/sign-up`, publicLimit, async (req, res) => {
    const { email, password, displayName } = readAccountInput(signUpBody, req.body);
    const created = await accounts.signUp({
      email,
      password,
      displayName,
      clientAddress: addressOf(req),
      replacesSessionToken: cookies.siteUserToken(req),
    });
    await signedIn(req, res, 201, created);
  });

  router.post(`${SITE_USERS}/session`, publicLimit, async (req, res) => {
    const { email, password } = readAccountInput(signInBody, req.body);
    const found = await accounts.signIn(AccountKind.ACCOUNT_KIND_CUSTOMER, {
      email,
      password,
      clientAddress: addressOf(req),
      replacesSessionToken: cookies.siteUserToken(req),
    });
    await signedIn(req, res, 200, found);
  });

  router.get(`${SITE_USERS}/session`, async (req, res) => {
    const account = await sessions.of(req);
    res.setHeader('Cache-Control', 'no-store');
    if (!account) {
      if (cookies.hasSiteUserCookies(req)) cookies.clearSiteUser(res);
      res.status(401).json({ message: CUSTOMER_SIGN_IN_MESSAGE });
      return;
    }
    res.json({ account: siteUserJson(account) });
  });

  router.delete(`${SITE_USERS}/session`, async (req, res) => {
    const token = cookies.siteUserToken(req);
    if (token) await accounts.signOut(token);
    cookies.clearSiteUser(res);
    res.status(204).end();
  });

  router.post(`${SITE_USERS}/password-reset`, publicLimit, async (req, res) => {
    const { email } = readAccountInput(emailBody, req.body);
    const reset = await accounts.requestPasswordReset(AccountKind.ACCOUNT_KIND_CUSTOMER, email);
    await resetMailed(links.deliver('customerPasswordReset', reset, email), logger);
    res.status(202).json({});
  });

  router.post(`${SITE_USERS}/password-reset/complete`, publicLimit, async (req, res) => {
    const { token, password } = readAccountInput(completeResetBody, req.body);
    await accounts.resetPassword(token, password);
    res.status(204).end();
  });

  router.use(SITE_USERS, accountApiErrors(logger));
  return router;
}

import express from 'express';
import type { SiteUserSessions } from '../http/site-user-sessions';
import type { Pages } from '../page/pages';

const SIGN_IN_PATH = '/account/sign-in';

/** The customer's pages: what the server sends is the heading and the hook; the cart remote's account module renders the forms. */
const ACCOUNT_PAGES = [
  { path: SIGN_IN_PATH, hook: 'sign-in', heading: 'Sign in' },
  { path: '/account/sign-up', hook: 'sign-up', heading: 'Create an account' },
  { path: '/account/reset-password', hook: 'reset-password', heading: 'Reset your password' },
] as const;

/**
 * /account (the signed-in customer's e-mail, sign-out and orders) and the pages that lead to it.
 * Each page is one visitor's, so none is cached.
 */
export function accountPageRoutes(pages: Pages, sessions: SiteUserSessions) {
  const router = express.Router();

  for (const { path, hook, heading } of ACCOUNT_PAGES) {
    router.get(path, async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      await pages.send(res, 'account', { pageType: 'page', title: heading, data: { accountPage: { heading, hook } } });
    });
  }

  router.get('/account', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const account = await sessions.of(req);
    if (!account) {
      res.redirect(302, SIGN_IN_PATH);
      return;
    }
    const heading = 'Your account';
    await pages.send(res, 'account', {
      pageType: 'page',
      title: heading,
      // Orders are listed here once checkout places them; until then the section says there are none.
      data: { accountPage: { heading, hook: 'account', email: account.email, orders: true } },
    });
  });

  return router;
}

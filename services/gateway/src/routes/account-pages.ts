import express, { type Request, type Response } from 'express';
import type { SiteUserSessions } from '../http/site-user-sessions';
import { orderPageData } from '../page/order-page';
import { subscriptionPageData } from '../page/subscription-json';
import type { Pages } from '../page/pages';
import type { Orders } from '../upstream/orders';

const SIGN_IN_PATH = '/account/sign-in';

const PLACED = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface AccountPage {
  path: string;
  /** The cart remote's account module renders this page's forms into `<div data-account-page="{hook}">`. */
  hook: string;
  heading: string;
  /** Only for a signed-in customer; others are sent to sign in. */
  signedIn?: boolean;
}

const ACCOUNT_PAGES: readonly AccountPage[] = [
  { path: SIGN_IN_PATH, hook: 'sign-in', heading: 'Sign in' },
  { path: '/account/sign-up', hook: 'sign-up', heading: 'Create an account' },
  { path: '/account/reset-password', hook: 'reset-password', heading: 'Reset your password' },
  { path: '/account', hook: 'account', heading: 'Your account', signedIn: true },
];

/**
 * The customer's pages: /account (the e-mail, sign-out, orders and subscriptions) and the pages that lead to it.
 * The server sends the heading and the hook; each page is one visitor's, so none is cached.
 */
export function accountPageRoutes(pages: Pages, sessions: SiteUserSessions, orders: Orders) {
  /** The customer's latest orders (what an account page can list), each linking to its page. */
  const ordersOf = async (siteUserId: string) => {
    const websiteId = await pages.websiteId();
    const page = await orders.list({ websiteId, siteUserId, email: '', pageSize: 50, cursor: '' });
    return page.orders.map((order) => ({
      ...orderPageData(order),
      url: `/commerce/orders/${order.id}`,
      placed: PLACED.format(new Date(Number(order.created))),
    }));
  };
  /** The customer's subscriptions (status, plan, next billing date), each cancellable while it bills. */
  const subscriptionsOf = async (siteUserId: string) => {
    const websiteId = await pages.websiteId();
    const page = await orders.subscriptions({ websiteId, siteUserId, pageSize: 50, cursor: '' });
    return page.subscriptions.map((subscription) => ({
      ...subscriptionPageData(subscription),
      url: `/commerce/subscriptions/${subscription.id}`,
    }));
  };
  const send = async (req: Request, res: Response, { hook, heading, signedIn }: AccountPage) => {
    res.setHeader('Cache-Control', 'no-store');
    const account = signedIn ? await sessions.of(req) : undefined;
    if (signedIn && !account) return res.redirect(302, SIGN_IN_PATH);
    const accountPage = account
      ? {
          heading,
          hook,
          email: account.email,
          orders: { items: await ordersOf(account.siteUserId) },
          subscriptions: { items: await subscriptionsOf(account.siteUserId) },
        }
      : { heading, hook };
    await pages.send(res, 'account', { pageType: 'page', title: heading, data: { accountPage } });
  };
  const router = express.Router();
  for (const page of ACCOUNT_PAGES) router.get(page.path, (req, res) => send(req, res, page));
  return router;
}

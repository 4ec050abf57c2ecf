import { status } from '@grpc/grpc-js';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { catalogV1 } from '@storefront/proto';
import type { Logger } from '@storefront/service-kit';
import { Crumbs } from '../http/crumb';
import type { PageAccessCookies } from '../http/page-access-cookies';
import type { SiteUserSessions } from '../http/site-user-sessions';
import { contentBlocks } from '../page/content-blocks';
import { productSlugsOf, type ContentPage } from '../page/content-pages';
import { PASSWORD_MAX_LENGTH, verifyPagePassword } from '../page/page-password';
import type { Pages } from '../page/pages';
import type { Catalog } from '../upstream/catalog';

/** What the lock screen says after a wrong password. */
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.';
/** What the lock screen says past the attempts a visitor may make (the form's 429). */
export const PASSWORD_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
/** The customers' sign-in page a member-area access denied page points to. */
const SIGN_IN_PATH = '/account/sign-in';

/** A password attempt past the rate limit: answered with the lock screen, not the API's JSON. */
export class PasswordAttemptsExceeded extends Error {}

/** Hands the lock screen's 429 to the content page routes' error handler (the limit's `refuse`). */
export function refusePasswordAttempt(_req: Request, _res: Response, next: NextFunction): void {
  next(new PasswordAttemptsExceeded(PASSWORD_ATTEMPTS_MESSAGE));
}

export interface ContentPageParts {
  pages: Pages;
  catalog: Catalog;
  contentPages: readonly ContentPage[];
  sessions: SiteUserSessions;
  crumbs: Crumbs;
  access: PageAccessCookies;
  /** Limits the password attempts of one visitor (and address) on one page. */
  passwordRateLimit: RequestHandler;
  logger: Logger;
}

/**
 * The site's content pages (theme/content-pages.json): public ones, password-protected ones behind
 * the lock screen, and members-only ones for signed-in customers. Each answer is one visitor's (the
 * lock screen's form carries their crumb), so none is shared or kept.
 */
export function contentPageRoutes(parts: ContentPageParts) {
  const { pages, catalog, crumbs, access, logger } = parts;
  const router = express.Router();
  // Just the password and the crumb: a few hundred bytes, never an object.
  const formBody = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  const productsOf = async (page: ContentPage) => {
    const found = await Promise.all(
      productSlugsOf(page).map(async (slug) => {
        try {
          return [slug, await catalog.productBySlug(slug)] as const;
        } catch (error) {
          // a product taken out of the shop leaves its block out; the rest of the page still shows
          if ((error as { code?: number }).code !== status.NOT_FOUND) throw error;
          logger.warn({ page: page.path, product: slug }, 'content page names a product the shop does not have');
          return undefined;
        }
      }),
    );
    return new Map(found.filter((entry): entry is readonly [string, catalogV1.Product] => entry !== undefined));
  };

  const sendPage = async (res: Response, page: ContentPage) => {
    const blocks = contentBlocks(page, await productsOf(page));
    await pages.send(res, 'content-page', {
      pageType: 'page',
      title: page.title,
      description: page.description,
      data: { contentPage: { path: page.path, title: page.title, blocks } },
    });
  };

  const sendLockScreen = async (res: Response, page: ContentPage, status: number, message = '') => {
    res.setHeader('Cache-Control', 'no-store');
    await pages.send(
      res,
      'lock-screen',
      {
        pageType: 'lock-screen',
        title: page.title,
        data: { lockScreen: { path: page.path, title: page.title, crumb: Crumbs.of(res), message } },
      },
      status,
    );
  };

  for (const page of parts.contentPages) {
    const passwordHash = page.access.kind === 'password' ? page.access.passwordHash : undefined;

    router.get(page.path, async (req, res) => {
      if (page.access.kind === 'public') return sendPage(res, page);
      res.setHeader('Cache-Control', 'no-store');
      if (passwordHash !== undefined) {
        if (!access.opens(req, page.path, passwordHash)) return sendLockScreen(res, page, 200);
        return sendPage(res, page);
      }
      if (!(await parts.sessions.of(req))) {
        const signIn = `${SIGN_IN_PATH}?next=${encodeURIComponent(page.path)}`;
        return pages.send(
          res,
          'member-area-access-denied',
          {
            pageType: 'member-area-access-denied',
            title: page.title,
            data: { accessDenied: { title: page.title, signIn } },
          },
          403,
        );
      }
      return sendPage(res, page);
    });

    if (passwordHash === undefined) continue;
    router.post(page.path, formBody, parts.passwordRateLimit, async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const refused = crumbs.refusal(req.headers.cookie, body.crumb);
      if (refused) return sendLockScreen(res, page, 403, refused);
      const password = body.password;
      const typed = typeof password === 'string' && password.length <= PASSWORD_MAX_LENGTH ? password : '';
      if (!(await verifyPagePassword(passwordHash, typed)))
        return sendLockScreen(res, page, 401, WRONG_PASSWORD_MESSAGE);
      res.append('Set-Cookie', access.grant(page.path, passwordHash));
      // after a POST, a GET: reloading the opened page never sends the password again
      res.redirect(303, page.path);
    });

    router.use(page.path, async (error: unknown, req: Request, res: Response, next: NextFunction) => {
      if (req.path !== '/' || res.headersSent) return next(error);
      if (error instanceof PasswordAttemptsExceeded) return sendLockScreen(res, page, 429, error.message);
      // a body that is not a short form (too large, not URL-encoded text): the form again, never a 5xx
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500)
        return sendLockScreen(res, page, status === 413 ? 413 : 400, WRONG_PASSWORD_MESSAGE);
      next(error);
    });
  }
  return router;
}

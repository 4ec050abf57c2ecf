import type { Logger } from '@storefront/service-kit';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { accountApiErrors } from '../http/account-errors';
import type { AccountCookies } from '../http/account-cookies';
import type { OwnerSession, OwnerSessions } from '../http/owner-sessions';
import { ownerOf, setOwner, type OwnerApiHandlers } from './owner-api-handlers';
import type { OwnerPages } from './owner-pages';
import {
  allows,
  OWNER_API_PREFIX,
  OWNER_AREA_PREFIX,
  OWNER_LOGIN_PATH,
  OWNER_RESTOCK_API_PREFIX,
  OWNER_ROUTES,
  type OwnerAccess,
  type OwnerApiRoute,
} from './owner-route-table';

/** What an owner API call without a session is told. */
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
/** ... and one whose session cookie names a session that ended (signed out, expired, revoked). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
/** What an owner API call from an account without the route's permission is told. */
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do that.';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

export interface OwnerRouterParts {
  sessions: OwnerSessions;
  cookies: AccountCookies;
  logger: Logger;
}

interface Refusals {
  /** `ended`: the request named a session, which is over. */
  unauthenticated(req: Request, res: Response, ended: boolean): void;
  forbidden(req: Request, res: Response, owner: OwnerSession): void | Promise<void>;
}

/**
 * The one access check of every owner route: the route's access from the table against the
 * signed-in account's roles. Without a live session `unauthenticated` answers (a stale cookie is
 * removed on the way); with one lacking the permission, `forbidden`.
 */
function accessCheck(access: OwnerAccess, { sessions, cookies }: OwnerRouterParts, refuse: Refusals): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (access === 'public') return next();
    const owner = await sessions.of(req);
    if (!owner) {
      const ended = cookies.ownerToken(req) !== '';
      if (ended) cookies.clearOwner(res);
      return refuse.unauthenticated(req, res, ended);
    }
    if (!allows(access, owner.account.roles)) return refuse.forbidden(req, res, owner);
    setOwner(res, owner);
    next();
  };
}

/**
 * The owner area's API, mounted from the owner route table and nothing else: each route behind its
 * access check (public routes that change something also behind `publicLimit`), anything else
 * below /api/owner a 404, and failures answered by the account error mapping. The owner's restock
 * calls below spec §7's restock path are mounted here too; the visitor's sign-up there is not
 * the owner's and passes on to routes/restock-sign-ups.
 */
export function ownerApiRoutes(
  parts: OwnerRouterParts,
  handlers: OwnerApiHandlers,
  publicLimit: RequestHandler,
): express.Router {
  const router = express.Router();
  const refuse: Refusals = {
    unauthenticated: (_req, res, ended) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(401).json({ message: ended ? SESSION_ENDED_MESSAGE : SIGN_IN_MESSAGE });
    },
    forbidden: (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(403).json({ message: NO_PERMISSION_MESSAGE });
    },
  };
  for (const route of OWNER_ROUTES) {
    if (route.kind !== 'api') continue;
    const steps = [accessCheck(route.access, parts, refuse), handlers[route.name]];
    if (limited(route)) steps.unshift(publicLimit);
    router[METHODS[route.method]](route.path, ...steps);
  }
  router.use(OWNER_API_PREFIX, (_req, res) => {
    res.status(404).json({ message: 'No such API.' });
  });
  router.use(OWNER_API_PREFIX, accountApiErrors(parts.logger));
  // The restock routes of the table answer in the same shape; their upstream is notifications.
  router.use(OWNER_RESTOCK_API_PREFIX, accountApiErrors(parts.logger, 'notifications'));
  return router;
}

/** Public calls that change something (sign in, accept an invitation, reset a password) cost a guesser something. */
function limited(route: OwnerApiRoute): boolean {
  return route.access === 'public' && route.method === 'POST';
}

/**
 * The owner area's pages, mounted from the owner route table and nothing else: without a session
 * a page redirects to the sign-in page (which brings the visitor back), without the permission it
 * is the 403 page in the frame; anything else below /config is the 404 page.
 */
export function ownerPageRoutes(parts: OwnerRouterParts, pages: OwnerPages): express.Router {
  const router = express.Router();
  const refuse = pageRefusals(pages);
  for (const route of OWNER_ROUTES) {
    if (route.kind !== 'page') continue;
    router.get(route.path, accessCheck(route.access, parts, refuse), (_req, res) =>
      pages.send(res, route, route.access === 'public' ? undefined : ownerOf(res)),
    );
  }
  router.use(OWNER_AREA_PREFIX, (_req, res) => pages.sendNotFound(res));
  return router;
}

/** A page's refusals: to the sign-in page (which brings the visitor back), or the 403 page in the frame. */
function pageRefusals(pages: OwnerPages): Refusals {
  return {
    unauthenticated: (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, `${OWNER_LOGIN_PATH}?next=${encodeURIComponent(req.originalUrl)}`);
    },
    forbidden: (_req, res, owner) => pages.sendForbidden(res, owner),
  };
}

/**
 * The owner pages' access check for what the owner area serves outside its own remote (the queue
 * dashboard): the same sessions, permission table and refusals as every page of the table.
 */
export function ownerPageGuard(access: OwnerAccess, parts: OwnerRouterParts, pages: OwnerPages): RequestHandler {
  return accessCheck(access, parts, pageRefusals(pages));
}

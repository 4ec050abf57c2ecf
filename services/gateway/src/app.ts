import { recordsMetrics, type Logger, type PingableRedis } from '@storefront/service-kit';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { accessLog } from './http/access-log';
import type { AccountCookies } from './http/account-cookies';
import type { AccountLinks } from './http/account-links';
import type { CartCookies } from './http/cart-cookies';
import type { Crumbs } from './http/crumb';
import { FORM_MESSAGES } from './http/form-failures';
import { frontendBundles } from './http/frontends';
import type { OwnerSessions } from './http/owner-sessions';
import type { PageAccessCookies } from './http/page-access-cookies';
import { jsonBody, REQUEST_INPUT_MESSAGES, refuseNulInUrl, RequestInputError } from './http/request-input';
import { requestMetrics } from './http/request-metrics';
import { securityHeaders } from './http/security';
import type { SiteUserSessions } from './http/site-user-sessions';
import { traceContext } from './http/trace-context';
import {
  HTTP_STATUS,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  upstreamMessage,
  upstreamOutcome,
} from './http/upstream-errors';
import type { PageForms } from './page/page-forms';
import type { Pages } from './page/pages';
import type { Theme } from './page/theme';
import { accountPageRoutes } from './routes/account-pages';
import { CENSUS_FORM_PATHS, censusEventRoutes, censusFormBody, type CensusRouteParts } from './routes/census-events';
import { contextConfigRoutes } from './routes/context-config';
import { healthRoutes } from './routes/health';
import { installmentModalRoutes } from './routes/installment-modal';
import { orderPageRoutes } from './routes/order-pages';
import { orderPlacementRoutes } from './routes/order-placement';
import { ownerOrdersApi } from './routes/owner-orders-api';
import { ownerSubscriptionsApi } from './routes/owner-subscriptions-api';
import { accountSubscriptionRoutes } from './routes/account-subscriptions';
import { subscriptionPageRoutes } from './routes/subscription-pages';
import type { Orders } from './upstream/orders';
import { inventoryRoutes } from './routes/inventory';
import { javascriptErrorRoutes } from './routes/javascript-errors';
import { OwnerPages } from './routes/owner-pages';
import { ownerApiRoutes, ownerPageGuard, ownerPageRoutes } from './routes/owner-router';
import { ownerSessionApi } from './routes/owner-session-api';
import { ownerSettingsApi } from './routes/owner-settings-api';
import { ownerAnalyticsApi } from './routes/owner-analytics-api';
import { ownerPerformanceApi } from './routes/owner-performance-api';
import { ownerRestockApi } from './routes/owner-restock-api';
import { performanceRecordRoutes } from './routes/performance-records';
import { ownerTeamApi } from './routes/owner-team-api';
import { restockSignUpRoutes } from './routes/restock-sign-ups';
import { productImageRoutes } from './routes/product-images';
import { QUEUE_DASHBOARD } from './routes/owner-route-table';
import type { QueueDashboard } from './routes/queue-dashboard';
import { cartEntryRoutes } from './routes/cart-entries';
import { checkoutRoutes } from './routes/checkout';
import { checkoutApiRoutes } from './routes/checkout-api';
import { ownerCheckoutApi } from './routes/owner-checkout-api';
import { formPageRoutes } from './routes/form-pages';
import { formBodyFailures, formRoutes } from './routes/form-submissions';
import { BadRequest } from './routes/query';
import { searchRoutes } from './routes/search';
import { shopRoutes } from './routes/shop';
import { shoppingCartRoutes } from './routes/shopping-cart';
import { sitePages } from './routes/site-pages';
import { contentPageRoutes } from './routes/content-pages';
import type { StockAnswers } from './routes/stock-answers';
import { siteUserRoutes } from './routes/site-users';
import { followAccount } from './routes/cart-follows-account';
import { subscriptionCartRoutes } from './routes/subscription-cart';
import { themeAssets } from './routes/theme-assets';
import type { Accounts } from './upstream/accounts';
import type { Cart } from './upstream/cart';
import type { Catalog } from './upstream/catalog';
import type { Checkout } from './upstream/checkout';
import type { Census } from './upstream/census';
import type { Forms } from './upstream/forms';
import type { Notifications } from './upstream/notifications';
import type { Performance } from './upstream/performance';
import type { PerformanceIngest } from './upstream/performance-ingest';
import { PERFORMANCE_RECORDS_PATH } from '@storefront/performance-rules';

export interface AppParts {
  catalog: Catalog;
  cart: Cart;
  cartCookies: CartCookies;
  /** The cart process's checkout details and the owner's checkout settings. */
  checkout: Checkout;
  /** Limits the mutating cart calls of one visitor (see http/rate-limit). */
  cartRateLimit: RequestHandler;
  forms: Forms;
  /** The forms pages show, read so that a forms outage never breaks a page. */
  pageForms: PageForms;
  /** Limits the form submissions of one visitor to one form (see http/form-rate-limit). */
  formRateLimit: RequestHandler;
  /** Limits the submission keys one visitor asks for (see http/form-rate-limit). */
  submissionKeyRateLimit: RequestHandler;
  accounts: Accounts;
  accountCookies: AccountCookies;
  /**
   * Who is signed in to the owner area on a request; `visitor(req)` tells census (spec §6)
   * whether the visitor is a signed-in owner account and its roles.
   */
  ownerSessions: OwnerSessions;
  siteUserSessions: SiteUserSessions;
  /** The signed cookies that open password-protected content pages. */
  pageAccessCookies: PageAccessCookies;
  /** Limits the password attempts of one visitor on one protected page (see PAGE_PASSWORD_RATE_LIMIT). */
  pagePasswordRateLimit: RequestHandler;
  /** E-mails invitation and password-reset links (through the notifications service). */
  accountLinks: AccountLinks;
  /** Restock sign-ups and notices (spec §7). */
  notifications: Notifications;
  /** Limits the restock sign-ups of one visitor (see RESTOCK_RATE_LIMIT). */
  restockRateLimit: RequestHandler;
  /** Limits the public account calls that change something (see ACCOUNT_RATE_LIMIT). */
  accountRateLimit: RequestHandler;
  /** The owner's web vitals and JavaScript error summaries. */
  performance: Performance;
  /** Where accepted performance records and error reports wait for the performance service's queue. */
  performanceIngest: PerformanceIngest;
  /** Limits the beacons and error posts of one visitor; never waits on Redis (see PERFORMANCE_RATE_LIMIT). */
  performanceRateLimit: RequestHandler;
  /** The owner's analytics. */
  census: Census;
  /** Orders: placed at checkout, listed for the owner and the customer. */
  orders: Orders;
  /** Where accepted hits and events wait for the census queue, who is not tracked, and the census calls' limit. */
  censusRoutes: CensusRouteParts;
  redis: PingableRedis;
  /** Bull Board over the platform's queues, for owners allowed to view them (routes/queue-dashboard). */
  queueDashboard: QueueDashboard;
  theme: Theme;
  pages: Pages;
  /** How long a page of search results is kept (SEARCH_CACHE_MS). */
  searchCacheMs: number;
  /** The inventory endpoint's answers, kept STOCK_CACHE_MS (routes/stock-answers). */
  stockAnswers: StockAnswers;
  crumbs: Crumbs;
  logger: Logger;
  frontendsDir: string;
  appDomain: string;
  trustProxyHops: number;
}

/** The API, the frontends' bundles and the theme's files: what page/pages.ts does not send. */
const COMPRESSED_PER_RESPONSE = /^\/(api|frontends|theme)(\/|$)/i;

/** Express matches mount paths without regard to case; so does this. */
const API_PATH = /^\/api(\/|$)/i;

/** A 429 of the public account calls (sign-in, sign-up, password resets). */
export const ACCOUNT_RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again in a few minutes.';

/**
 * A 429 of restock sign-ups. The restock form is a form, and its window is a minute, so the forms'
 * wording (spec §8) fits it; the cart's 'Please try again in a few seconds.' would send the
 * visitor back too soon.
 */
export const RESTOCK_RATE_LIMITED_MESSAGE = FORM_MESSAGES.rateLimited;

/** Spec §8 interface string for failures that have no more specific message. */
const INTERNAL_MESSAGE = 'Something went wrong';

/** The gateway's HTTP surface, composed from its parts; handlers stay thin and errors are mapped once, here. */
export function createApp(parts: AppParts) {
  const { catalog, cart, cartCookies, redis, theme, pages, crumbs, logger } = parts;
  const followCart = followAccount(cart, cartCookies, logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parts.trustProxyHops);
  app.set('etag', 'strong');

  // Probes answer before the access log and tracing (they come every few seconds), but with the
  // same security headers as every other answer.
  app.use(securityHeaders());
  app.use(healthRoutes(catalog, redis));
  app.use(traceContext());
  // Counted only where something scrapes them (METRICS_PORT); probes are left out like the log.
  if (recordsMetrics()) app.use(requestMetrics());
  app.use(accessLog(logger));
  app.use(refuseNulInUrl());
  // Pages compress themselves (page/send-rendered-page); everything else is compressed per response.
  const compress = compression();
  app.use((req, res, next) => (COMPRESSED_PER_RESPONSE.test(req.path) ? compress(req, res, next) : next()));

  // The API in one router that page requests skip with a single prefix test.
  const api = express.Router();
  // A beacon cannot send the crumb header, so the records path may carry it in its query and the
  // census beacons in their form body.
  api.use(
    jsonBody(),
    censusFormBody(),
    crumbs.guard({ queryCrumbPaths: [PERFORMANCE_RECORDS_PATH], formCrumbPaths: CENSUS_FORM_PATHS }),
  );
  api.use(['/api/commerce', '/api/3/commerce'], parts.cartRateLimit);
  // The account routes first: nothing mounted after them answers below /api/owner, and their
  // failures are mapped by their own handler before any other router's.
  const { accounts, accountCookies, ownerSessions, accountLinks: links } = parts;
  const owner = { sessions: ownerSessions, cookies: accountCookies, logger };
  api.use(
    ownerApiRoutes(
      owner,
      {
        ...ownerSessionApi({ accounts, cookies: accountCookies, sessions: ownerSessions, links, logger }),
        ...ownerTeamApi(accounts, ownerSessions, links),
        ...ownerSettingsApi(catalog, pages),
        ...ownerCheckoutApi(parts.checkout),
        ...ownerRestockApi(parts.notifications),
        ...ownerPerformanceApi(parts.performance, pages),
        ...ownerAnalyticsApi(parts.census, pages),
        ...ownerOrdersApi(parts.orders, pages),
        ...ownerSubscriptionsApi(parts.orders, pages),
      },
      parts.accountRateLimit,
    ),
  );
  api.use(
    siteUserRoutes({
      accounts,
      cookies: accountCookies,
      sessions: parts.siteUserSessions,
      links,
      logger,
      publicLimit: parts.accountRateLimit,
      followAccount: followCart,
    }),
  );
  api.use(restockSignUpRoutes(parts.notifications, parts.restockRateLimit, logger));
  api.use(shoppingCartRoutes(cart, catalog, cartCookies, logger));
  api.use(checkoutApiRoutes(parts.checkout, cartCookies, logger));
  api.use(orderPlacementRoutes(parts.orders, { cart, cookies: cartCookies, sessions: parts.siteUserSessions }, logger));
  api.use(cartEntryRoutes(cart, cartCookies, logger, { sessions: parts.siteUserSessions, followAccount: followCart }));
  api.use(subscriptionCartRoutes(cart, logger));
  api.use(accountSubscriptionRoutes(parts.orders, parts.siteUserSessions, pages, logger));
  api.use(inventoryRoutes(catalog, parts.stockAnswers));
  api.use(installmentModalRoutes(theme));
  api.use(contextConfigRoutes(pages, theme.site, parts.appDomain));
  api.use(performanceRecordRoutes(parts.performanceIngest, parts.performanceRateLimit));
  api.use(javascriptErrorRoutes(parts.performanceIngest, parts.performanceRateLimit));
  api.use(censusEventRoutes(parts.censusRoutes));
  api.use(formRoutes(parts.forms, { submission: parts.formRateLimit, key: parts.submissionKeyRateLimit }, logger));
  api.use(['/api/form', '/api/rest/forms'], formBodyFailures);
  api.use((_req, res) => {
    res.status(404).json({ message: 'No such API.' });
  });
  // First, so the cart calls of a busy shop pass no file or page middleware on their way.
  app.use((req, res, next) => (API_PATH.test(req.path) ? api(req, res, next) : next()));

  app.use(frontendBundles(parts.frontendsDir));
  app.use(themeAssets(theme));
  app.use(productImageRoutes(catalog));

  app.use(crumbs.issuer());
  const ownerPages = new OwnerPages(pages);
  // Before the owner pages, which answer 404 for any other path below /config.
  // Mounted by the app, not a router, so express gives the request back as it was after Bull Board's own app.
  const dashboardGuard = ownerPageGuard(QUEUE_DASHBOARD.access, owner, ownerPages);
  app.use(QUEUE_DASHBOARD.path, dashboardGuard, ...parts.queueDashboard.handlers);
  app.use(ownerPageRoutes(owner, ownerPages));
  app.use(accountPageRoutes(pages, parts.siteUserSessions, parts.orders));
  app.use(sitePages(pages));
  app.use(
    contentPageRoutes({
      pages,
      catalog,
      contentPages: theme.contentPages,
      sessions: parts.siteUserSessions,
      crumbs,
      access: parts.pageAccessCookies,
      passwordRateLimit: parts.pagePasswordRateLimit,
      logger,
    }),
  );
  app.use(formPageRoutes(pages, parts.pageForms));
  app.use(shopRoutes(catalog, pages));
  app.use(searchRoutes(catalog, pages, parts.searchCacheMs));
  app.use(checkoutRoutes(cart, pages, cartCookies));
  app.use(orderPageRoutes(parts.orders, pages));
  app.use(subscriptionPageRoutes(parts.orders, pages));
  app.use((_req, res) => pages.sendStatus(res, 'not-found'));

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const api = req.path.startsWith('/api/');
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      const message = clientErrorMessage(error, clientStatus);
      if (api) res.status(clientStatus).json({ message });
      else pages.sendStatus(res, 'bad-request', message);
      return;
    }
    const outcome = upstreamOutcome(error);
    const status = HTTP_STATUS[outcome];
    if (outcome === 'internal') logger.error({ err: error, path: req.path }, 'request failed');
    else if (outcome === 'unavailable')
      logger.warn({ path: req.path, reason: upstreamMessage(error) }, 'upstream unavailable');
    if (api) {
      if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      const message =
        outcome === 'unavailable'
          ? UNAVAILABLE_MESSAGE
          : outcome === 'internal'
            ? INTERNAL_MESSAGE
            : upstreamMessage(error);
      res.status(status).json({ message });
      return;
    }
    if (outcome === 'not-found') pages.sendStatus(res, 'not-found');
    else if (outcome === 'bad-request') pages.sendStatus(res, 'bad-request', upstreamMessage(error));
    else if (outcome === 'unavailable') pages.sendStatus(res, 'unavailable');
    else pages.sendStatus(res, 'error');
  });

  return app;
}

/**
 * Errors that are the client's doing: malformed query, path or body, unparsable or oversized body.
 * Express, its router and the body parser mark them with a 4xx `status` (a path segment that does
 * not decode, say); gRPC failures carry a `code` instead and are mapped below.
 */
function clientErrorStatus(error: unknown): number | undefined {
  if (error instanceof BadRequest) return 400;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return status;
  return undefined;
}

function clientErrorMessage(error: unknown, status: number): string {
  if (error instanceof BadRequest || error instanceof RequestInputError) return error.message;
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (type === 'entity.too.large') return 'The request body is too large.';
  if (type === 'encoding.unsupported') return REQUEST_INPUT_MESSAGES.encoding;
  if (type === 'charset.unsupported') return 'Send the request body as UTF-8.';
  return status === 415 ? 'Unsupported content type.' : 'The request is malformed.';
}

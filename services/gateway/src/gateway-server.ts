import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@storefront/service-kit';
import { Redis } from 'ioredis';
import { ACCOUNT_RATE_LIMITED_MESSAGE, createApp, RESTOCK_RATE_LIMITED_MESSAGE } from './app';
import { ADDRESS_BUDGET_VISITORS, type GatewayConfig } from './config';
import { AccountCookies } from './http/account-cookies';
import { AccountLinks } from './http/account-links';
import { cachedAnswersFront } from './http/cached-answers-front';
import { censusFront } from './http/census-front';
import { expressMessages } from './http/express-messages';
import { Orders } from './upstream/orders';
import { CartCookies } from './http/cart-cookies';
import { Crumbs } from './http/crumb';
import { formRateLimit, submissionKeyRateLimit } from './http/form-rate-limit';
import { OwnerSessions } from './http/owner-sessions';
import { rateLimit } from './http/rate-limit';
import { PageAccessCookies } from './http/page-access-cookies';
import { refusePasswordAttempt } from './routes/content-pages';
import { SiteUserSessions } from './http/site-user-sessions';
import { CartPills } from './page/cart-pills';
import { FormsOnPages } from './page/forms-on-pages';
import { PageForms } from './page/page-forms';
import { Pages } from './page/pages';
import { RenderCache } from './page/render-cache';
import { ShellScripts } from './page/shell-scripts';
import { Theme } from './page/theme';
import { Accounts } from './upstream/accounts';
import { Cart } from './upstream/cart';
import { Checkout } from './upstream/checkout';
import { Catalog } from './upstream/catalog';
import { Census } from './upstream/census';
import { CensusIngest } from './upstream/census-ingest';
import { censusTracking } from './routes/census-tracking';
import { Forms } from './upstream/forms';
import { Notifications } from './upstream/notifications';
import { Performance } from './upstream/performance';
import { queueDashboard } from './routes/queue-dashboard';
import { StockAnswers } from './routes/stock-answers';
import { PerformanceIngest } from './upstream/performance-ingest';
import { ReplicaNotices } from './replica-notices';

export interface RunningGateway {
  server: Server;
  port: number;
  url: string;
  /** Stops taking connections, lets running requests finish, then closes upstream clients. */
  stop(): Promise<void>;
}

/** How long running requests may take to finish on shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long held performance records, error reports, hits and events may take to reach the queue on shutdown. */
const INGEST_FLUSH_MS = 3_000;

/** config -> upstream clients -> theme -> HTTP server: what main.ts runs and what the tests start. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: { themeDir?: string } = {},
): Promise<RunningGateway> {
  const auth = { secret: config.SERVICE_AUTH_SECRET, caller: 'gateway' };
  const catalog = new Catalog({
    address: config.CATALOG_ADDR,
    deadlineMs: config.UPSTREAM_DEADLINE_MS,
    cacheMs: config.CATALOG_CACHE_MS,
    auth,
    logger,
  });
  const cart = new Cart({ address: config.CART_ADDR, deadlineMs: config.UPSTREAM_DEADLINE_MS, auth, logger });
  const orders = new Orders({ address: config.CART_ADDR, deadlineMs: config.ORDER_DEADLINE_MS, auth, logger });
  const checkout = new Checkout({ address: config.CART_ADDR, deadlineMs: config.UPSTREAM_DEADLINE_MS, auth, logger });
  const forms = new Forms({
    address: config.FORMS_ADDR,
    deadlineMs: config.UPSTREAM_DEADLINE_MS,
    cacheMs: config.FORMS_CACHE_MS,
    auth,
    logger,
  });
  const accounts = new Accounts({
    address: config.ACCOUNTS_ADDR,
    deadlineMs: config.UPSTREAM_DEADLINE_MS,
    auth,
    logger,
  });
  const notifications = new Notifications({
    address: config.NOTIFICATIONS_ADDR,
    deadlineMs: config.UPSTREAM_DEADLINE_MS,
    auth,
    logger,
  });
  const performance = new Performance({
    address: config.PERFORMANCE_ADDR,
    deadlineMs: config.PERFORMANCE_DEADLINE_MS ?? config.UPSTREAM_DEADLINE_MS,
    auth,
    logger,
  });
  const performanceIngest = new PerformanceIngest({
    redisUrl: config.REDIS_URL,
    prefix: config.PERFORMANCE_QUEUE_PREFIX,
    maxBuffered: config.PERFORMANCE_BUFFER_MAX,
    logger,
  });
  const census = new Census({
    address: config.CENSUS_ADDR,
    deadlineMs: config.CENSUS_DEADLINE_MS ?? config.UPSTREAM_DEADLINE_MS,
    auth,
    logger,
  });
  const censusIngest = new CensusIngest({
    redisUrl: config.REDIS_URL,
    prefix: config.CENSUS_QUEUE_PREFIX,
    maxBuffered: config.CENSUS_BUFFER_MAX,
    logger,
  });
  const cartCookies = new CartCookies(config.COOKIE_SECURE);
  const accountCookies = new AccountCookies(config.COOKIE_SECURE);
  // Fail fast instead of queueing commands while Redis is away: readiness must report it at once.
  // The rate limits count every mutating call; commands issued in one tick go out in one write.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  redis.on('error', (error: Error) => logger.debug({ err: error }, 'redis connection error'));
  redis.connect().catch((error: Error) => logger.warn({ reason: error.message }, 'redis is not reachable yet'));

  const theme = new Theme(options.themeDir);
  const pageForms = new PageForms(forms, logger, config.UPSTREAM_DEADLINE_MS);
  const pages = new Pages({
    theme,
    catalog,
    shell: new ShellScripts(config.FRONTENDS_DIR, logger),
    appDomain: config.APP_DOMAIN,
    censusDisabled: config.CENSUS_DISABLED,
    logger,
    cartPills: new CartPills(cart, cartCookies, logger, config.UPSTREAM_DEADLINE_MS),
    // Pages may be as old as the catalog data they show, so they are kept as long.
    renderCache: new RenderCache(config.CATALOG_CACHE_MS),
    forms: new FormsOnPages({ pageForms, captchaSiteKey: config.CAPTCHA_SITE_KEY }),
  });
  if (!config.CRUMB_SECRET)
    logger.warn(
      'CRUMB_SECRET is not set: crumbs are signed with a key made for this process, so after a restart every open page fails with "Your session has expired" until reloaded, and replicas refuse each other\'s crumbs; set the same CRUMB_SECRET (32+ characters) on every replica',
    );
  const crumbSecret = config.CRUMB_SECRET ? Buffer.from(config.CRUMB_SECRET) : randomBytes(32);
  const crumbs = new Crumbs(crumbSecret, config.COOKIE_SECURE);
  const ownerSessions = new OwnerSessions(accounts, accountCookies, config.OWNER_SESSION_CACHE_MS);
  const notices = new ReplicaNotices(config.REDIS_URL, redis, logger);
  notices.on('settings-changed', () => pages.settingsChangedElsewhere());
  pages.tellReplicas = () => notices.publish('settings-changed');
  notices.on('owner-sessions-changed', () => ownerSessions.changedElsewhere());
  ownerSessions.tellReplicas = () => notices.publish('owner-sessions-changed');
  const formBudget = {
    limit: config.FORM_RATE_LIMIT,
    addressLimit: config.FORM_ADDRESS_RATE_LIMIT ?? config.FORM_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
    windowMs: config.FORM_RATE_WINDOW_MS,
  };
  const queues = queueDashboard({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  // Never kept longer than the pages that show stock. Tagged by express's own ETag function, so an
  // answer sent before express carries the validator express gives it.
  const stockAnswers = new StockAnswers(Math.min(config.STOCK_CACHE_MS, config.CATALOG_CACHE_MS), (body) =>
    (app.get('etag fn') as (body: Buffer) => string)(body),
  );
  const censusRoutes = {
    ingest: censusIngest,
    tracking: censusTracking(ownerSessions, config.CENSUS_DISABLED, logger),
    // Fails open like the performance limit: analytics the visitor never waits for.
    limit: rateLimit(
      redis,
      {
        name: 'census',
        limit: config.CENSUS_RATE_LIMIT,
        addressLimit: config.CENSUS_ADDRESS_RATE_LIMIT ?? config.CENSUS_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.CENSUS_RATE_WINDOW_MS,
      },
      logger,
    ),
  };
  const app = createApp({
    catalog,
    cart,
    orders,
    cartCookies,
    checkout,
    cartRateLimit: rateLimit(
      redis,
      {
        name: 'cart',
        limit: config.CART_RATE_LIMIT,
        addressLimit: config.CART_ADDRESS_RATE_LIMIT ?? config.CART_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.CART_RATE_WINDOW_MS,
      },
      logger,
    ),
    forms,
    pageForms,
    formRateLimit: formRateLimit(redis, formBudget, logger),
    accounts,
    accountCookies,
    ownerSessions,
    siteUserSessions: new SiteUserSessions(accounts, accountCookies),
    pageAccessCookies: new PageAccessCookies(crumbSecret, config.COOKIE_SECURE),
    pagePasswordRateLimit: rateLimit(
      redis,
      {
        name: 'page-password',
        limit: config.PAGE_PASSWORD_RATE_LIMIT,
        addressLimit: config.PAGE_PASSWORD_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.PAGE_PASSWORD_RATE_WINDOW_MS,
        scope: (req) => req.path,
        refuse: refusePasswordAttempt,
      },
      logger,
    ),
    accountLinks: new AccountLinks(notifications),
    notifications,
    restockRateLimit: rateLimit(
      redis,
      {
        name: 'restock',
        limit: config.RESTOCK_RATE_LIMIT,
        addressLimit: config.RESTOCK_ADDRESS_RATE_LIMIT ?? config.RESTOCK_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.RESTOCK_RATE_WINDOW_MS,
        refusal: { message: RESTOCK_RATE_LIMITED_MESSAGE },
      },
      logger,
    ),
    accountRateLimit: rateLimit(
      redis,
      {
        name: 'accounts',
        limit: config.ACCOUNT_RATE_LIMIT,
        addressLimit: config.ACCOUNT_ADDRESS_RATE_LIMIT ?? config.ACCOUNT_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.ACCOUNT_RATE_WINDOW_MS,
        refusal: { message: ACCOUNT_RATE_LIMITED_MESSAGE },
      },
      logger,
    ),
    submissionKeyRateLimit: submissionKeyRateLimit(redis, formBudget, logger),
    performance,
    performanceIngest,
    // Fails open like every limit here (and within 200 ms when Redis hangs): these are analytics
    // the visitor never waits for, and the buffer keeps them while Redis is away, so a Redis
    // outage must cost neither the beacons nor the pages that send them.
    performanceRateLimit: rateLimit(
      redis,
      {
        name: 'performance',
        limit: config.PERFORMANCE_RATE_LIMIT,
        addressLimit: config.PERFORMANCE_ADDRESS_RATE_LIMIT ?? config.PERFORMANCE_RATE_LIMIT * ADDRESS_BUDGET_VISITORS,
        windowMs: config.PERFORMANCE_RATE_WINDOW_MS,
      },
      logger,
    ),
    census,
    censusRoutes,
    redis,
    queueDashboard: queues,
    theme,
    pages,
    searchCacheMs: config.SEARCH_CACHE_MS,
    stockAnswers,
    crumbs,
    logger,
    frontendsDir: config.FRONTENDS_DIR,
    appDomain: config.APP_DOMAIN,
    trustProxyHops: config.TRUST_PROXY_HOPS,
  });

  const front = censusFront({ ...censusRoutes, crumbs, logger }, app);
  const server = createServer(
    expressMessages(app),
    cachedAnswersFront({ sources: [pages, stockAnswers], crumbs, logger }, front),
  ).listen(config.PORT, config.HOST);
  await once(server, 'listening');
  // Keep-alive longer than typical load balancers' idle timeout, so they never reuse a closed socket.
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info(
    {
      port,
      catalog: config.CATALOG_ADDR,
      cart: config.CART_ADDR,
      forms: config.FORMS_ADDR,
      accounts: config.ACCOUNTS_ADDR,
      notifications: config.NOTIFICATIONS_ADDR,
      performance: config.PERFORMANCE_ADDR,
      census: config.CENSUS_ADDR,
    },
    'gateway listening',
  );

  return {
    server,
    port,
    url,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      catalog.close();
      cart.close();
      orders.close();
      checkout.close();
      forms.close();
      accounts.close();
      notifications.close();
      performance.close();
      census.close();
      // Beacons accepted before the stop still reach the queue, as far as Redis lets them in time.
      await Promise.all([performanceIngest.close(INGEST_FLUSH_MS), censusIngest.close(INGEST_FLUSH_MS)]);
      await queues.close();
      notices.close();
      redis.disconnect();
    },
  };
}

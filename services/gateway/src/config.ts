import path from 'node:path';
import { LOG_LEVELS, loadConfig, metricsPort, serviceAuthSecret } from '@storefront/service-kit';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
/** Environment flags arrive as text; only these spellings count, so a typo fails start-up. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
/**
 * A gRPC service: host:port (resolved through DNS, every address balanced), or a target naming its
 * scheme, such as the replicas' list `ipv4:10.0.0.5:50051,10.0.0.6:50051` (service-kit channelTarget).
 */
const address = z
  .string()
  .regex(
    /^(?:[A-Za-z0-9.[\]:-]+:\d{1,5}|[a-z][a-z0-9+.-]*:\S+)$/,
    'expected host:port or a gRPC target such as ipv4:10.0.0.5:50051,10.0.0.6:50051',
  );

/** The repository's frontends/ folder, seen from src/ and dist/ alike (both one level down). */
const defaultFrontendsDir = path.join(__dirname, '..', '..', '..', 'frontends');

/** The gateway's whole environment. It owns no database, so it reads none of the database variables. */
export const gatewayConfigSchema = z
  .object({
    SERVICE_NAME: z.string().min(1).default('gateway'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    CATALOG_ADDR: address.default('127.0.0.1:50051'),
    CART_ADDR: address.default('127.0.0.1:50052'),
    /**
     * Time budget of placing an order: stock held through the catalog, the payment provider's
     * authorisation and capture, the order written. A call past it answers 503 with `retry`, and the
     * browser's retry with the same attempt continues the placement where it stopped.
     */
    ORDER_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
    FORMS_ADDR: address.default('127.0.0.1:50053'),
    ACCOUNTS_ADDR: address.default('127.0.0.1:50057'),
    /** Restock sign-ups and notices, and the e-mails with account links. */
    NOTIFICATIONS_ADDR: address.default('127.0.0.1:50054'),
    /** Web vitals and JavaScript error summaries for the owner's performance page. */
    PERFORMANCE_ADDR: address.default('127.0.0.1:50056'),
    /**
     * Time budget of one performance summary call; a 30-day summary reads more rows than a cart
     * call, so it may be given more than UPSTREAM_DEADLINE_MS. Unset: UPSTREAM_DEADLINE_MS.
     */
    PERFORMANCE_DEADLINE_MS: z.coerce.number().int().min(50).max(30_000).optional(),
    /** BullMQ key prefix of the performance ingest queue; the performance service must use the same. */
    PERFORMANCE_QUEUE_PREFIX: z.string().min(1).max(100).default('storefront'),
    /**
     * Performance records and error reports held in memory at most while Redis is away; past it
     * the ingest routes answer 503 and the browser's beacon is lost (it never retries anyway).
     */
    PERFORMANCE_BUFFER_MAX: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
    /**
     * Beacons and error posts one visitor (crumb, else IP) may send per window, both routes
     * together. A page sends one beacon and a few error posts; a script sending thousands is cut off.
     */
    PERFORMANCE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
    /** The same per client address; unset: ADDRESS_BUDGET_VISITORS times PERFORMANCE_RATE_LIMIT. */
    PERFORMANCE_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
    PERFORMANCE_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Visits, hits and events for the owner's analytics page. */
    CENSUS_ADDR: address.default('127.0.0.1:50055'),
    /** Time budget of one analytics call (a 30-day dashboard reads rollups); unset: UPSTREAM_DEADLINE_MS. */
    CENSUS_DEADLINE_MS: z.coerce.number().int().min(50).max(30_000).optional(),
    /** BullMQ key prefix of the census ingest queue; the census service must use the same. */
    CENSUS_QUEUE_PREFIX: z.string().min(1).max(100).default('storefront'),
    /** Hits and events held in memory at most while Redis is away; past it the census routes answer 503. */
    CENSUS_BUFFER_MAX: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
    /**
     * Census calls one visitor (crumb, else IP) may make per window, all census routes together. A
     * page sends a hit and a few events; a script sending thousands is cut off.
     */
    CENSUS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** The same per client address; unset: ADDRESS_BUDGET_VISITORS times CENSUS_RATE_LIMIT. */
    CENSUS_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).optional(),
    CENSUS_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Spec §6's census-disabling flag for the whole site: the census routes record nothing (204). */
    CENSUS_DISABLED: flag.default(false),
    /** Shared with the services: signs every gRPC call the gateway makes (at least 32 characters). */
    SERVICE_AUTH_SECRET: serviceAuthSecret,
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /** GET /metrics on this port, never on PORT (the shop's); unset: no metrics. */
    METRICS_PORT: metricsPort,
    /** Redis key prefix of the platform's queues, which the owner's queue dashboard (/config/queues) shows. */
    QUEUE_PREFIX: z.string().min(1).max(100).default('storefront'),
    /** Time budget of one call to a domain service, retries included; past it the page is a 503. */
    UPSTREAM_DEADLINE_MS: z.coerce.number().int().min(50).max(30_000).default(1_500),
    /**
     * How long catalog reads (products, settings, merchandising) may be reused across requests.
     * Stock shown on pages may lag by this much; the cart checks stock itself when adding.
     */
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /**
     * How long a page of search results is reused. Shoppers repeat the popular searches, and each
     * costs the catalog tens of milliseconds: new products and changed prices show in the results
     * within this (the product pages themselves follow CATALOG_CACHE_MS).
     */
    SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /**
     * How long a stock answer of the inventory endpoint may be reused, never longer than
     * CATALOG_CACHE_MS (the lifetime of the pages that show stock). Visitors of a busy product ask
     * for its stock many times a second; adding to a cart checks the catalog's stock itself.
     */
    STOCK_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
    /**
     * Mutating cart calls one visitor (crumb, else IP) may make per window; past it the answer is a
     * 429. Generous enough for a person clicking fast, tight enough to keep a script from filling
     * carts or probing stock.
     */
    CART_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /**
     * Mutating cart calls one client address may make per window, all its visitors together: a
     * crumb is renewed by loading a page, an address is not. Unset: ADDRESS_BUDGET_VISITORS times
     * CART_RATE_LIMIT, so shoppers behind one NAT are not starved.
     */
    CART_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
    CART_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(1_000),
    /**
     * Form submissions one visitor (crumb, else IP) may send to one form per window; past it the
     * answer is the spec's 429. A person sends one; a script sending hundreds is cut off.
     */
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    /** Form submissions (and submission keys) one client address may send per window; unset: ADDRESS_BUDGET_VISITORS times FORM_RATE_LIMIT. */
    FORM_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
    FORM_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * Restock sign-ups one visitor (crumb, else IP) may send per window; past it a 429. A person
     * signs up for a product or two; a script signing up addresses by the hundred is cut off
     * before any of them costs the notifications service a row.
     */
    RESTOCK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    /** The same per client address; unset: ADDRESS_BUDGET_VISITORS times RESTOCK_RATE_LIMIT. */
    RESTOCK_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
    RESTOCK_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * Public account calls that change something (sign-in, sign-up, password resets, accepting an
     * invitation) one visitor (crumb, else IP) may make per window, owner and customer together;
     * past it a 429. The accounts service locks out repeated wrong passwords on its own; this
     * keeps a script from making accounts or reset e-mails by the thousand.
     */
    ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** The same per client address; unset: ADDRESS_BUDGET_VISITORS times ACCOUNT_RATE_LIMIT. */
    ACCOUNT_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).optional(),
    ACCOUNT_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * How long an owner session the accounts service confirmed is trusted without asking again
     * (0: every request asks), so the few calls of one owner page ask once (tools/bench/accounts).
     * A sign-out, a new sign-in, a team change or a password reset through this gateway ends it
     * here at once; one through another replica reaches this one within this time.
     */
    OWNER_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
    /** How long form definitions (for the forms shown on pages) may be reused across requests. */
    FORMS_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    /**
     * The captcha site key pages hand to the browser when the catalog's website settings name none.
     * The default names the local test widget, whose token the forms service's test verifier accepts.
     */
    CAPTCHA_SITE_KEY: z.string().min(1).max(200).default('storefront-test-captcha'),
    /** Built front-end bundles: <dir>/<name>/dist is served at /frontends/<name>/. */
    FRONTENDS_DIR: z.string().min(1).default(defaultFrontendsDir),
    /** Domain the site is served on, as reported to the browser (page context appDomain). */
    APP_DOMAIN: z.string().min(1).default('localhost'),
    /**
     * Key that signs crumbs (CSRF tokens). Every gateway replica needs the same one, and a restart
     * must keep it, or every open page fails with 'Your session has expired'. Without it a random
     * key is made at start (with a warning), which suits a development process only; with
     * NODE_ENV=production the gateway does not start without it.
     */
    CRUMB_SECRET: z.string().min(32).optional(),
    NODE_ENV: z.string().optional(),
    /**
     * Mark cookies Secure; on behind TLS. The account cookies (owner and customer sessions) are
     * Secure on their own whenever the request came over TLS (directly, or per X-Forwarded-Proto
     * from a proxy within TRUST_PROXY_HOPS).
     */
    COOKIE_SECURE: flag.default(false),
    /**
     * Number of proxies in front of the gateway whose X-Forwarded-* headers are trusted. The rate
     * limits count the client address, so behind a load balancer this must be set (1 for one
     * proxy), or every visitor counts as the proxy; never more than there are, or a caller picks
     * its own address.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Password attempts one visitor (crumb, else IP) may make on one protected page per window; the
     * address may make ADDRESS_BUDGET_VISITORS times as many. A person mistypes a few times; a
     * script guessing passwords is cut off (each attempt also costs a deliberate scrypt hash).
     */
    PAGE_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
    PAGE_PASSWORD_RATE_WINDOW_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && !config.CRUMB_SECRET)
      context.addIssue({ code: 'custom', path: ['CRUMB_SECRET'], message: 'required when NODE_ENV=production' });
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Without an address budget of its own, an address may make as many calls as this many visitors. */
export const ADDRESS_BUDGET_VISITORS = 10;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}

'use strict';
/**
 * Every process the launcher runs, as data: adding a service is one entry here.
 *
 * - entry: the built file node runs, relative to the repository root.
 * - listen: the variable the process reads its port from, the launcher variable that overrides the
 *   default, and the default itself; `host`, the variable it reads its bind address from, which
 *   the launcher sets to loopback unless it is set already.
 * - address: when set, every process gets `<address>=127.0.0.1:<port>` so it can reach this one.
 * - secrets: the launcher-kept secrets (secrets.js) the process reads.
 * - demoOwner: gets ACCOUNTS_DEMO_OWNER_EMAIL and ACCOUNTS_DEMO_OWNER_PASSWORD (demo-owner.js), the
 *   admin it makes when the website has no owner yet.
 * - demoData: the variables that ask the process for its demo data (the demo store, the demo
 *   forms), which the services leave out unless asked so that a deployment starts empty. npm start
 *   sets each one the environment does not set already: `SEED_ON_START=false npm start` starts
 *   with no products.
 * - ownsDatabase: gets DATA_DIR=<data dir>/<name> (PGlite) unless a DATABASE_URL is set.
 * - sendsMail: gets SMTP_URL (npm start's MailDev unless SMTP_URL is set) and
 *   NOTIFICATIONS_PUBLIC_URL (the shop's URL, for the links in its mails).
 * - ownerNotices: the variable that gets the demo owner's e-mail, where the process sends the
 *   owner's notices (form submissions).
 * - captchaTestVerifier: checks captchas (the site forms' and, through it, the restock sign-ups'),
 *   so it gets CAPTCHA_TEST_VERIFIER=true: the browser's test widget and the e2e tests pass with the
 *   public test token. Not when the environment sets CAPTCHA_TEST_VERIFIER itself, configures
 *   reCAPTCHA (RECAPTCHA_SECRET, RECAPTCHA_ENTERPRISE_API_KEY) or says NODE_ENV=production: there
 *   the process refuses the flag, and real captchas are wanted.
 * - health: `tcp` (the port accepts connections) or `{ http: path }` (GET answers 200).
 * - restartOn: folders whose changes restart the process under `npm run dev`.
 * - public: the process serving the shop; its port is the one in the printed URL.
 * - nodeArgs: flags node runs the entry with (also the Dockerfile's NODE_FLAGS build argument, and used by the benchmarks).
 */

/**
 * V8 sizes its heap by the machine's memory and, with room to spare, lets garbage pile up under
 * load: the gateway allocates a page's worth per request, the cart a cart's per change. A ceiling
 * keeps each to the memory its container is given, at no cost in throughput (tools/bench/pages and
 * tools/bench/cart; under the cart benchmark the cart's RSS went from about 230 MB to 115 MB).
 */
const HEAP_CEILING = ['--max-semi-space-size=8', '--max-old-space-size=96'];
const SERVICES = [
  {
    name: 'catalog',
    entry: 'services/catalog/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'CATALOG_GRPC_PORT', default: 50051 },
    secrets: ['SERVICE_AUTH_SECRET'],
    address: 'CATALOG_ADDR',
    demoData: { SEED_ON_START: 'true' },
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/catalog/dist'],
  },
  {
    name: 'cart',
    entry: 'services/cart/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'CART_GRPC_PORT', default: 50052 },
    secrets: ['SERVICE_AUTH_SECRET'],
    nodeArgs: HEAP_CEILING,
    address: 'CART_ADDR',
    demoData: { SEED_ON_START: 'true' },
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/cart/dist'],
  },
  {
    name: 'forms',
    entry: 'services/forms/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'FORMS_GRPC_PORT', default: 50053 },
    secrets: ['SERVICE_AUTH_SECRET'],
    address: 'FORMS_ADDR',
    ownerNotices: 'FORMS_NOTIFY_EMAIL',
    demoData: { FORMS_SEED: 'true' },
    captchaTestVerifier: true,
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/forms/dist'],
  },
  {
    name: 'accounts',
    entry: 'services/accounts/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'ACCOUNTS_GRPC_PORT', default: 50057 },
    secrets: ['SERVICE_AUTH_SECRET'],
    demoOwner: true,
    address: 'ACCOUNTS_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/accounts/dist'],
  },
  {
    name: 'notifications',
    entry: 'services/notifications/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'NOTIFICATIONS_GRPC_PORT', default: 50054 },
    secrets: ['SERVICE_AUTH_SECRET'],
    address: 'NOTIFICATIONS_ADDR',
    ownsDatabase: true,
    sendsMail: true,
    health: 'tcp',
    restartOn: ['services/notifications/dist'],
  },
  {
    name: 'performance',
    entry: 'services/performance/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'PERFORMANCE_GRPC_PORT', default: 50056 },
    secrets: ['SERVICE_AUTH_SECRET'],
    address: 'PERFORMANCE_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/performance/dist'],
  },
  {
    name: 'census',
    entry: 'services/census/dist/main.js',
    listen: { variable: 'GRPC_PORT', host: 'GRPC_HOST', override: 'CENSUS_GRPC_PORT', default: 50055 },
    secrets: ['SERVICE_AUTH_SECRET'],
    address: 'CENSUS_ADDR',
    ownsDatabase: true,
    health: 'tcp',
    restartOn: ['services/census/dist'],
  },
  {
    name: 'gateway',
    entry: 'services/gateway/dist/main.js',
    nodeArgs: HEAP_CEILING,
    listen: { variable: 'PORT', override: 'PORT', default: 8080 },
    secrets: ['SERVICE_AUTH_SECRET', 'CRUMB_SECRET'],
    ownsDatabase: false,
    health: { http: '/readyz' },
    public: true,
    // theme templates are read at start-up, so a change needs a restart too
    restartOn: ['services/gateway/dist', 'services/gateway/theme'],
  },
];

const entryOf = (name) => SERVICES.find((service) => service.name === name);
/** The node flags a service runs with under npm start (benchmarks run it the same way). */
const nodeArgsOf = (name) => entryOf(name)?.nodeArgs ?? [];
/** The demo data a service is asked for under npm start: the shop the benchmarks measure. */
const demoDataOf = (name) => entryOf(name)?.demoData ?? {};

module.exports = { SERVICES, nodeArgsOf, demoDataOf };

'use strict';
const { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const net = require('node:net');
const path = require('node:path');
const { accountsV1 } = require('@storefront/proto');
const { createClient } = require('@storefront/service-kit');
const { isPortInUse } = require('./free-port');
const { httpStatus, redisAnswersPing } = require('./health');
const { launcherSecrets } = require('./secrets');
const { ROOT, startSystem } = require('./system');
const { SERVICES } = require('./services');

// This test runs the real built processes and builds nothing itself.
const unbuilt = SERVICES.filter((service) => !fs.existsSync(path.join(ROOT, service.entry))).map((s) => s.entry);
const reason = unbuilt.length > 0 ? `${unbuilt.join(', ')} not built (npm run build)` : undefined;
const realTest = reason ? (name) => test.skip(`${name} — skipped: ${reason}`, () => {}) : test;

// These tests are about npm start's embedded defaults (PGlite under the data folder), so a real
// PostgreSQL named for the rest of the suite must not reach the launched services.
for (const name of [
  'DATABASE_URL',
  'CATALOG_DATABASE_URL',
  'CART_DATABASE_URL',
  'FORMS_DATABASE_URL',
  'ACCOUNTS_DATABASE_URL',
  'ACCOUNTS_DEMO_OWNER_EMAIL',
  'ACCOUNTS_DEMO_OWNER_PASSWORD',
  'NOTIFICATIONS_DATABASE_URL',
  'SMTP_URL',
  'NOTIFICATIONS_PUBLIC_URL',
  'FORMS_NOTIFY_EMAIL',
])
  delete process.env[name];

let dataDir;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-system-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Nine processes each opening PGlite, as npm start runs them, take half a minute on an idle two-core
// machine and several beside other suites' systems: the launcher's minute is not enough there.
const WHOLE_SYSTEM_START_MS = 180_000;
const WHOLE_SYSTEM_TEST_MS = 2 * WHOLE_SYSTEM_START_MS;
const wholeSystem = (folder = dataDir) => ({
  port: 'free',
  grpcPorts: 'free',
  dataDir: folder,
  startTimeoutMs: WHOLE_SYSTEM_START_MS,
});

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function expectAllGone(system) {
  for (const { name, pid } of system.processes) expect({ name, alive: alive(pid) }).toEqual({ name, alive: false });
  const redisPort = Number(new URL(system.redisUrl).port);
  const inboxPorts = system.mailInboxUrl ? [Number(new URL(system.mailInboxUrl).port)] : [];
  for (const port of [...Object.values(system.ports), redisPort, ...inboxPorts])
    expect({ port, open: await isPortInUse(port) }).toEqual({ port, open: false });
}

realTest(
  'starts redis, maildev, catalog, cart, forms, accounts, notifications, performance, census and gateway on free ports, serves the shop, stops without leftovers',
  async () => {
    const system = await startSystem({ ...wholeSystem(), quiet: true, logLevel: 'warn' });
    try {
      expect(system.ports.catalog).not.toBe(50051);
      expect(system.processes.map((p) => p.name)).toEqual([
        'redis',
        'maildev',
        'catalog',
        'cart',
        'forms',
        'accounts',
        'notifications',
        'performance',
        'census',
        'gateway',
      ]);
      expect(await httpStatus(`${system.mailInboxUrl}/healthz`)).toBe(200);
      expect(await httpStatus(`${system.url}/readyz`)).toBe(200);
      const shop = await fetch(`${system.url}/shop`);
      expect(shop.status).toBe(200);
      expect(shop.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await shop.text()).toMatch(/<html/i);
      // seeded on first run, into the data folder it was given
      expect(fs.existsSync(path.join(dataDir, 'catalog'))).toBe(true);
      // the demo owner was made on this first run, and signs in with the password the launcher made
      expect(system.demoOwner).toMatchObject({ email: 'owner@example.com', created: true });
      await expect(demoOwnerSignsIn(system)).resolves.toEqual(expect.objectContaining({ roles: [1] }));
    } finally {
      await system.stop();
    }
    await expectAllGone(system);
  },
  WHOLE_SYSTEM_TEST_MS,
);

/** Signs the demo owner in at the accounts service, as the gateway would, and resolves with the account. */
async function demoOwnerSignsIn(system) {
  const client = createClient(accountsV1.AccountsServiceClient, `127.0.0.1:${system.ports.accounts}`, {
    deadlineMs: 10_000,
    contract: accountsV1.AccountsServiceDefinition,
    auth: { secret: launcherSecrets(dataDir, process.env).SERVICE_AUTH_SECRET, caller: 'gateway' },
  });
  try {
    const { email, password } = system.demoOwner;
    const kind = accountsV1.AccountKind.ACCOUNT_KIND_OWNER;
    const answer = await client.call.signIn({ kind, email, password, clientAddress: '', replacesSessionToken: '' });
    return answer.account;
  } finally {
    client.close();
  }
}

/** Resolves true when `check` does within `ms`, polling. */
async function becomes(check, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const pidOf = (system, name) => system.processes.find((p) => p.name === name).pid;

/** The catalog answers through the gateway: a stock query that never is cached (404 for no such product). */
const catalogAnswers = async (system) =>
  (await httpStatus(`${system.url}/api/commerce/inventory/stock?itemId=no-such-product`)) === 404;

/**
 * Restarts of parts of one running system, in turn on the same system: a whole system on PGlite
 * takes half a minute to start, so they share one.
 */
describe('a running system restarted in parts', () => {
  let system;
  let systemDir;
  const lines = [];
  let gaveUp;

  beforeAll(async () => {
    if (reason) return;
    systemDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-system-'));
    system = await startSystem({ ...wholeSystem(systemDir), logLevel: 'warn', write: (line) => lines.push(line) });
    void system.unexpectedExit.then((exit) => (gaveUp = exit));
  }, WHOLE_SYSTEM_START_MS);

  afterAll(async () => {
    try {
      if (system) {
        await system.stop();
        await expectAllGone(system);
      }
    } finally {
      if (systemDir) fs.rmSync(systemDir, { recursive: true, force: true });
    }
  }, WHOLE_SYSTEM_START_MS);

  realTest(
    'a service or redis killed outright is restarted on its port and answers again; the shop keeps running',
    async () => {
      expect(await catalogAnswers(system)).toBe(true);
      const catalog = pidOf(system, 'catalog');
      process.kill(catalog, 'SIGKILL');
      expect(await becomes(async () => pidOf(system, 'catalog') !== catalog && (await catalogAnswers(system)))).toBe(
        true,
      );
      expect(lines).toContainEqual(
        expect.stringMatching(/\[catalog\] +exited with signal SIGKILL; restarting it in 0\.5 s \(attempt 1\)$/),
      );

      const redis = pidOf(system, 'redis');
      const redisPort = Number(new URL(system.redisUrl).port);
      process.kill(redis, 'SIGKILL');
      expect(await becomes(async () => pidOf(system, 'redis') !== redis && (await redisAnswersPing(redisPort)))).toBe(
        true,
      );
      expect(lines).toContainEqual(expect.stringMatching(/\[redis\] +exited with signal SIGKILL; restarting it/));
      expect(await httpStatus(`${system.url}/shop`)).toBe(200);
      expect(gaveUp).toBeUndefined();
    },
    WHOLE_SYSTEM_TEST_MS,
  );

  realTest(
    'a page opened before the gateway restarts can still send its form: the crumb key outlives the gateway',
    async () => {
      const page = await fetch(`${system.url}/shop`);
      const crumb = /(?:^|,\s*)crumb=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
      expect(crumb).toBeDefined();

      await system.restart('gateway');
      const response = await fetch(`${system.url}/api/events/RecordJavascriptErrors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
        body: JSON.stringify([
          { event: 'remote-load-failed', data: { message: 'remote failed to load' }, timestamp: Date.now() },
        ]),
      });
      // the crumb passed: the report was taken for the performance service (202), not refused (403)
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 202,
        body: { accepted: 1, rejected: 0 },
      });
      expect(fs.statSync(path.join(systemDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(gaveUp).toBeUndefined();
    },
    WHOLE_SYSTEM_TEST_MS,
  );
});

/** A process that says which mail settings it got (in <dataDir>/mail.json), then listens on GRPC_PORT. */
function fakeMailer(dir) {
  const entry = path.join(dir, 'mailer.js');
  fs.writeFileSync(
    entry,
    `require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'mail.json'))}, JSON.stringify({ smtp: process.env.SMTP_URL, publicUrl: process.env.NOTIFICATIONS_PUBLIC_URL }));
require('node:net').createServer().listen(Number(process.env.GRPC_PORT), '127.0.0.1');\n`,
  );
  return {
    name: 'mailer',
    entry,
    listen: { variable: 'GRPC_PORT', override: 'MAILER_PORT', default: 1 },
    sendsMail: true,
    health: 'tcp',
  };
}

/** The first line an SMTP server sends on connect. */
function smtpGreeting(smtpUrl) {
  const { hostname, port } = new URL(smtpUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('data', (chunk) => {
      socket.end('QUIT\r\n');
      resolve(chunk.toString('utf8'));
    });
    socket.once('error', reject);
  });
}

test('a process that sends mail gets a MailDev of its own on free ports, its inbox URL exposed, gone after stop', async () => {
  const system = await startSystem({ services: [fakeMailer(dataDir)], grpcPorts: 'free', dataDir, quiet: true });
  try {
    expect(system.processes.map((p) => p.name)).toEqual(['redis', 'maildev', 'mailer']);
    expect(system.mailInboxUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(system.mailInboxUrl).not.toBe('http://localhost:1080');
    const inbox = await fetch(`${system.mailInboxUrl}/email`);
    expect(inbox.status).toBe(200);
    expect(await inbox.json()).toEqual([]);
    const given = JSON.parse(fs.readFileSync(path.join(dataDir, 'mail.json'), 'utf8'));
    expect(given.publicUrl).toBe(system.url);
    expect(given.smtp).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(await smtpGreeting(given.smtp)).toMatch(/^220 /);
  } finally {
    await system.stop();
  }
  await expectAllGone(system);
}, 60_000);

test('with SMTP_URL set no MailDev starts and the process gets that server', async () => {
  const system = await startSystem({
    services: [fakeMailer(dataDir)],
    grpcPorts: 'free',
    dataDir,
    quiet: true,
    env: { SMTP_URL: 'smtp://mail.example.org:587' },
  });
  try {
    expect(system.processes.map((p) => p.name)).toEqual(['redis', 'mailer']);
    expect(system.mailInboxUrl).toBeUndefined();
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'mail.json'), 'utf8')).smtp).toBe(
      'smtp://mail.example.org:587',
    );
  } finally {
    await system.stop();
  }
}, 60_000);

realTest(
  'a service that crashes at once every time fails the start after five crashes, saying so',
  async () => {
    const entry = path.join(dataDir, 'crashes-at-once.js');
    fs.writeFileSync(entry, "console.error('cannot start'); process.exit(3);\n");
    const crasher = {
      name: 'crasher',
      entry,
      listen: { variable: 'PORT', override: 'CRASHER_PORT', default: 1 },
      health: 'tcp',
    };
    const lines = [];
    const started = startSystem({ services: [crasher], grpcPorts: 'free', dataDir, write: (line) => lines.push(line) });
    await expect(started).rejects.toThrow(/^crasher on port \d+: crashed 5 times within 120 s$/);
    const notices = lines.filter((line) => /^\[crasher\] +(exited|crashed)/.test(line));
    expect(notices.map((line) => line.replace(/^\[crasher\] +/, ''))).toEqual([
      'exited with exit code 3; restarting it in 0.5 s (attempt 1)',
      'exited with exit code 3; restarting it in 1 s (attempt 2)',
      'exited with exit code 3; restarting it in 2 s (attempt 3)',
      'exited with exit code 3; restarting it in 4 s (attempt 4)',
      'crashed 5 times within 120 s (last: exit code 3); giving up',
    ]);
  },
  60_000,
);

realTest('refuses replicas of services that would each keep their own PGlite data', async () => {
  await expect(startSystem({ replicas: 2, grpcPorts: 'free', port: 'free', dataDir, quiet: true })).rejects.toThrow(
    /2 replicas of catalog, cart, forms, accounts, notifications, performance, census need a shared PostgreSQL: set DATABASE_URL/,
  );
});

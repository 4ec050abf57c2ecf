import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { createThrowawayDatabase } from '@storefront/service-kit/testing';

const ROOT = path.resolve(__dirname, '..', '..', '..');

interface RunningSystem {
  url: string;
  mailInboxUrl?: string;
  demoOwner?: DemoOwner;
  stop(): Promise<void>;
  restart(name: string): Promise<void>;
}

/** The admin the accounts service makes on a fresh system (tools/dev/demo-owner.js). */
export interface DemoOwner {
  email: string;
  password: string;
}

export interface Shop {
  url: string;
  demoOwner: DemoOwner | undefined;
  /** The MailDev web inbox every e-mail of the shop lands in (read with support/mail-inbox). */
  mailInboxUrl: string | undefined;
  /** Every output line of every process so far (tagged as `npm start` shows them), for tests that read the logs. */
  logs: readonly string[];
  stop(): Promise<void>;
}

export interface ShopOptions {
  /**
   * 'info' for tests that read what the system logs (what must never be logged); by default only
   * warnings, unless E2E_LOGS is set.
   */
  logLevel?: 'info' | 'warn';
  /** Variables added to every process's environment (e.g. a shorter schedule a test waits for). */
  env?: Record<string, string>;
}

// The launcher is plain JavaScript (it runs before anything is installed); its types are these.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSystem } = require('../../../tools/dev/system.js') as {
  startSystem(options: Record<string, unknown>): Promise<RunningSystem>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startScaleOutSystem, DEFAULT_DATABASE_SERVER } = require('../../scale-out/scale-out-system.js') as {
  startScaleOutSystem(
    options: Record<string, unknown>,
  ): Promise<{ url: string; system: RunningSystem; stop(): Promise<void> }>;
  DEFAULT_DATABASE_SERVER: string;
};

/**
 * With E2E_SCALE_OUT=1, two of every service and gateway behind nginx (tests/scale-out); otherwise the
 * system as npm start runs it. Either way on a fresh database of the PostgreSQL server DATABASE_URL
 * names, dropped when the system stops: every run begins with the demo store as the code seeds it
 * today, and a start takes a third of what nine processes each opening PGlite take.
 */
async function startAnySystem(options: Record<string, unknown>, databaseServer: string): Promise<RunningSystem> {
  if (process.env.E2E_SCALE_OUT) {
    const scaledOut = await startScaleOutSystem({ databaseServer, launcher: options });
    const { system } = scaledOut;
    return {
      url: scaledOut.url,
      mailInboxUrl: system.mailInboxUrl,
      demoOwner: system.demoOwner,
      stop: () => scaledOut.stop(),
      // every replica in turn
      restart: (name) => system.restart(name),
    };
  }
  const database = await createThrowawayDatabase(databaseServer, 'e2e');
  try {
    const env = { ...(options.env as Record<string, string> | undefined), DATABASE_URL: database.url };
    const system = await startSystem({ ...options, env });
    return {
      url: system.url,
      mailInboxUrl: system.mailInboxUrl,
      demoOwner: system.demoOwner,
      async stop() {
        await system.stop();
        await database.drop();
      },
      restart: (name) => system.restart(name),
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** What a test needs built before it can start the system; checked so a missing build says so plainly. */
const BUILT = [
  'services/catalog/dist/main.js',
  'services/cart/dist/main.js',
  'services/forms/dist/main.js',
  'services/accounts/dist/main.js',
  'services/notifications/dist/main.js',
  'services/performance/dist/main.js',
  'services/census/dist/main.js',
  'services/gateway/dist/main.js',
  'frontends/shell/dist/shell-assets.json',
  'frontends/product/dist/remote-assets.json',
  'frontends/cart/dist/remote-assets.json',
  'frontends/forms/dist/remote-assets.json',
  'frontends/owner/dist/remote-assets.json',
];

export function missingBuild(): string[] {
  return BUILT.filter((file) => !existsSync(path.join(ROOT, file)));
}

/**
 * A system's start is nine processes migrating and seeding at once; two suites starting beside each
 * other on a two-core machine slow each other down past the launcher's deadline. So suites take
 * turns to start (a lock shared by every jest worker of the machine; a holder that
 * died is seen as stale), and then run side by side.
 */
const START_LOCK = path.join(tmpdir(), 'storefront-e2e-start');
const START_TURN = {
  realpath: false,
  stale: 20_000,
  retries: { retries: 2_400, factor: 1, minTimeout: 250, maxTimeout: 250 },
};

async function inTurn<T>(start: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(START_LOCK, START_TURN);
  try {
    return await start();
  } finally {
    await release();
  }
}

/** Minutes a suite may wait for its turn and then start: what describeInChromium's beforeAll allows. */
export const START_BUDGET_MS = 15 * 60_000;

/**
 * The whole system as `npm start` runs it (same launcher), on free ports with a throwaway data
 * directory and database and its own redis-server. Its output is kept (`logs`) and shown only with E2E_LOGS=1.
 * With E2E_SCALE_OUT=1, the scale-out system instead (startAnySystem), still one per call.
 */
export async function startShop({ logLevel = 'warn', env }: ShopOptions = {}): Promise<Shop> {
  const databaseServer = process.env.DATABASE_URL || DEFAULT_DATABASE_SERVER;
  // Only the throwaway database of startAnySystem, never what the environment names for other tests.
  for (const name of Object.keys(process.env)) if (/(^|_)DATABASE_URL$/.test(name)) delete process.env[name];
  // Like npm start: mail goes to the system's own MailDev inbox, whose messages the tests read.
  for (const name of ['SMTP_URL', 'NOTIFICATIONS_PUBLIC_URL', 'FORMS_NOTIFY_EMAIL']) delete process.env[name];
  // E2E_LOGS=1 shows every process's output at info level (access log included), to see what a failing test asked for
  const show = Boolean(process.env.E2E_LOGS);
  const logs: string[] = [];
  let system: RunningSystem | undefined;
  let dataDir = '';
  // A free port is found, let go and then taken by the process; a suite starting beside this one
  // can take it in between. That start is tried again on new ports, at most twice more.
  for (let attempt = 1; !system; attempt++) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
    logs.length = 0;
    try {
      system = await inTurn(() =>
        startAnySystem(
          {
            port: 'free',
            grpcPorts: 'free',
            dataDir,
            // Never the machine's Redis: suites run side by side, and two systems on one Redis would work
            // each other's queues and spend each other's rate-limit budgets.
            redisUrl: undefined,
            write: (line: string) => {
              logs.push(line);
              if (show) process.stdout.write(`${line}\n`);
            },
            logLevel: show ? 'info' : logLevel,
            // Suites run two at a time beside their Chromiums: a service may answer later than the
            // production 1.5 s the gateway waits, and a page would be a 503 nobody asked to test.
            env: { UPSTREAM_DEADLINE_MS: '5000', ...env },
            // a machine shared with other heavy work (a suite's Chromium beside the start) may need longer
            // than the launcher's minute to seed and start
            startTimeoutMs: Number(process.env.E2E_START_TIMEOUT_MS) || 180_000,
          },
          databaseServer,
        ),
      );
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (attempt < 3 && logs.some((line) => line.includes('EADDRINUSE'))) continue;
      if (error instanceof Error && !show) error.message += `\nLast output:\n${logs.slice(-40).join('\n')}`;
      throw error;
    }
  }
  const running = system;
  return {
    url: running.url.replace('localhost', '127.0.0.1'),
    demoOwner: running.demoOwner,
    // MailDev listens on loopback IPv4 only, like the shop
    mailInboxUrl: running.mailInboxUrl?.replace('localhost', '127.0.0.1'),
    logs,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

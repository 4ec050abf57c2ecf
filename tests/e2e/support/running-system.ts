import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

interface RunningSystem {
  url: string;
  stop(): Promise<void>;
  restart(name: string): Promise<void>;
}

// The launcher is plain JavaScript (it runs before anything is installed); its types are these.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSystem } = require('../../../tools/dev/system.js') as {
  startSystem(options: Record<string, unknown>): Promise<RunningSystem>;
};

/** What a test needs built before it can start the system; checked so a missing build says so plainly. */
const BUILT = [
  'services/catalog/dist/main.js',
  'services/cart/dist/main.js',
  'services/forms/dist/main.js',
  'services/gateway/dist/main.js',
  'frontends/shell/dist/shell-assets.json',
  'frontends/product/dist/mf-manifest.json',
  'frontends/cart/dist/mf-manifest.json',
  'frontends/forms/dist/mf-manifest.json',
];

export function missingBuild(): string[] {
  return BUILT.filter((file) => !existsSync(path.join(ROOT, file)));
}

/**
 * The whole system as `npm start` runs it (same launcher), on free ports with a throwaway data
 * directory, using the machine's Redis when REDIS_URL is set.
 */
export async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  // Like npm start: each service on PGlite in the throwaway folder, so every run begins with the
  // demo store as the code seeds it today, whatever a shared PostgreSQL holds from earlier runs.
  for (const name of Object.keys(process.env)) if (/(^|_)DATABASE_URL$/.test(name)) delete process.env[name];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const system = await startSystem({
    port: 'free',
    grpcPorts: 'free',
    dataDir,
    redisUrl: process.env.REDIS_URL,
    // E2E_LOGS=1 shows every process's output at info level (access log included), to see what a failing test asked for
    quiet: !process.env.E2E_LOGS,
    logLevel: process.env.E2E_LOGS ? 'info' : 'warn',
  });
  return {
    url: system.url.replace('localhost', '127.0.0.1'),
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

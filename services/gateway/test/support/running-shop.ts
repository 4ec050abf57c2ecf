import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, type RunningService, startService } from '@storefront/service-kit';
import { onSupportingDatabase, TEST_SERVICE_AUTH_SECRET, testServiceEnv } from '@storefront/service-kit/testing';
import { cart as cartDefinition } from '../../../cart/src/service';
import { loadCartConfig } from '../../../cart/src/config';
import { catalog as catalogDefinition } from '../../../catalog/src/service';
import { loadCatalogConfig } from '../../../catalog/src/config';
import { loadFormsConfig } from '../../../forms/src/config';
import { forms as formsDefinition } from '../../../forms/src/service';
import { loadGatewayConfig } from '../../src/config';
import { startGateway, type RunningGateway } from '../../src/gateway-server';

/** How each service of a test shop is configured: `port` (0: any free one), its database, quiet. */
const supportingServiceEnv = (port: number, database: Record<string, string>, env: Record<string, string> = {}) => ({
  ...testServiceEnv,
  GRPC_PORT: String(port),
  LOG_LEVEL: 'silent',
  ...database,
  ...env,
});

const silentLogger = (service: string) => createLogger({ service, level: 'silent' });

/** Starts a real catalog (the demo store asked for) on `port` (0: any free one). */
export async function startTestCatalog(port = 0): Promise<RunningService> {
  return onSupportingDatabase('gateway_catalog', (database) =>
    startService(
      catalogDefinition,
      loadCatalogConfig(supportingServiceEnv(port, database, { SEED_ON_START: 'true' })),
      silentLogger('catalog'),
    ),
  );
}

/** Starts a real cart service on `port` (0: any free one), reading stock from the catalog. */
export async function startTestCart(catalogAddress: string, port = 0): Promise<RunningService> {
  return onSupportingDatabase('gateway_cart', (database) =>
    startService(
      cartDefinition,
      loadCartConfig(supportingServiceEnv(port, database, { CATALOG_ADDR: catalogAddress })),
      silentLogger('cart'),
    ),
  );
}

/** Starts a real forms service (the demo forms asked for, test captcha) on `port` (0: any free one). */
export async function startTestForms(port = 0): Promise<RunningService> {
  // the pages' test widget and the tests send the public test token, which only the test verifier takes
  return onSupportingDatabase('gateway_forms', (database) => {
    const env = supportingServiceEnv(port, database, { CAPTCHA_TEST_VERIFIER: 'true', FORMS_SEED: 'true' });
    return startService(formsDefinition, loadFormsConfig(env), silentLogger('forms'));
  });
}

/** Catalog, cart, forms and gateway in this process, wired as in production; stopped in reverse order. */
export interface RunningShop {
  catalog: RunningService;
  cart: RunningService | undefined;
  /** Tests may stop it (and start another on `formsPort`) to see the shop without it. */
  forms: RunningService | undefined;
  gateway: RunningGateway;
  logs: LogLine[];
  cartPort: number;
  formsPort: number;
  stop(): Promise<void>;
}

export async function startTestShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const catalog = await startTestCatalog();
  const catalogAddress = `127.0.0.1:${catalog.grpc.port}`;
  const cart = await startTestCart(catalogAddress);
  const cartPort = cart.grpc.port;
  const forms = await startTestForms();
  const formsPort = forms.grpc.port;
  const { gateway, logs } = await startTestGateway(catalogAddress, {
    CART_ADDR: `127.0.0.1:${cartPort}`,
    FORMS_ADDR: `127.0.0.1:${formsPort}`,
    ...env,
  });
  const shop: RunningShop = {
    catalog,
    cart,
    forms,
    gateway,
    logs,
    cartPort,
    formsPort,
    async stop() {
      await gateway.stop();
      await shop.forms?.stop();
      await shop.cart?.stop();
      await catalog.stop();
    },
  };
  return shop;
}

/** Another gateway over a running shop's services, with `env` over the test settings (tighter limits, no Redis…). */
export function startGatewayOver(shop: RunningShop, env: Record<string, string> = {}) {
  return startTestGateway(`127.0.0.1:${shop.catalog.grpc.port}`, {
    CART_ADDR: `127.0.0.1:${shop.cartPort}`,
    FORMS_ADDR: `127.0.0.1:${shop.formsPort}`,
    ...env,
  });
}

/** A frontends folder with a built-looking shell and one remote, to check serving rules without a build. */
export function fakeFrontends(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
  const shell = path.join(dir, 'shell', 'dist');
  const product = path.join(dir, 'product', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(product, { recursive: true });
  writeFileSync(path.join(shell, 'shell.1a2b3c4d.js'), 'console.log("shell")');
  writeFileSync(
    path.join(shell, 'shell-assets.json'),
    JSON.stringify({ scripts: ['/frontends/shell/shell.1a2b3c4d.js'] }),
  );
  writeFileSync(
    path.join(product, 'remote-assets.json'),
    JSON.stringify({ scripts: ['/frontends/product/mount.9f8e7d6c.js'] }),
  );
  writeFileSync(path.join(product, 'mount.9f8e7d6c.js'), 'export {}');
  return dir;
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The gateway on a free port against `catalogAddress`, its log lines kept for assertions. */
export async function startTestGateway(
  catalogAddress: string,
  env: Record<string, string> = {},
): Promise<{ gateway: RunningGateway; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const config = loadGatewayConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET,
    CATALOG_ADDR: catalogAddress,
    // Where no service listens: a test that needs the accounts service starts one (support/accounts-shop).
    ACCOUNTS_ADDR: '127.0.0.1:1',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Generous, as CI runs these suites two at a time beside built services and Chromium: a slow
    // read under that load is not what these tests are about. Suites about deadlines set their own.
    UPSTREAM_DEADLINE_MS: '5000',
    // Visitors send their own address in X-Forwarded-For (support/visitor), as behind a proxy.
    TRUST_PROXY_HOPS: '1',
    CATALOG_CACHE_MS: '0',
    SEARCH_CACHE_MS: '0',
    ...env,
  });
  const gateway = await startGateway(config, createLogger({ service: 'gateway', level: 'info', destination }));
  return { gateway, logs };
}

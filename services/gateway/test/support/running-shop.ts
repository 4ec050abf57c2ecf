import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@storefront/service-kit';
import { startCatalog, type RunningCatalog } from '../../../catalog/src/catalog-server';
import { loadCatalogConfig } from '../../../catalog/src/config';
import { loadGatewayConfig } from '../../src/config';
import { startGateway, type RunningGateway } from '../../src/gateway-server';

export const VM_MODULES_FLAG = '--experimental-vm-modules';
/** PGlite (the catalog's embedded database) loads only when node runs with this flag. */
export const pgliteRuns = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].includes(
  VM_MODULES_FLAG,
);

/** Starts a real catalog (PGlite in memory, seeded) on `port` (0: any free one). */
export async function startTestCatalog(port = 0): Promise<RunningCatalog> {
  const config = loadCatalogConfig({ GRPC_PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
  return startCatalog(config, createLogger({ service: 'catalog', level: 'silent' }), { host: '127.0.0.1' });
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
  writeFileSync(path.join(product, 'remoteEntry.js'), 'var product;');
  writeFileSync(path.join(product, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(product, '__federation_expose_mount.9f8e7d6c.js'), 'export {}');
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
    CATALOG_ADDR: catalogAddress,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    UPSTREAM_DEADLINE_MS: '1000',
    CATALOG_CACHE_MS: '0',
    ...env,
  });
  const gateway = await startGateway(config, createLogger({ service: 'gateway', level: 'info', destination }));
  return { gateway, logs };
}

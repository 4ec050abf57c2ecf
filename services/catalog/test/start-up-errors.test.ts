import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { TEST_SERVICE_AUTH_SECRET } from '@storefront/service-kit/testing';

jest.setTimeout(30_000);

/** The built entry, as the launcher and the container run it. */
const entry = path.join(__dirname, '..', 'dist', 'main.js');

/** Runs the catalog with `env` until it exits; its exit code and what it wrote to stderr. */
function runCatalog(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], {
      env: { PATH: process.env.PATH, SERVICE_AUTH_SECRET: TEST_SERVICE_AUTH_SECRET, DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

const describeBuilt = existsSync(entry) ? describe : describe.skip;
if (!existsSync(entry)) it.skip('catalog start-up errors (skipped: run npm run build first)', () => undefined);

describeBuilt('catalog start-up errors', () => {
  it('names the service and the variable when the database does not answer, and hides the password', async () => {
    const { code, stderr } = await runCatalog({ CATALOG_DATABASE_URL: 'postgres://shop:s3cret@127.0.0.1:1/catalog' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'catalog: cannot connect to the database at CATALOG_DATABASE_URL (127.0.0.1:1): connection refused',
    );
  });

  it('names a bad port and a missing secret in one line, without a stack', async () => {
    const { code, stderr } = await runCatalog({ GRPC_PORT: '99999', SERVICE_AUTH_SECRET: '' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^catalog: Invalid environment: .*GRPC_PORT: .*got '99999'/);
    expect(stderr).toContain('SERVICE_AUTH_SECRET: required, not set');
  });

  it('names the address when the port is taken', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const { code, stderr } = await runCatalog({ GRPC_HOST: '127.0.0.1', GRPC_PORT: String(port) });
      expect(code).toBe(1);
      // grpc-js logs its own line first; ours is the last, and no stack follows
      expect(stderr.split('\n').at(-1)).toBe(
        `catalog: cannot listen for gRPC on 127.0.0.1:${port} (GRPC_HOST, GRPC_PORT): address in use`,
      );
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
  });
});

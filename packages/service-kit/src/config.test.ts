import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { commonConfig, resolveDatabaseUrl } from './common-config';

describe('loadConfig', () => {
  const schema = z.object({ PORT: z.coerce.number().int(), NAME: z.string(), MODE: z.enum(['a', 'b']).default('a') });

  it('parses and coerces a valid environment', () => {
    expect(loadConfig(schema, { PORT: '8080', NAME: 'shop' })).toEqual({ PORT: 8080, NAME: 'shop', MODE: 'a' });
  });

  it('names each bad variable and why', () => {
    let error: unknown;
    try {
      loadConfig(schema, { PORT: 'abc', MODE: 'c' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).toContain("PORT: expected a number, got 'abc'");
    expect(message).toContain('NAME: required, not set');
    expect(message).toMatch(/MODE: .*got 'c'/);
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('treats empty variables as unset so defaults apply', () => {
    expect(loadConfig(schema, { PORT: '1', NAME: 'x', MODE: '' }).MODE).toBe('a');
  });

  it('reads <NAME>_FILE as the value of NAME, refusing both at once and a file it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-file-'));
    try {
      const withSecret = z.object({ SERVICE_AUTH_SECRET: z.string().min(32), NAME: z.string() });
      const secretFile = path.join(dir, 'service-auth-secret');
      // as a Kubernetes Secret mounted from `echo ... > file` holds it, with a newline at the end
      writeFileSync(secretFile, `${'s'.repeat(40)}\n`);
      expect(loadConfig(withSecret, { SERVICE_AUTH_SECRET_FILE: secretFile, NAME: 'x' }).SERVICE_AUTH_SECRET).toBe(
        's'.repeat(40),
      );
      expect(() =>
        loadConfig(withSecret, {
          SERVICE_AUTH_SECRET: 's'.repeat(40),
          SERVICE_AUTH_SECRET_FILE: secretFile,
          NAME: 'x',
        }),
      ).toThrow('SERVICE_AUTH_SECRET: set either SERVICE_AUTH_SECRET or SERVICE_AUTH_SECRET_FILE, not both');
      expect(() => loadConfig(withSecret, { SERVICE_AUTH_SECRET_FILE: path.join(dir, 'missing'), NAME: 'x' })).toThrow(
        `SERVICE_AUTH_SECRET_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`,
      );
      // a value from a file is checked like any other, and never repeated
      writeFileSync(secretFile, 'too-short');
      expect(() => loadConfig(withSecret, { SERVICE_AUTH_SECRET_FILE: secretFile, NAME: 'x' })).toThrow(
        /SERVICE_AUTH_SECRET: .*hidden/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never repeats the value of a variable that may hold a secret', () => {
    const withUrl = z.object({ DATABASE_URL: z.url() });
    expect(() => loadConfig(withUrl, { DATABASE_URL: 'postgres//user:hunter2@x' })).toThrow(/DATABASE_URL: .*hidden/);
    expect(() => loadConfig(withUrl, { DATABASE_URL: 'postgres//user:hunter2@x' })).not.toThrow(/hunter2/);
  });
});

describe('commonConfig', () => {
  const schema = z.object(commonConfig('cart', { grpcPort: 50052 }));
  const secret = 'a-secret-of-at-least-32-characters-000';

  it('fills the shared defaults', () => {
    expect(loadConfig(schema, { SERVICE_AUTH_SECRET: secret })).toEqual({
      SERVICE_NAME: 'cart',
      LOG_LEVEL: 'info',
      GRPC_PORT: 50052,
      GRPC_HOST: '0.0.0.0',
      SERVICE_AUTH_SECRET: secret,
      DATA_DIR: '.data/cart',
      DATABASE_POOL_SIZE: 10,
      MIGRATE_ON_START: true,
      REDIS_URL: 'redis://127.0.0.1:6379',
      READINESS_INTERVAL_MS: 5000,
    });
  });

  it('turns migrating at start off only when told exactly so', () => {
    expect(loadConfig(schema, { SERVICE_AUTH_SECRET: secret, MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(() => loadConfig(schema, { SERVICE_AUTH_SECRET: secret, MIGRATE_ON_START: 'no' })).toThrow(
      /MIGRATE_ON_START: .*got 'no'/,
    );
  });

  it('takes a pool size of 1 to 500 connections, and nothing else', () => {
    expect(loadConfig(schema, { SERVICE_AUTH_SECRET: secret, DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ['0', '501', '2.5', 'many'])
      expect(() => loadConfig(schema, { SERVICE_AUTH_SECRET: secret, DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
  });

  it('requires a service auth secret of at least 32 characters, and never repeats it', () => {
    expect(() => loadConfig(schema, {})).toThrow('SERVICE_AUTH_SECRET: required, not set');
    const short = () => loadConfig(schema, { SERVICE_AUTH_SECRET: 'hunter2' });
    expect(short).toThrow(/SERVICE_AUTH_SECRET: must be at least 32 characters/);
    expect(short).not.toThrow(/hunter2/);
  });

  it('prefers <SERVICE>_DATABASE_URL over DATABASE_URL', () => {
    const shared = loadConfig(schema, { SERVICE_AUTH_SECRET: secret, DATABASE_URL: 'postgres://h/shared' });
    expect(resolveDatabaseUrl('cart', shared)).toBe('postgres://h/shared');
    const own = loadConfig(schema, {
      SERVICE_AUTH_SECRET: secret,
      DATABASE_URL: 'postgres://h/shared',
      CART_DATABASE_URL: 'postgres://h/cart',
    });
    expect(resolveDatabaseUrl('cart', own)).toBe('postgres://h/cart');
    expect(resolveDatabaseUrl('cart', loadConfig(schema, { SERVICE_AUTH_SECRET: secret }))).toBeUndefined();
  });

  it('rejects a port out of range and an unknown log level', () => {
    const bad = () => loadConfig(schema, { GRPC_PORT: '70000', LOG_LEVEL: 'loud' });
    expect(bad).toThrow(/GRPC_PORT: .*got '70000'/);
    expect(bad).toThrow(/LOG_LEVEL: .*got 'loud'/);
  });
});

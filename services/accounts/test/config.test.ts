import { ConfigError } from '@storefront/service-kit';
import { withTestSecret } from '@storefront/service-kit/testing';
import { loadAccountsConfig } from '../src/config';

const load = withTestSecret(loadAccountsConfig);

describe('accounts configuration', () => {
  it('has working defaults for a laptop, with the session lifetimes of the README', () => {
    expect(load({})).toMatchObject({
      SERVICE_NAME: 'accounts',
      GRPC_PORT: 50057,
      DATA_DIR: '.data/accounts',
      ACCOUNTS_CLEANUP_EVERY_SECONDS: 600,
      OWNER_SESSION_IDLE_HOURS: 12,
      OWNER_SESSION_MAX_DAYS: 7,
      CUSTOMER_SESSION_DAYS: 30,
    });
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({}).ACCOUNTS_DEMO_OWNER_EMAIL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    expect(load({ ACCOUNTS_DATABASE_URL: 'postgres://db/accounts' }).ACCOUNTS_DATABASE_URL).toBe(
      'postgres://db/accounts',
    );
  });

  it('takes the demo owner as a pair, its e-mail as accounts store it', () => {
    const config = load({
      ACCOUNTS_DEMO_OWNER_EMAIL: ' Owner@Example.com',
      ACCOUNTS_DEMO_OWNER_PASSWORD: 'p'.repeat(8),
    });
    expect(config).toMatchObject({
      ACCOUNTS_DEMO_OWNER_EMAIL: 'owner@example.com',
      ACCOUNTS_DEMO_OWNER_PASSWORD: 'pppppppp',
    });
    expect(() => load({ ACCOUNTS_DEMO_OWNER_EMAIL: 'owner@example.com' })).toThrow(
      'ACCOUNTS_DEMO_OWNER_PASSWORD: required, not set',
    );
    expect(() => load({ ACCOUNTS_DEMO_OWNER_PASSWORD: 'p'.repeat(8) })).toThrow(
      'ACCOUNTS_DEMO_OWNER_EMAIL: required, not set',
    );
  });

  it('refuses malformed values, never repeating a password', () => {
    expect(() => load({ OWNER_SESSION_IDLE_HOURS: 'half a day' })).toThrow(ConfigError);
    expect(() => load({ CUSTOMER_SESSION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => load({ ACCOUNTS_DEMO_OWNER_EMAIL: 'owner', ACCOUNTS_DEMO_OWNER_PASSWORD: 'p'.repeat(8) })).toThrow(
      ConfigError,
    );
    let refused: unknown;
    try {
      load({ ACCOUNTS_DEMO_OWNER_EMAIL: 'owner@example.com', ACCOUNTS_DEMO_OWNER_PASSWORD: 'short' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(/^Invalid environment: ACCOUNTS_DEMO_OWNER_PASSWORD: /);
    expect((refused as Error).message).not.toContain('short');
  });
});

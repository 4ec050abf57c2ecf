import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { ConfigError } from '@storefront/service-kit';
import { loadCartConfig } from '../src/config';

const load = withTestSecret(loadCartConfig);

describe('cart configuration', () => {
  itLoadsServiceConfig('cart', loadCartConfig, {
    grpcPort: 50052,
    defaults: {
      CATALOG_ADDR: '127.0.0.1:50051',
      CATALOG_DEADLINE_MS: 1000,
      CART_MAX_AGE_SECONDS: 30 * 24 * 60 * 60,
      CART_CLEANUP_EVERY_SECONDS: 3600,
      SEED_ON_START: false,
      NOTIFICATIONS_ADDR: '127.0.0.1:50054',
      NOTIFICATIONS_DEADLINE_MS: 5000,
    },
  });

  it('leaves REDIS_URL unset when absent, so the cleanup is not scheduled', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('writes the demo checkout settings only when asked, with the catalog flag spellings', () => {
    expect(load({ SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(load({ SEED_ON_START: '0' }).SEED_ON_START).toBe(false);
    expect(() => load({ SEED_ON_START: 'yes' })).toThrow(ConfigError);
  });

  it('refuses an abandoned-cart age under a minute and a malformed deadline', () => {
    expect(() => load({ CART_MAX_AGE_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => load({ CATALOG_DEADLINE_MS: 'soon' })).toThrow(ConfigError);
    expect(() => load({ NOTIFICATIONS_DEADLINE_MS: '0' })).toThrow(ConfigError);
  });

  it('pays through Stripe only with a secret key that looks like one; the test provider otherwise', () => {
    expect(load({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_123' }).STRIPE_SECRET_KEY).toBe('sk_test_123');
    expect(() => load({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(ConfigError);
    expect(load({}).ORDER_RECONCILE_AFTER_SECONDS).toBe(300);
  });
});

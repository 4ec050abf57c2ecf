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
    },
  });

  it('leaves REDIS_URL unset when absent, so the cleanup is not scheduled', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('refuses an abandoned-cart age under a minute and a malformed deadline', () => {
    expect(() => load({ CART_MAX_AGE_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => load({ CATALOG_DEADLINE_MS: 'soon' })).toThrow(ConfigError);
  });
});

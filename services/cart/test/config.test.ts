import { withTestSecret } from '@storefront/service-kit/testing';
import { ConfigError } from '@storefront/service-kit';
import { loadCartConfig } from '../src/config';

const load = withTestSecret(loadCartConfig);

describe('cart configuration', () => {
  it('has working defaults for a laptop', () => {
    expect(load({})).toMatchObject({
      SERVICE_NAME: 'cart',
      GRPC_PORT: 50052,
      DATA_DIR: '.data/cart',
      CATALOG_ADDR: '127.0.0.1:50051',
      CATALOG_DEADLINE_MS: 1000,
      CART_MAX_AGE_SECONDS: 30 * 24 * 60 * 60,
      CART_CLEANUP_EVERY_SECONDS: 3600,
    });
  });

  it('leaves REDIS_URL unset when absent, so the cleanup is not scheduled', () => {
    expect(load({}).REDIS_URL).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('reads its own database URL', () => {
    const config = load({ CART_DATABASE_URL: 'postgres://db/cart' });
    expect(config.CART_DATABASE_URL).toBe('postgres://db/cart');
  });

  it('refuses an abandoned-cart age under a minute and a malformed deadline', () => {
    expect(() => load({ CART_MAX_AGE_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => load({ CATALOG_DEADLINE_MS: 'soon' })).toThrow(ConfigError);
  });
});

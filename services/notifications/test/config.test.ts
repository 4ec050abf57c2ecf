import { ConfigError } from '@storefront/service-kit';
import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { loadNotificationsConfig } from '../src/config';
import { storeNameOf } from '../src/domain/store-name';

const load = withTestSecret(loadNotificationsConfig);

describe('notifications configuration', () => {
  itLoadsServiceConfig('notifications', loadNotificationsConfig, {
    grpcPort: 50054,
    defaults: {
      NOTIFICATIONS_ROLE: 'all',
      NOTIFICATIONS_QUEUE_PREFIX: 'storefront',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'Storefront <no-reply@storefront.localhost>',
      NOTIFICATIONS_PUBLIC_URL: 'http://localhost:8080',
      CATALOG_ADDR: '127.0.0.1:50051',
      FORMS_ADDR: '127.0.0.1:50053',
      NOTIFICATIONS_LEASE_SECONDS: 30,
    },
    unsetByDefault: ['REDIS_URL'],
  });

  it('refuses malformed values', () => {
    expect(() => load({ NOTIFICATIONS_ROLE: 'both' })).toThrow(ConfigError);
    expect(() => load({ SMTP_URL: 'mail server' })).toThrow(ConfigError);
    expect(() => load({ NOTIFICATIONS_BATCH_SIZE: '0' })).toThrow(ConfigError);
    expect(() => load({ NOTIFICATIONS_PUBLIC_URL: 'shop' })).toThrow(ConfigError);
  });

  it("signs mail with MAIL_FROM's display name, else its domain", () => {
    expect(storeNameOf('Storefront <no-reply@storefront.localhost>')).toBe('Storefront');
    expect(storeNameOf('"Linen & Clay" <hello@linen.example>')).toBe('Linen & Clay');
    expect(storeNameOf('no-reply@linen.example')).toBe('linen.example');
  });
});

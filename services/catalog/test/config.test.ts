import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { ConfigError, resolveDatabaseUrl } from '@storefront/service-kit';
import { loadCatalogConfig } from '../src/config';

const load = withTestSecret(loadCatalogConfig);

describe('catalog configuration', () => {
  itLoadsServiceConfig('catalog', loadCatalogConfig, {
    grpcPort: 50051,
    defaults: { SEED_ON_START: false },
    unsetByDefault: ['DATABASE_URL'],
  });

  it('reads the catalog variables', () => {
    const config = load({
      GRPC_PORT: '50151',
      DATA_DIR: '/tmp/catalog',
      SEED_ON_START: 'true',
      CATALOG_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/catalog',
    });
    expect(config).toMatchObject({ GRPC_PORT: 50151, DATA_DIR: '/tmp/catalog', SEED_ON_START: true });
    expect(config.CATALOG_DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/catalog');
    const both = load({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shared',
      CATALOG_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/catalog',
    });
    expect(resolveDatabaseUrl('catalog', both)).toBe('postgres://postgres@127.0.0.1:5432/catalog');
  });

  it('names every bad variable', () => {
    expect(() => load({ GRPC_PORT: 'abc', SEED_ON_START: 'yes' })).toThrow(ConfigError);
    expect(() => load({ GRPC_PORT: 'abc', SEED_ON_START: 'yes' })).toThrow(/GRPC_PORT.*SEED_ON_START/);
  });
});

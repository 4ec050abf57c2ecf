import { ConfigError } from '@storefront/service-kit';
import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { loadPerformanceConfig } from '../src/config';

const load = withTestSecret(loadPerformanceConfig);

describe('performance configuration', () => {
  itLoadsServiceConfig('performance', loadPerformanceConfig, {
    grpcPort: 50056,
    defaults: {
      REDIS_URL: 'redis://127.0.0.1:6379',
      PERFORMANCE_QUEUE_PREFIX: 'storefront',
      PERFORMANCE_INGEST_CONCURRENCY: 4,
      PERFORMANCE_RETENTION_DAYS: 90,
      PERFORMANCE_RETENTION_EVERY_SECONDS: 3600,
    },
  });

  it('reads its own values', () => {
    expect(
      load({
        PERFORMANCE_QUEUE_PREFIX: 'staging',
        PERFORMANCE_INGEST_CONCURRENCY: '16',
        PERFORMANCE_RETENTION_DAYS: '30',
        PERFORMANCE_RETENTION_EVERY_SECONDS: '60',
      }),
    ).toMatchObject({
      PERFORMANCE_QUEUE_PREFIX: 'staging',
      PERFORMANCE_INGEST_CONCURRENCY: 16,
      PERFORMANCE_RETENTION_DAYS: 30,
      PERFORMANCE_RETENTION_EVERY_SECONDS: 60,
    });
  });

  it('refuses malformed values', () => {
    expect(() => load({ PERFORMANCE_INGEST_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => load({ PERFORMANCE_INGEST_CONCURRENCY: 'many' })).toThrow(ConfigError);
    expect(() => load({ PERFORMANCE_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => load({ PERFORMANCE_RETENTION_EVERY_SECONDS: '-5' })).toThrow(ConfigError);
    expect(() => load({ REDIS_URL: 'redis' })).toThrow(ConfigError);
    expect(() => load({ GRPC_PORT: '70000' })).toThrow(ConfigError);
  });
});

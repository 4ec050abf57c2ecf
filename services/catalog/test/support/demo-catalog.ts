import { startQuietly, testServiceEnv } from '@storefront/service-kit/testing';
import type { RunningService } from '@storefront/service-kit';
import { loadCatalogConfig } from '../../src/config';
import { catalog as catalogDefinition } from '../../src/service';

/**
 * The demo store's catalog in this process, on PGlite in memory: what the tests of the services
 * that call the catalog (cart, notifications) run against.
 */
export function startDemoCatalogService(): Promise<RunningService> {
  return startQuietly(
    catalogDefinition,
    loadCatalogConfig({
      ...testServiceEnv,
      GRPC_PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'true',
    }),
  );
}

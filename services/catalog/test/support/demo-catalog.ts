import { onSupportingDatabase, startQuietly, testServiceEnv } from '@storefront/service-kit/testing';
import type { RunningService } from '@storefront/service-kit';
import { loadCatalogConfig } from '../../src/config';
import { catalog as catalogDefinition } from '../../src/service';

/**
 * The demo store's catalog in this process (`onSupportingDatabase`): what the tests of the
 * services that call the catalog (cart, notifications) run against.
 */
export function startDemoCatalogService(): Promise<RunningService> {
  return onSupportingDatabase('demo_catalog', (database) =>
    startQuietly(
      catalogDefinition,
      loadCatalogConfig({
        ...testServiceEnv,
        GRPC_PORT: '0',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'true',
        ...database,
      }),
    ),
  );
}

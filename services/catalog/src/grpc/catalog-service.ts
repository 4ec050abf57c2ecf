import { catalogV1 } from '@storefront/proto';
import type { ServiceRegistration } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import { collectionHandlers } from './collections';
import { itemHandlers } from './items';
import { merchandisingHandlers } from './merchandising';
import { productImageHandlers } from './product-images';
import { reservationHandlers } from './reservations';
import { searchHandlers } from './search';
import { settingsHandlers } from './settings';
import { stockHandlers } from './stock';

/** storefront.catalog.v1.CatalogService: every RPC of the contract, backed by one database. */
export function catalogService(db: Database): ServiceRegistration {
  const implementation: catalogV1.CatalogServiceServer = {
    ...collectionHandlers(db),
    ...itemHandlers(db),
    ...stockHandlers(db),
    ...settingsHandlers(db),
    ...reservationHandlers(db),
    ...merchandisingHandlers(db),
    ...productImageHandlers(db),
    ...searchHandlers(db),
  };
  return { definition: catalogV1.CatalogServiceService, implementation };
}

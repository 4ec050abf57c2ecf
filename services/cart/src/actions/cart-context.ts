import type { Logger } from '@storefront/service-kit';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { CartDatabase } from '../store/database';

/** What every cart action works with. */
export interface CartContext {
  db: CartDatabase;
  catalog: CatalogReader;
  logger: Logger;
}

import type { Logger } from '@storefront/service-kit';
import type { Database } from '@storefront/service-kit';
import type { CatalogReader } from '../catalog/catalog-reader';
import type { RecentCarts } from '../store/recent-carts';

/** What every cart action works with. */
export interface CartContext {
  db: Database;
  /** The carts this process last saw, so a change can skip reading them (see changeCart). */
  recentCarts: RecentCarts;
  catalog: CatalogReader;
  logger: Logger;
}

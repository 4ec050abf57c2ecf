import type { catalogV1 } from '@storefront/proto';
import type { CatalogDatabase } from '../store/database';
import { stockForItems } from '../store/stock';
import { catalogUnary } from './errors';
import { idListOf } from './from-proto';
import { itemStockToProto } from './to-proto';

export function stockHandlers(db: CatalogDatabase) {
  return {
    // Unknown ids are left out rather than failing the batch (the contract's rule for set reads).
    getStock: catalogUnary<catalogV1.GetStockRequest, catalogV1.GetStockResponse>(async (request) => ({
      items: (await stockForItems(db, idListOf(request.itemIds, 'item_ids'))).map(itemStockToProto),
    })),
  };
}

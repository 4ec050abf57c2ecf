import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { stockForItems } from '../store/stock';
import { idListOf } from './from-proto';
import { itemStockToProto } from './to-proto';

export function stockHandlers(db: Database) {
  return {
    // Unknown ids are left out rather than failing the batch (the contract's rule for set reads).
    getStock: unary<catalogV1.GetStockRequest, catalogV1.GetStockResponse>(async (request) => ({
      items: (await stockForItems(db, idListOf(request.itemIds, 'item_ids'))).map(itemStockToProto),
    })),
  };
}

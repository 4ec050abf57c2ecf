import type { catalogV1 } from '@storefront/proto';
import type { CatalogDatabase } from '../store/database';
import { getItem } from '../store/items';
import { catalogUnary } from './errors';
import { itemRefOf } from './from-proto';
import { productToProto } from './to-proto';

export function itemHandlers(db: CatalogDatabase) {
  return {
    getItem: catalogUnary<catalogV1.GetItemRequest, catalogV1.GetItemResponse>(async (request) => ({
      item: productToProto(await getItem(db, itemRefOf(request))),
    })),
  };
}

import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { getItem } from '../store/items';
import { itemRefOf } from './from-proto';
import { productToProto } from './to-proto';

export function itemHandlers(db: Database) {
  return {
    getItem: unary<catalogV1.GetItemRequest, catalogV1.GetItemResponse>(async (request) => ({
      item: productToProto(await getItem(db, itemRefOf(request))),
    })),
  };
}

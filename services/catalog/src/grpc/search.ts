import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { searchRequestOf } from '../domain/search';
import { searchItems } from '../store/search';
import { productToProto } from './to-proto';

export function searchHandlers(db: Database) {
  return {
    searchItems: unary<catalogV1.SearchItemsRequest, catalogV1.SearchItemsResponse>(async (request) => {
      const page = await searchItems(db, searchRequestOf(request.query, request.page, request.pageSize));
      return { items: page.items.map(productToProto), totalCount: page.totalCount };
    }),
  };
}

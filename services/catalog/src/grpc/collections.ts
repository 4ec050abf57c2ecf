import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { listCollections } from '../store/collections';
import { listCollectionItems } from '../store/items';
import { cursorOf, pageSizeOf, requiredId } from './from-proto';
import { collectionToProto, productToProto } from './to-proto';

export function collectionHandlers(db: Database) {
  return {
    listCollections: unary<catalogV1.ListCollectionsRequest, catalogV1.ListCollectionsResponse>(async () => ({
      collections: (await listCollections(db)).map(collectionToProto),
    })),

    listCollectionItems: unary<catalogV1.ListCollectionItemsRequest, catalogV1.ListCollectionItemsResponse>(
      async (request) => {
        const page = await listCollectionItems(db, {
          collectionId: requiredId(request.collectionId, 'collection_id'),
          pageSize: pageSizeOf(request.pageSize),
          cursor: cursorOf(request.cursor),
        });
        return { items: page.items.map(productToProto), nextCursor: page.nextPageCursor ?? '' };
      },
    ),
  };
}

import type { catalogV1 } from '@storefront/proto';
import type { CatalogDatabase } from '../store/database';
import { getMerchandisingContexts } from '../store/merchandising';
import { catalogUnary } from './errors';
import { idListOf } from './from-proto';
import { merchandisingToProto } from './to-proto';

export function merchandisingHandlers(db: CatalogDatabase) {
  return {
    getMerchandisingContext: catalogUnary<
      catalogV1.GetMerchandisingContextRequest,
      catalogV1.GetMerchandisingContextResponse
    >(async (request) => {
      const productIds = idListOf(request.productIds, 'product_ids');
      const contexts = await getMerchandisingContexts(db, productIds);
      // In request order; unknown products are left out.
      return {
        contexts: productIds.flatMap((id) => {
          const context = contexts.get(id);
          return context ? [merchandisingToProto(id, context)] : [];
        }),
      };
    }),
  };
}

import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { getMerchandisingContexts } from '../store/merchandising';
import { idListOf } from './from-proto';
import { merchandisingToProto } from './to-proto';

export function merchandisingHandlers(db: Database) {
  return {
    getMerchandisingContext: unary<catalogV1.GetMerchandisingContextRequest, catalogV1.GetMerchandisingContextResponse>(
      async (request) => {
        const productIds = idListOf(request.productIds, 'product_ids');
        const contexts = await getMerchandisingContexts(db, productIds);
        // In request order; unknown products are left out.
        return {
          contexts: productIds.flatMap((id) => {
            const context = contexts.get(id);
            return context ? [merchandisingToProto(id, context)] : [];
          }),
        };
      },
    ),
  };
}

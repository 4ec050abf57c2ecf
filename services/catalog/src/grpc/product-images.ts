import type { catalogV1 } from '@storefront/proto';
import type { CatalogDatabase } from '../store/database';
import { getProductImage } from '../store/product-images';
import { catalogUnary } from './errors';
import { imageFilenameOf } from './from-proto';

export function productImageHandlers(db: CatalogDatabase) {
  return {
    getProductImage: catalogUnary<catalogV1.GetProductImageRequest, catalogV1.GetProductImageResponse>(
      async (request) => {
        const image = await getProductImage(db, imageFilenameOf(request.filename));
        return { contentType: image.contentType, data: image.data, etag: image.etag };
      },
    ),
  };
}

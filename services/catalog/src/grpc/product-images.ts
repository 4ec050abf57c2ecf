import type { catalogV1 } from '@storefront/proto';
import { type Database, unary } from '@storefront/service-kit';
import { getProductImage } from '../store/product-images';
import { imageFilenameOf } from './from-proto';

export function productImageHandlers(db: Database) {
  return {
    getProductImage: unary<catalogV1.GetProductImageRequest, catalogV1.GetProductImageResponse>(async (request) => {
      const image = await getProductImage(db, imageFilenameOf(request.filename));
      return { contentType: image.contentType, data: image.data, etag: image.etag };
    }),
  };
}

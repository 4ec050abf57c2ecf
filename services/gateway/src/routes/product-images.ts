import express from 'express';
import { PRODUCT_IMAGES_PATH } from '../page/inline-image';
import type { Catalog } from '../upstream/catalog';

/** Images may change under the same name (an owner replaces one), so browsers keep them a day and then revalidate. */
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * GET /assets/products/<file>: product images, whose bytes the catalog owns. The `format`
 * query of srcset URLs is accepted and ignored: the demo images are SVG and scale themselves.
 * The catalog validates the name (a malformed one is a 400) and answers NOT_FOUND for a 404.
 */
export function productImageRoutes(catalog: Catalog) {
  const router = express.Router();
  router.get(`${PRODUCT_IMAGES_PATH}:filename`, async (req, res) => {
    const image = await catalog.productImage(req.params.filename);
    res.setHeader('Cache-Control', IMAGE_CACHE);
    res.setHeader('ETag', image.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type(image.contentType).send(Buffer.from(image.data));
  });
  return router;
}

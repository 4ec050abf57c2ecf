import type { Catalog } from '../upstream/catalog';

/** Where product images are served; their filename is what the catalog looks them up by. */
export const PRODUCT_IMAGES_PATH = '/assets/products/';

/**
 * A vector image this small costs less in the page than a request of its own: a first view then
 * paints the product's main image with the page (its largest paint) instead of after a further
 * request to the gateway, which in fresh Chromium contexts put it up to 190 ms after the first paint.
 */
const INLINE_MAX_BYTES = 2_048;
const VECTOR = 'image/svg+xml';

/**
 * The main image of a page as a data URL, when it is a small SVG; else undefined and the page
 * links it as usual (also when it cannot be read now: the image route answers for it then).
 * Raster images are never inlined: a page could not offer them in several widths (srcset).
 */
export async function inlineImageSrc(catalog: Catalog, assetUrl: string | undefined): Promise<string | undefined> {
  if (!assetUrl?.startsWith(PRODUCT_IMAGES_PATH) || !assetUrl.endsWith('.svg')) return undefined;
  try {
    const image = await catalog.productImage(assetUrl.slice(PRODUCT_IMAGES_PATH.length));
    if (image.contentType !== VECTOR || image.data.byteLength > INLINE_MAX_BYTES) return undefined;
    return `data:${VECTOR};base64,${Buffer.from(image.data).toString('base64')}`;
  } catch {
    return undefined;
  }
}

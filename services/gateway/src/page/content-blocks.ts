import type { catalogV1 } from '@storefront/proto';
import type { ContentPage } from './content-pages';
import { galleryView } from './gallery-settings';
import { productJson } from './product-json';

/**
 * A content page's blocks as the theme reads them: one key per block kind (`text`, `gallery`,
 * `product`, `addOns`), so the template picks each block's markup with a section. A product the
 * shop no longer has leaves its block out instead of failing the page.
 */
export function contentBlocks(
  page: ContentPage,
  products: ReadonlyMap<string, catalogV1.Product>,
): Record<string, unknown>[] {
  return page.blocks.flatMap((block, index): Record<string, unknown>[] => {
    switch (block.type) {
      case 'text':
        return [{ text: { html: block.html } }];
      case 'gallery':
        return [
          {
            gallery: {
              ...galleryView(block.settings),
              id: `gallery-${index + 1}`,
              title: block.title,
              // `controls` of spec §3: previous and next links between the images of a slideshow or slider
              images: block.images.map((image, index, all) => ({
                ...image,
                position: index + 1,
                previous: index > 0 ? index : undefined,
                next: index + 1 < all.length ? index + 2 : undefined,
              })),
            },
          },
        ];
      case 'product': {
        const product = products.get(block.product);
        return product ? [{ product: productJson(product) }] : [];
      }
      case 'add-ons': {
        const items = block.products.flatMap((slug) => {
          const product = products.get(slug);
          return product ? [productJson(product)] : [];
        });
        return items.length > 0 ? [{ addOns: { id: `add-ons-${index + 1}`, title: block.title, items } }] : [];
      }
    }
  });
}

import type { catalogV1 } from '@storefront/proto';
import { isSoldOut } from '@storefront/commerce';
import { productCards, productJson, type PageItem } from './product-json';

/** How many products the home page features under its hero. */
export const FEATURED_COUNT = 4;

/** A product that can be bought now and has a picture to show: what a home page puts forward. */
function showable(product: catalogV1.Product): boolean {
  return product.images.length > 0 && !isSoldOut({ productType: product.productType, variants: product.variants });
}

/**
 * What the home page shows from the shop's first products, in the merchant's order: the first
 * showable product beside the hero, the next ones as featured cards, and one on sale (else the
 * one after them) in the product block, so the page never shows a product twice.
 */
export function homeProducts(products: readonly catalogV1.Product[]): {
  heroItem?: PageItem;
  featuredItems: PageItem[];
  spotlightItem?: PageItem;
} {
  const candidates = products.filter(showable);
  const [hero, ...rest] = candidates;
  const featured = rest.slice(0, FEATURED_COUNT);
  const others = rest.slice(FEATURED_COUNT);
  const spotlight = others.find((product) => product.variants.some((variant) => variant.onSale)) ?? others[0];
  return {
    heroItem: hero && productJson(hero),
    // at most FEATURED_COUNT, all in the first screen
    featuredItems: productCards(featured),
    spotlightItem: spotlight && productJson(spotlight),
  };
}

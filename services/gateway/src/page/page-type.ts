/**
 * Page recognition of spec §2: a content item that holds a product is a product detail page; a
 * collection of type products, outside the configuration frame, is a product list page.
 */

export const COLLECTION_TYPE_PRODUCTS = 13;

export interface PageShape {
  /** The content item shown, when the page shows one. */
  item?: { structuredContent?: { _type?: string; productType?: number } } | null;
  collection?: { type: number } | null;
  /** The page is inside the site editor's configuration frame. */
  inConfigurationFrame?: boolean;
}

export function isProductItem(item: PageShape['item']): boolean {
  return item?.structuredContent?._type === 'Product' || typeof item?.structuredContent?.productType === 'number';
}

export function recognizePage({
  item,
  collection,
  inConfigurationFrame = false,
}: PageShape): 'product-detail' | 'product-list' | null {
  if (item && isProductItem(item)) return 'product-detail';
  if (!item && collection?.type === COLLECTION_TYPE_PRODUCTS && !inConfigurationFrame) return 'product-list';
  return null;
}

/** Spec §2: which pages analytics tracks, census-rules' one rule for the gateway and the browser. */
export { isTrackedPageType as isTrackedPage } from '@storefront/census-rules';

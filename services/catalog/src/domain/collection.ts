/** Collection type codes used by the catalog (spec §3): only product collections are stored here. */
export const CollectionType = { PRODUCTS: 13 } as const;

export interface Collection {
  id: string;
  slug: string;
  title: string;
  description: string;
  type: typeof CollectionType.PRODUCTS;
  /** Public path of the collection's list page, e.g. /shop. */
  fullUrl: string;
}

/** Public path of a product's detail page (fixed demo-store route /shop/p/<slug>). */
export function itemUrl(slug: string): string {
  return `/shop/p/${slug}`;
}

/** Spec §3 product type codes. Paywall appears only in the cart-side list, never in the catalog. */
export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

export type ProductTypeCode = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** The types a catalog product can have: every code but paywall. */
export type CatalogProductType = Exclude<ProductTypeCode, typeof PRODUCT_TYPE.paywall>;

export function isCatalogProductType(code: number): code is CatalogProductType {
  return (
    code === PRODUCT_TYPE.physical ||
    code === PRODUCT_TYPE.digital ||
    code === PRODUCT_TYPE.service ||
    code === PRODUCT_TYPE.giftCard
  );
}

/** Spec §4: only physical and service products run out; digital goods and gift cards never do. */
export function tracksStock(productType: number): boolean {
  return productType === PRODUCT_TYPE.physical || productType === PRODUCT_TYPE.service;
}

/**
 * Spec §4 from-price: physical, service and gift-card products are priced on their variants; a
 * digital product carries its one price itself.
 */
export function pricedOnVariants(productType: number): boolean {
  return tracksStock(productType) || productType === PRODUCT_TYPE.giftCard;
}

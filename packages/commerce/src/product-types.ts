/** Spec §3 product type numbers. */
export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

/** The variant fields the add-to-cart rules read (spec §3 "Variant"). */
export interface VariantStock {
  sku: string;
  /** Option name -> value. */
  attributes: Record<string, string>;
  qtyInStock: number;
  unlimited: boolean;
}

/** Spec §4: only physical and service products run out; digital goods and gift cards never do. */
export function tracksStock(productType: number): boolean {
  return productType === PRODUCT_TYPE.physical || productType === PRODUCT_TYPE.service;
}

/** Spec §4: sold out when every variant is limited and has no stock. */
export function isSoldOut(productType: number, variants: readonly VariantStock[]): boolean {
  if (!tracksStock(productType) || variants.length === 0) return false;
  return variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0);
}

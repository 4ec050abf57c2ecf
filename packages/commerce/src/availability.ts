import { PRODUCT_TYPE, tracksStock } from './product-types';

/** The stock fields of a variant (spec §3 "Variant", and the inventory stock result). */
export interface Stock {
  qtyInStock: number;
  unlimited: boolean;
}

/** The variant fields the add-to-cart rules read (spec §3 "Variant"). */
export interface VariantStock extends Stock {
  sku: string;
  /** Option name -> value. */
  attributes: Record<string, string>;
}

export interface StockedProduct {
  productType: number;
  variants: readonly Stock[];
}

export interface SaleProduct {
  productType: number;
  /** A digital product is on sale itself; other types through their variants. */
  onSale?: boolean;
  variants: readonly { onSale?: boolean }[];
}

export function inStock(stock: Stock): boolean {
  return stock.unlimited || stock.qtyInStock > 0;
}

/** Whether the stock can cover this many pieces (spec §5 "Out of stock" otherwise). */
export function coversQuantity<S extends Stock>(stock: S, quantity: number): boolean {
  return stock.unlimited || stock.qtyInStock >= quantity;
}

/**
 * Spec §4, literally: a physical or service product is sold out when every variant is limited and
 * has no stock, so one with no variants at all is sold out too (nothing can be bought). Digital
 * goods and gift cards never are.
 */
export function isSoldOut(product: StockedProduct): boolean {
  return tracksStock(product.productType) && !product.variants.some(inStock);
}

/** Spec §4: on sale when any variant is (physical, service) or the digital product itself is. */
export function isOnSale(product: SaleProduct): boolean {
  if (product.productType === PRODUCT_TYPE.digital) return product.onSale === true;
  return tracksStock(product.productType) && product.variants.some((variant) => variant.onSale === true);
}

/** Spec §4 badge priority: sold out, then sale, else none. */
export type ProductBadge = 'sold-out' | 'sale' | 'none';

export function productBadge(product: StockedProduct & SaleProduct): ProductBadge {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return 'none';
}

/**
 * Spec §4 badge priority for the one variant a visitor has chosen: sold out (for a product that
 * runs out), then the variant's own sale flag, else none.
 */
export function variantBadge(variant: Stock & { onSale?: boolean }, runsOut: boolean): ProductBadge {
  if (runsOut && !inStock(variant)) return 'sold-out';
  if (variant.onSale === true) return 'sale';
  return 'none';
}

/** Units over all variants; one unlimited variant makes it Infinity. */
export function totalStock(variants: readonly Stock[]): number {
  let total = 0;
  for (const variant of variants) {
    if (variant.unlimited) return Infinity;
    total += variant.qtyInStock;
  }
  return total;
}

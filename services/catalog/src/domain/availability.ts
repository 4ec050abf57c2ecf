import type { Money } from './money';
import { moneyOrZero, sameMoney } from './money';
import { ProductType } from './product';
import type { Product, Variant } from './product';
import type { StoreSettings } from './settings';

/** Status badge of a product on lists and detail pages, in priority order (spec §4). */
export type ProductBadge = 'sold-out' | 'sale' | 'none';

/** Products whose stock is tracked; digital goods and gift cards can always be bought. */
function tracksStock(product: Product): boolean {
  return product.productType === ProductType.PHYSICAL || product.productType === ProductType.SERVICE;
}

export function variantInStock(variant: Variant): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Sold out: a physical or service product whose every variant is limited and has no stock. */
export function isSoldOut(product: Product): boolean {
  if (!tracksStock(product)) return false;
  return product.variants.length > 0 && product.variants.every((variant) => !variantInStock(variant));
}

/** On sale when any variant is, or (for digital goods, priced on the product) the product itself. */
export function isOnSale(product: Product): boolean {
  if (product.variants.some((variant) => variant.onSale)) return true;
  return product.productType === ProductType.DIGITAL && product.onSale;
}

export function productBadge(product: Product): ProductBadge {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'sale';
  return 'none';
}

/** The price a shopper pays for a variant now: the sale price while on sale. */
export function effectivePrice(variant: Variant): Money {
  return variant.onSale ? moneyOrZero(variant.salePriceMoney) : moneyOrZero(variant.priceMoney);
}

/**
 * A from-price is shown when variants differ in price, sale flag or sale price; only physical,
 * service and gift-card products have priced variants.
 */
export function hasFromPrice(product: Product): boolean {
  if (product.productType === ProductType.DIGITAL) return false;
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      !sameMoney(variant.priceMoney, first.priceMoney) ||
      variant.onSale !== first.onSale ||
      !sameMoney(variant.salePriceMoney, first.salePriceMoney),
  );
}

/** The lowest price a shopper can pay for the product, used as 'from {fromPrice}'. */
export function fromPrice(product: Product): Money {
  if (product.productType === ProductType.DIGITAL || product.variants.length === 0) {
    return product.onSale ? moneyOrZero(product.salePriceMoney) : moneyOrZero(product.priceMoney);
  }
  return product.variants
    .map(effectivePrice)
    .reduce((lowest, price) => (price.valueMinor < lowest.valueMinor ? price : lowest));
}

/** Units available across variants; Infinity when any variant is unlimited. */
export function totalStock(product: Product): number {
  if (!tracksStock(product)) return Infinity;
  return product.variants.reduce(
    (sum, variant) => (variant.unlimited ? Infinity : sum + Math.max(0, variant.qtyInStock)),
    0,
  );
}

/**
 * The quantity input appears for physical products, or services when the store allows several,
 * and only when the product is not subscribable and more than one unit is in stock (spec §4).
 */
export function showsQuantityInput(product: Product, store: Pick<StoreSettings, 'multipleQuantityAllowedForServices'>) {
  const typeAllows =
    product.productType === ProductType.PHYSICAL ||
    (product.productType === ProductType.SERVICE && store.multipleQuantityAllowedForServices);
  return typeAllows && !product.isSubscribable && totalStock(product) > 1;
}

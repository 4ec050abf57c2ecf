/**
 * The product rules of the storefront (spec §4 'Product availability', 'Quantity input'), as pure
 * functions over a product item (the JSON object holding `structuredContent`).
 *
 * Product types (spec §3): physical 1, digital 2, service 3, gift card 4. Paywall (5) exists only
 * in the cart, so on a product page it is as unknown as any other code: an unknown product is
 * sold out, never on sale, and prices at zero.
 */
import { lenientNumber, strictFlag } from '../../exec/lenient';
import { field, isTruthy, jsonEqual } from '../../exec/values';
import { Money, ZERO_USD, compareMoney, readMoney } from './money';

export const PRODUCT_TYPE = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

const NO_VARIANTS: readonly unknown[] = [];

export function structuredContent(item: unknown): unknown {
  return field(item, 'structuredContent');
}

/**
 * The explicit "undefined" product type (-1): such an item has no price block at all, while
 * other unknown codes still print a zero price.
 */
export function hasUndefinedProductType(item: unknown): boolean {
  return lenientNumber(field(structuredContent(item), 'productType')) === -1;
}

/** The product type of an item, or null when missing or not one of the four codes. */
export function productType(item: unknown): ProductType | null {
  return productTypeOf(structuredContent(item));
}

/** productType may be a number or a numeric string ("1", "3.0"). */
function productTypeOf(content: unknown): ProductType | null {
  const code = lenientNumber(field(content, 'productType'));
  return code === 1 || code === 2 || code === 3 || code === 4 ? code : null;
}

/** The variants array; anything that is not an array counts as no variants. */
export function variants(item: unknown): readonly unknown[] {
  const v = field(structuredContent(item), 'variants');
  return Array.isArray(v) ? v : NO_VARIANTS;
}

/** Types whose price and stock live on their variants. */
function hasVariantPricing(type: ProductType | null): boolean {
  return type === PRODUCT_TYPE.PHYSICAL || type === PRODUCT_TYPE.SERVICE || type === PRODUCT_TYPE.GIFT_CARD;
}

/** More than one variant to choose from; a digital product never offers variants. */
export function hasVariants(item: unknown): boolean {
  return productType(item) !== PRODUCT_TYPE.DIGITAL && variants(item).length > 1;
}

/** Any variant on sale (physical, service) or the digital product itself; gift cards never. */
export function isOnSale(item: unknown): boolean {
  const content = structuredContent(item);
  switch (productTypeOf(content)) {
    case PRODUCT_TYPE.PHYSICAL:
    case PRODUCT_TYPE.SERVICE:
      return variants(item).some((v) => isTruthy(field(v, 'onSale')));
    case PRODUCT_TYPE.DIGITAL:
      return isTruthy(field(content, 'onSale'));
    default:
      return false;
  }
}

/** A variant with unlimited stock or some stock left. */
function variantInStock(variant: unknown): boolean {
  return isTruthy(field(variant, 'unlimited')) || lenientNumber(field(variant, 'qtyInStock')) > 0;
}

/**
 * Physical and service products are sold out when no variant is in stock (no variants at all
 * included); digital products and gift cards never are; unknown products always are.
 */
export function isSoldOut(item: unknown): boolean {
  switch (productType(item)) {
    case PRODUCT_TYPE.PHYSICAL:
    case PRODUCT_TYPE.SERVICE:
      return !variants(item).some(variantInStock);
    case PRODUCT_TYPE.DIGITAL:
    case PRODUCT_TYPE.GIFT_CARD:
      return false;
    default:
      return true;
  }
}

/** Stock over all variants; an unlimited variant makes it infinite. */
export function totalStock(item: unknown): number {
  let total = 0;
  for (const v of variants(item)) {
    if (isTruthy(field(v, 'unlimited'))) return Infinity;
    // a count without a number adds nothing
    total += lenientNumber(field(v, 'qtyInStock'), 0);
  }
  return total;
}

/**
 * Whether price and sale flags differ between variants, which calls for a from-price. The
 * comparison is on the legacy cent fields (price, onSale, and salePrice while on sale) exactly as
 * stored: 1 and "1" differ, a missing value equals null.
 */
export function hasVariedPrices(item: unknown): boolean {
  if (!hasVariantPricing(productType(item))) return false;
  return pricesVary(variants(item));
}

/** The from-price test over any list of price-bearing entries (variants or pricing options). */
export function pricesVary(entries: readonly unknown[]): boolean {
  if (entries.length < 2) return false;
  const first = entries[0];
  const price = field(first, 'price');
  const onSale = field(first, 'onSale');
  const compareSale = isTruthy(onSale);
  const salePrice = field(first, 'salePrice');
  for (let i = 1; i < entries.length; i++) {
    const v = entries[i];
    if (!jsonEqual(price, field(v, 'price')) || !jsonEqual(onSale, field(v, 'onSale'))) return true;
    if (compareSale && !jsonEqual(salePrice, field(v, 'salePrice'))) return true;
  }
  return false;
}

/** The price an entry is bought at: its sale price while on sale. */
export function effectivePrice(entry: unknown): Money {
  return readMoney(field(entry, isTruthy(field(entry, 'onSale')) ? 'salePriceMoney' : 'priceMoney'));
}

/** First entry with the highest (pick 'max') or lowest ('min') price; zero USD for none. */
function extreme(entries: readonly unknown[], pick: 'min' | 'max', price: (entry: unknown) => Money): Money {
  let best: Money | null = null;
  for (const e of entries) {
    const m = price(e);
    if (best === null || (pick === 'max' ? compareMoney(m, best) > 0 : compareMoney(m, best) < 0)) best = m;
  }
  return best ?? ZERO_USD;
}

const priceMoney = (entry: unknown): Money => readMoney(field(entry, 'priceMoney'));
const salePriceMoney = (entry: unknown): Money => readMoney(field(entry, 'salePriceMoney'));

/** The regular price: the highest variant price, or the digital product's price. */
export function normalPrice(item: unknown): Money {
  const content = structuredContent(item);
  const type = productTypeOf(content);
  if (type === PRODUCT_TYPE.DIGITAL) return priceMoney(content);
  return hasVariantPricing(type) ? extreme(variants(item), 'max', priceMoney) : ZERO_USD;
}

/**
 * The sale price: the lowest price among variants on sale (physical, service), or the digital
 * product's sale price; zero when nothing is on sale, and always zero for gift cards.
 */
export function salePrice(item: unknown): Money {
  const content = structuredContent(item);
  switch (productTypeOf(content)) {
    case PRODUCT_TYPE.PHYSICAL:
    case PRODUCT_TYPE.SERVICE:
      return extreme(
        variants(item).filter((v) => isTruthy(field(v, 'onSale'))),
        'min',
        salePriceMoney,
      );
    case PRODUCT_TYPE.DIGITAL:
      return salePriceMoney(content);
    default:
      return ZERO_USD;
  }
}

/** The variant with the lowest price it can be bought at (the first of equals); undefined for none. */
export function cheapestVariant(item: unknown): unknown {
  let best: unknown = undefined;
  let bestPrice: Money | null = null;
  for (const v of variants(item)) {
    const p = effectivePrice(v);
    if (bestPrice === null || compareMoney(p, bestPrice) < 0) {
      best = v;
      bestPrice = p;
    }
  }
  return best;
}

/** The lowest price a variant can be bought at, or the digital product's price. */
export function fromPrice(item: unknown): Money {
  const content = structuredContent(item);
  const type = productTypeOf(content);
  if (type === PRODUCT_TYPE.DIGITAL) return priceMoney(content);
  return hasVariantPricing(type) ? extreme(variants(item), 'min', effectivePrice) : ZERO_USD;
}

/** Sold by subscription; the flag is read strictly: true, "true" or a non-zero number. */
export function isSubscribable(item: unknown): boolean {
  return strictFlag(field(structuredContent(item), 'isSubscribable'));
}

/**
 * Spec §4 'Quantity input': physical products, or services when the store allows several, that
 * are not subscribable and have more than one unit in stock overall.
 */
export function showsQuantityInput(item: unknown, multipleQuantityAllowedForServices: boolean): boolean {
  const content = structuredContent(item);
  const type = productTypeOf(content);
  const eligible =
    type === PRODUCT_TYPE.PHYSICAL || (type === PRODUCT_TYPE.SERVICE && multipleQuantityAllowedForServices);
  return eligible && !isSubscribable(item) && totalStock(item) > 1;
}

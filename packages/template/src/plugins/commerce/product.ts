/**
 * The template's readers of product items (the JSON object holding `structuredContent`): page JSON
 * is read leniently here, and the product rules of spec §4 themselves come from commerce.
 *
 * Product types (spec §3): physical 1, digital 2, service 3, gift card 4. Paywall (5) exists only
 * in the cart, so on a product page it is as unknown as any other code: an unknown product is
 * sold out, never on sale, and prices at zero.
 */
import {
  PRODUCT_TYPE,
  effectivePrice as commerceEffectivePrice,
  highestBy,
  isCatalogProductType,
  isOnSale as commerceIsOnSale,
  isSoldOut as commerceIsSoldOut,
  lowestBy,
  pricedOnVariants,
  pricesVary as commercePricesVary,
  showsQuantityInput as commerceShowsQuantityInput,
  totalStock as commerceTotalStock,
  type CatalogProductType,
  type PriceSameness,
  type PricedEntry,
  type Stock,
} from '@storefront/commerce';
import { lenientNumber, strictFlag } from '../../exec/lenient';
import { field, isTruthy, jsonEqual } from '../../exec/values';
import { Money, ZERO_USD, compareMoney, readMoney } from './money';

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

/** The product type of an item, or null when missing or not one of the four catalog codes. */
export function productType(item: unknown): CatalogProductType | null {
  return productTypeOf(structuredContent(item));
}

/** productType may be a number or a numeric string ("1", "3.0"). */
function productTypeOf(content: unknown): CatalogProductType | null {
  const code = lenientNumber(field(content, 'productType'));
  return isCatalogProductType(code) ? code : null;
}

/** The variants array; anything that is not an array counts as no variants. */
export function variants(item: unknown): readonly unknown[] {
  const v = field(structuredContent(item), 'variants');
  return Array.isArray(v) ? v : NO_VARIANTS;
}

/** Types whose price and stock live on their variants; an unknown type has neither. */
function hasVariantPricing(type: CatalogProductType | null): boolean {
  return type !== null && pricedOnVariants(type);
}

/** More than one variant to choose from; a digital product never offers variants. */
export function hasVariants(item: unknown): boolean {
  return productType(item) !== PRODUCT_TYPE.digital && variants(item).length > 1;
}

/** A variant's stock as page JSON holds it: any truthy `unlimited`, a count without a number is 0. */
function readStock(variant: unknown): Stock {
  return {
    unlimited: isTruthy(field(variant, 'unlimited')),
    qtyInStock: lenientNumber(field(variant, 'qtyInStock'), 0),
  };
}

const readSaleFlag = (entry: unknown): { onSale: boolean } => ({ onSale: isTruthy(field(entry, 'onSale')) });

/** Any variant on sale (physical, service) or the digital product itself; gift cards never. */
export function isOnSale(item: unknown): boolean {
  const content = structuredContent(item);
  const type = productTypeOf(content);
  if (type === null) return false;
  return commerceIsOnSale({ productType: type, ...readSaleFlag(content), variants: variants(item).map(readSaleFlag) });
}

/**
 * Commerce's sold out (spec §4, no variants at all included); an unknown product is read as sold
 * out too, since nothing about it can be bought.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === null) return true;
  return commerceIsSoldOut({ productType: type, variants: variants(item).map(readStock) });
}

/** Stock over all variants; an unlimited variant makes it infinite. */
export function totalStock(item: unknown): number {
  return commerceTotalStock(variants(item).map(readStock));
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

const sameStoredField =
  (name: string) =>
  (a: unknown, b: unknown): boolean =>
    jsonEqual(field(a, name), field(b, name));

/** Page JSON entries are told apart by their stored legacy fields. */
const STORED_PRICES: PriceSameness<unknown> = {
  samePrice: sameStoredField('price'),
  sameSaleFlag: sameStoredField('onSale'),
  sameSalePrice: sameStoredField('salePrice'),
  onSale: (entry) => isTruthy(field(entry, 'onSale')),
};

/** The from-price test over any list of price-bearing entries (variants or pricing options). */
export function pricesVary(entries: readonly unknown[]): boolean {
  return commercePricesVary(entries, STORED_PRICES);
}

const priceMoney = (entry: unknown): Money => readMoney(field(entry, 'priceMoney'));
const salePriceMoney = (entry: unknown): Money => readMoney(field(entry, 'salePriceMoney'));

function readPricedEntry(entry: unknown): PricedEntry<Money> {
  return { priceMoney: priceMoney(entry), salePriceMoney: salePriceMoney(entry), ...readSaleFlag(entry) };
}

/** The price an entry is bought at: its sale price while on sale. */
export function effectivePrice(entry: unknown): Money {
  return commerceEffectivePrice(readPricedEntry(entry));
}

/** Which end of the price range to read: the lowest or the highest. */
type PriceEnd = typeof lowestBy | typeof highestBy;

/** The price of the entry `pick` chooses by `price`; zero USD for none. */
function priceOf(entries: readonly unknown[], pick: PriceEnd, price: (entry: unknown) => Money): Money {
  const chosen = pick(entries, price, compareMoney);
  return chosen === undefined ? ZERO_USD : price(chosen);
}

/**
 * A price read off the variants (the one `pick` chooses by `price`), or the digital product's own
 * price; zero USD for the product types priced neither way.
 */
function productPrice(item: unknown, pick: PriceEnd, price: (entry: unknown) => Money): Money {
  const content = structuredContent(item);
  const type = productTypeOf(content);
  if (type === PRODUCT_TYPE.digital) return priceMoney(content);
  return hasVariantPricing(type) ? priceOf(variants(item), pick, price) : ZERO_USD;
}

/** The regular price: the highest variant price, or the digital product's price. */
export function normalPrice(item: unknown): Money {
  return productPrice(item, highestBy, priceMoney);
}

/**
 * The sale price: the lowest price among variants on sale (physical, service), or the digital
 * product's sale price; zero when nothing is on sale, and always zero for gift cards.
 */
export function salePrice(item: unknown): Money {
  const content = structuredContent(item);
  switch (productTypeOf(content)) {
    case PRODUCT_TYPE.physical:
    case PRODUCT_TYPE.service:
      return priceOf(
        variants(item).filter((v) => isTruthy(field(v, 'onSale'))),
        lowestBy,
        salePriceMoney,
      );
    case PRODUCT_TYPE.digital:
      return salePriceMoney(content);
    default:
      return ZERO_USD;
  }
}

/** The variant with the lowest price it can be bought at (the first of equals); undefined for none. */
export function cheapestVariant(item: unknown): unknown {
  return lowestBy(variants(item), effectivePrice, compareMoney);
}

/** The lowest price a variant can be bought at, or the digital product's price. */
export function fromPrice(item: unknown): Money {
  return productPrice(item, lowestBy, effectivePrice);
}

/** Sold by subscription; the flag is read strictly: true, "true" or a non-zero number. */
export function isSubscribable(item: unknown): boolean {
  return strictFlag(field(structuredContent(item), 'isSubscribable'));
}

/** Commerce's quantity-input rule (spec §4) over the item as page JSON holds it. */
export function showsQuantityInput(item: unknown, multipleQuantityAllowedForServices: boolean): boolean {
  const type = productType(item);
  if (type === null) return false;
  return commerceShowsQuantityInput({
    productType: type,
    isSubscribable: isSubscribable(item),
    totalStock: totalStock(item),
    multipleQuantityAllowedForServices,
  });
}

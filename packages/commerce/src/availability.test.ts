import { describe, expect, it } from '@jest/globals';
import { isOnSale, isSoldOut, PRODUCT_TYPE, productBadge, totalStock, variantBadge } from './index';

const limited = (qtyInStock: number, onSale = false) => ({ qtyInStock, unlimited: false, onSale });
const unlimited = { qtyInStock: 0, unlimited: true, onSale: false };
const product = (productType: number, variants: ReturnType<typeof limited>[], onSale = false) => ({
  productType,
  variants,
  onSale,
});

describe('isSoldOut', () => {
  it('is sold out only when every variant is limited and empty', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.physical, [limited(0), limited(0)]))).toBe(true);
    expect(isSoldOut(product(PRODUCT_TYPE.physical, [limited(0), limited(1)]))).toBe(false);
    expect(isSoldOut(product(PRODUCT_TYPE.service, [limited(0), unlimited]))).toBe(false);
    expect(isSoldOut(product(PRODUCT_TYPE.service, [limited(0)]))).toBe(true);
  });

  it('calls a physical or service product with no variants sold out (spec §4 read literally)', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.physical, []))).toBe(true);
    expect(isSoldOut(product(PRODUCT_TYPE.service, []))).toBe(true);
  });

  it('never calls digital goods or gift cards sold out', () => {
    expect(isSoldOut(product(PRODUCT_TYPE.digital, [limited(0)]))).toBe(false);
    expect(isSoldOut(product(PRODUCT_TYPE.giftCard, [limited(0)]))).toBe(false);
    expect(isSoldOut(product(PRODUCT_TYPE.giftCard, []))).toBe(false);
  });
});

describe('isOnSale and productBadge', () => {
  it('is on sale when any variant is, for physical and service products', () => {
    expect(isOnSale(product(PRODUCT_TYPE.physical, [limited(1), limited(1, true)]))).toBe(true);
    expect(isOnSale(product(PRODUCT_TYPE.physical, [limited(1)]))).toBe(false);
  });

  it('reads the sale flag of the digital product itself, and never of a gift card', () => {
    expect(isOnSale(product(PRODUCT_TYPE.digital, [limited(1)], true))).toBe(true);
    // the product-level flag means nothing for types priced per variant
    expect(isOnSale(product(PRODUCT_TYPE.physical, [limited(1)], true))).toBe(false);
    expect(isOnSale(product(PRODUCT_TYPE.giftCard, [limited(1, true)]))).toBe(false);
  });

  it('ranks sold-out above sale above none', () => {
    expect(productBadge(product(PRODUCT_TYPE.physical, [limited(0, true)]))).toBe('sold-out');
    expect(productBadge(product(PRODUCT_TYPE.physical, [limited(1, true)]))).toBe('sale');
    expect(productBadge(product(PRODUCT_TYPE.physical, [limited(1)]))).toBe('none');
  });
});

describe('variantBadge', () => {
  const base = { qtyInStock: 3, unlimited: false };

  it('puts sold out before sale', () => {
    expect(variantBadge({ ...base, qtyInStock: 0, onSale: true }, true)).toBe('sold-out');
    expect(variantBadge({ ...base, qtyInStock: 0, onSale: true }, false)).toBe('sale');
    expect(variantBadge({ ...base, onSale: true }, true)).toBe('sale');
    expect(variantBadge({ ...base, qtyInStock: 0, unlimited: true }, true)).toBe('none');
  });
});

describe('totalStock', () => {
  it('sums the variants, and an unlimited one makes it Infinity', () => {
    expect(totalStock([limited(2), limited(3)])).toBe(5);
    expect(totalStock([limited(2), unlimited])).toBe(Infinity);
    expect(totalStock([])).toBe(0);
  });
});

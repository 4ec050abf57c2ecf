import { PRODUCT_TYPE } from '@storefront/commerce';
import { toCentsText } from './money';
import {
  cheapestVariant,
  fromPrice,
  hasUndefinedProductType,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isSubscribable,
  normalPrice,
  productType,
  salePrice,
  showsQuantityInput,
  totalStock,
} from './product';

const item = (content: Record<string, unknown>) => ({ structuredContent: content });
const physical = (...variants: unknown[]) => item({ productType: 1, variants });
const cents = (m: { amount: unknown; currency: string }) => toCentsText(m as Parameters<typeof toCentsText>[0]);

describe('productType', () => {
  test('numbers and numeric text of the four types', () => {
    expect(productType(item({ productType: 1 }))).toBe(PRODUCT_TYPE.physical);
    expect(productType(item({ productType: '2' }))).toBe(PRODUCT_TYPE.digital);
    expect(productType(item({ productType: '3.0' }))).toBe(PRODUCT_TYPE.service);
    expect(productType(item({ productType: 4 }))).toBe(PRODUCT_TYPE.giftCard);
    expect(productType(item({ productType: true }))).toBe(PRODUCT_TYPE.physical);
  });
  test('anything else is unknown', () => {
    for (const code of [5, -1, 0, 3.5, 'x', '0x3', null, undefined, [1], {}]) {
      expect(productType(item({ productType: code }))).toBeNull();
    }
    expect(productType(undefined)).toBeNull();
    expect(productType('text')).toBeNull();
  });
  test('-1 is the explicit undefined type', () => {
    expect(hasUndefinedProductType(item({ productType: -1 }))).toBe(true);
    expect(hasUndefinedProductType(item({ productType: '-1' }))).toBe(true);
    expect(hasUndefinedProductType(item({ productType: 5 }))).toBe(false);
  });
});

describe('isOnSale', () => {
  test('any variant of a physical or service product', () => {
    expect(isOnSale(physical({ onSale: false }, { onSale: true }))).toBe(true);
    expect(isOnSale(physical({ onSale: 'false' }))).toBe(true); // non-empty text is set
    expect(isOnSale(physical({ onSale: [] }))).toBe(false);
    expect(isOnSale(item({ productType: 3, variants: [{ onSale: 1 }] }))).toBe(true);
    expect(isOnSale(physical())).toBe(false);
  });
  test('the digital product itself', () => {
    expect(isOnSale(item({ productType: 2, onSale: true }))).toBe(true);
    expect(isOnSale(item({ productType: 2, onSale: false, variants: [{ onSale: true }] }))).toBe(false);
  });
  test('gift cards and unknown products never', () => {
    expect(isOnSale(item({ productType: 4, onSale: true, variants: [{ onSale: true }] }))).toBe(false);
    expect(isOnSale(item({ productType: -1, onSale: true }))).toBe(false);
  });
});

describe('isSoldOut', () => {
  test('physical and service: no variant in stock', () => {
    expect(isSoldOut(physical({ qtyInStock: 0 }))).toBe(true);
    expect(isSoldOut(physical({ qtyInStock: 0 }, { qtyInStock: 1 }))).toBe(false);
    expect(isSoldOut(physical({ unlimited: true }))).toBe(false);
    expect(isSoldOut(physical({ qtyInStock: '3' }))).toBe(false);
    expect(isSoldOut(physical({ qtyInStock: '2abc' }))).toBe(false);
    expect(isSoldOut(physical({ qtyInStock: 'Infinity' }))).toBe(true);
    expect(isSoldOut(physical({ qtyInStock: -1 }))).toBe(true);
    expect(isSoldOut(physical())).toBe(true);
    expect(isSoldOut(item({ productType: 1, variants: { a: { qtyInStock: 3 } } }))).toBe(true);
  });
  test('digital and gift card never; unknown always', () => {
    expect(isSoldOut(item({ productType: 2 }))).toBe(false);
    expect(isSoldOut(item({ productType: 4, variants: [{ qtyInStock: 0 }] }))).toBe(false);
    expect(isSoldOut(item({ productType: -1 }))).toBe(true);
    expect(isSoldOut(item({ variants: [{ qtyInStock: 5 }] }))).toBe(true);
  });
});

describe('hasVariants', () => {
  test('more than one variant, never for digital products', () => {
    expect(hasVariants(physical({}, {}))).toBe(true);
    expect(hasVariants(physical({}))).toBe(false);
    expect(hasVariants(item({ productType: 2, variants: [{}, {}] }))).toBe(false);
    expect(hasVariants(item({ variants: [{}, {}] }))).toBe(true);
  });
});

describe('hasVariedPrices', () => {
  test('legacy price fields compared as stored', () => {
    expect(hasVariedPrices(physical({ price: 100 }, { price: 200 }))).toBe(true);
    expect(hasVariedPrices(physical({ price: 100 }, { price: 100 }))).toBe(false);
    expect(hasVariedPrices(physical({ price: '1' }, { price: 1 }))).toBe(true);
    expect(hasVariedPrices(physical({ price: null }, {}))).toBe(false);
    expect(hasVariedPrices(physical({ price: 0 }, {}))).toBe(true);
  });
  test('sale flag, and sale price while on sale', () => {
    expect(hasVariedPrices(physical({ price: 1 }, { price: 1, onSale: true }))).toBe(true);
    expect(hasVariedPrices(physical({ onSale: true, salePrice: 1 }, { onSale: true, salePrice: 2 }))).toBe(true);
    expect(hasVariedPrices(physical({ onSale: false, salePrice: 1 }, { onSale: false, salePrice: 2 }))).toBe(false);
  });
  test('the new money fields do not count', () => {
    expect(hasVariedPrices(physical({ priceMoney: { value: '1' } }, { priceMoney: { value: '2' } }))).toBe(false);
  });
  test('only physical, service and gift card products', () => {
    expect(hasVariedPrices(item({ productType: 2, variants: [{ price: 1 }, { price: 2 }] }))).toBe(false);
    expect(hasVariedPrices(item({ productType: 3, variants: [{ price: 1 }, { price: 2 }] }))).toBe(true);
    expect(hasVariedPrices(item({ productType: 4, variants: [{ price: 1 }, { price: 2 }] }))).toBe(true);
    expect(hasVariedPrices(item({ productType: -1, variants: [{ price: 1 }, { price: 2 }] }))).toBe(false);
  });
});

describe('prices', () => {
  const v = (value: string, extra: Record<string, unknown> = {}) => ({ priceMoney: { value }, ...extra });
  test('normal price is the highest variant price', () => {
    expect(cents(normalPrice(physical(v('1.00'), v('3.00'), v('2.00'))))).toBe('300');
    expect(cents(normalPrice(physical(v('-4'), v('-5'))))).toBe('-400');
    expect(cents(normalPrice(physical()))).toBe('0');
    expect(cents(normalPrice(item({ productType: 2, priceMoney: { value: '7.50' } })))).toBe('750');
    expect(cents(normalPrice(item({ productType: -1 })))).toBe('0');
  });
  test('sale price is the lowest price among variants on sale', () => {
    const sale = (value: string) => ({ onSale: true, salePriceMoney: { value } });
    expect(cents(salePrice(physical(v('1.00'), sale('.50'), sale('.25'), sale('.75'))))).toBe('25');
    expect(cents(salePrice(physical(v('1.00'))))).toBe('0');
    expect(cents(salePrice(item({ productType: 2, salePriceMoney: { value: '2' } })))).toBe('200');
    expect(cents(salePrice(item({ productType: 4, variants: [sale('2')] })))).toBe('0');
  });
  test('from price is the lowest price paid', () => {
    const onSale = { onSale: true, salePriceMoney: { value: '.5' } };
    expect(cents(fromPrice(physical(v('1.00', onSale), v('.75'))))).toBe('50');
    expect(
      cents(fromPrice(item({ productType: 4, variants: [v('4', { onSale: true, salePriceMoney: { value: '2' } })] }))),
    ).toBe('200');
    expect(cents(fromPrice(item({ productType: 2, onSale: true, priceMoney: { value: '4' } })))).toBe('400');
  });
  test('cheapestVariant is the first of the lowest', () => {
    const a = v('2');
    const b = v('1');
    const c = v('1');
    expect(cheapestVariant(physical(a, b, c))).toBe(b);
    expect(cheapestVariant(physical())).toBeUndefined();
  });
});

describe('subscriptions and quantity', () => {
  test('isSubscribable reads the flag strictly', () => {
    for (const flag of [true, 'true', 1, 2]) expect(isSubscribable(item({ isSubscribable: flag }))).toBe(true);
    for (const flag of [false, 'false', 'TRUE', 'yes', 0, null, [1]])
      expect(isSubscribable(item({ isSubscribable: flag }))).toBe(false);
  });
  test('totalStock sums stock, unlimited is infinite', () => {
    expect(totalStock(physical({ qtyInStock: -5 }, { qtyInStock: 7 }))).toBe(2);
    expect(totalStock(physical({ qtyInStock: 1 }, { unlimited: true }))).toBe(Infinity);
  });
  test('quantity input for physical, or services when allowed, with more than one in stock', () => {
    expect(showsQuantityInput(physical({ qtyInStock: 0 }, { qtyInStock: 100 }), true)).toBe(true);
    expect(showsQuantityInput(physical({ qtyInStock: 1 }), true)).toBe(false);
    expect(showsQuantityInput(physical({ qtyInStock: 1.5 }), true)).toBe(true);
    expect(showsQuantityInput(item({ productType: 3, variants: [{ qtyInStock: 2 }] }), true)).toBe(true);
    expect(showsQuantityInput(item({ productType: 3, variants: [{ qtyInStock: 2 }] }), false)).toBe(false);
    expect(showsQuantityInput(item({ productType: 2, variants: [{ qtyInStock: 5 }] }), true)).toBe(false);
    expect(
      showsQuantityInput(item({ productType: 1, isSubscribable: true, variants: [{ qtyInStock: 5 }] }), true),
    ).toBe(false);
  });
});

import {
  fromPrice,
  hasFromPrice,
  isOnSale,
  isSoldOut,
  productBadge,
  showsQuantityInput,
  totalStock,
} from './availability';
import { money } from './money';
import type { Product, ProductType, Variant } from './product';
import { ProductType as Type } from './product';

function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'v1',
    sku: 'SKU-1',
    attributes: {},
    optionValues: [],
    qtyInStock: 5,
    unlimited: false,
    priceMoney: money(1000),
    salePriceMoney: money(0),
    onSale: false,
    ...overrides,
  };
}

function product(productType: ProductType, variants: Variant[], overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    collectionId: 'c1',
    slug: 'thing',
    title: 'Thing',
    description: '',
    excerpt: '',
    productType,
    variants,
    variantOptionOrdering: [],
    userDefinedVariantOptions: [],
    priceMoney: money(1000),
    salePriceMoney: money(0),
    onSale: false,
    isSubscribable: false,
    subscriptionPlan: null,
    productSubscriptionOptions: [],
    additionalFieldsFormId: null,
    additionalFieldsForm: null,
    useCustomAddButtonText: false,
    customAddButtonText: null,
    audioAssetUrl: null,
    images: [],
    tags: [],
    categories: [],
    position: 1,
    createdOn: new Date(0),
    ...overrides,
  };
}

const none = variant({ qtyInStock: 0 });

describe('sold out', () => {
  it('is sold out when every variant of a physical product is limited with no stock', () => {
    expect(isSoldOut(product(Type.PHYSICAL, [none, { ...none, id: 'v2' }]))).toBe(true);
  });

  it('is not sold out while one variant has stock or is unlimited', () => {
    expect(isSoldOut(product(Type.PHYSICAL, [none, variant({ qtyInStock: 1 })]))).toBe(false);
    expect(isSoldOut(product(Type.SERVICE, [none, variant({ qtyInStock: 0, unlimited: true })]))).toBe(false);
  });

  it('applies to services too', () => {
    expect(isSoldOut(product(Type.SERVICE, [none]))).toBe(true);
  });

  it('never calls digital goods or gift cards sold out', () => {
    expect(isSoldOut(product(Type.DIGITAL, [none]))).toBe(false);
    expect(isSoldOut(product(Type.GIFT_CARD, [none]))).toBe(false);
  });
});

describe('on sale and badge', () => {
  it('is on sale when any variant is on sale', () => {
    expect(isOnSale(product(Type.PHYSICAL, [variant(), variant({ onSale: true, salePriceMoney: money(800) })]))).toBe(
      true,
    );
    expect(isOnSale(product(Type.PHYSICAL, [variant()]))).toBe(false);
  });

  it('reads the sale flag of the digital product itself', () => {
    expect(isOnSale(product(Type.DIGITAL, [variant()], { onSale: true }))).toBe(true);
    // the product-level flag means nothing for types priced per variant
    expect(isOnSale(product(Type.PHYSICAL, [variant()], { onSale: true }))).toBe(false);
  });

  it('ranks sold-out above sale above none', () => {
    expect(productBadge(product(Type.PHYSICAL, [{ ...none, onSale: true }]))).toBe('sold-out');
    expect(productBadge(product(Type.PHYSICAL, [variant({ onSale: true })]))).toBe('sale');
    expect(productBadge(product(Type.PHYSICAL, [variant()]))).toBe('none');
  });
});

describe('from-price', () => {
  it('is shown when variants differ in price, sale flag or sale price', () => {
    expect(hasFromPrice(product(Type.PHYSICAL, [variant(), variant({ priceMoney: money(1200) })]))).toBe(true);
    expect(hasFromPrice(product(Type.SERVICE, [variant(), variant({ onSale: true })]))).toBe(true);
    expect(
      hasFromPrice(
        product(Type.GIFT_CARD, [
          variant({ onSale: true, salePriceMoney: money(500) }),
          variant({ onSale: true, salePriceMoney: money(700) }),
        ]),
      ),
    ).toBe(true);
  });

  it('is not shown when all variants are priced alike, or for digital goods', () => {
    expect(hasFromPrice(product(Type.PHYSICAL, [variant(), variant({ id: 'v2', qtyInStock: 0 })]))).toBe(false);
    expect(hasFromPrice(product(Type.DIGITAL, [variant(), variant({ priceMoney: money(1200) })]))).toBe(false);
    expect(hasFromPrice(product(Type.PHYSICAL, [variant()]))).toBe(false);
  });

  it('is the lowest price a shopper can pay, counting sale prices', () => {
    const p = product(Type.PHYSICAL, [
      variant({ priceMoney: money(1500) }),
      variant({ priceMoney: money(1200), onSale: true, salePriceMoney: money(900) }),
      variant({ priceMoney: money(1000) }),
    ]);
    expect(fromPrice(p)).toEqual(money(900));
  });

  it('uses the product price for digital goods', () => {
    expect(
      fromPrice(product(Type.DIGITAL, [], { priceMoney: money(1500), onSale: true, salePriceMoney: money(900) })),
    ).toEqual(money(900));
  });
});

describe('quantity input', () => {
  const allow = { multipleQuantityAllowedForServices: true };
  const deny = { multipleQuantityAllowedForServices: false };

  it('shows for physical products with more than one unit', () => {
    expect(showsQuantityInput(product(Type.PHYSICAL, [variant({ qtyInStock: 2 })]), deny)).toBe(true);
    expect(showsQuantityInput(product(Type.PHYSICAL, [variant({ qtyInStock: 1 })]), allow)).toBe(false);
  });

  it('shows for services only when the store allows several', () => {
    expect(showsQuantityInput(product(Type.SERVICE, [variant()]), allow)).toBe(true);
    expect(showsQuantityInput(product(Type.SERVICE, [variant()]), deny)).toBe(false);
  });

  it('never shows for subscribable products, digital goods or gift cards', () => {
    expect(showsQuantityInput(product(Type.PHYSICAL, [variant()], { isSubscribable: true }), allow)).toBe(false);
    expect(showsQuantityInput(product(Type.DIGITAL, [variant()]), allow)).toBe(false);
    expect(showsQuantityInput(product(Type.GIFT_CARD, [variant()]), allow)).toBe(false);
  });

  it('counts unlimited stock as plenty', () => {
    expect(totalStock(product(Type.PHYSICAL, [variant({ qtyInStock: 0, unlimited: true })]))).toBe(Infinity);
    expect(totalStock(product(Type.PHYSICAL, [variant({ qtyInStock: 2 }), variant({ qtyInStock: 3 })]))).toBe(5);
  });
});

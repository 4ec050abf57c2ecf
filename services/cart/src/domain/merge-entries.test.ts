import { PRODUCT_TYPE } from '@storefront/commerce';
import type { AdditionalFields, CartEntry } from './cart';
import { MAX_ENTRIES_PER_CART } from './entry-rules';
import { planMerge } from './merge-entries';
import { product, variant } from '../../test/support/catalog-products';
import type { CatalogProduct, ProductVariant, StoreRules } from './product';

/** A variant with this much stock, at 10.00. */
const stocked = (sku: string, stock: number | 'unlimited') =>
  variant(sku, 1000, stock === 'unlimited' ? { unlimited: true, qtyInStock: 0 } : { qtyInStock: stock });

const item = (id: string, variants: ProductVariant[], productType: number = PRODUCT_TYPE.physical) =>
  product(variants, { id, title: id, productType, url: `/shop/p/${id}` });

const candle = item('candle', [stocked('CANDLE', 'unlimited')]);
const vase = item('vase', [stocked('VASE', 3)]);
const shirt = item('shirt', [stocked('SHIRT-S', 12), stocked('SHIRT-L', 7)]);
const catalog = new Map<string, CatalogProduct | null>([
  ['candle', candle],
  ['vase', vase],
  ['shirt', shirt],
  ['gone', null],
]);

const entry = (
  id: string,
  itemId: string,
  sku: string,
  quantity: number,
  additionalFields: AdditionalFields | null = null,
): CartEntry => ({
  id,
  itemId,
  variantId: `v-${sku}`,
  sku,
  attributes: {},
  optionNames: [],
  title: itemId,
  quantity,
  purchasePriceCents: 1000,
  currency: 'USD',
  productType: PRODUCT_TYPE.physical,
  url: `/shop/p/${itemId}`,
  imageUrl: '',
  additionalFields,
});

const rules: StoreRules = { websiteId: 'w', multipleQuantityAllowedForServices: true };

describe('merging an anonymous cart into an account cart', () => {
  it('adds the quantities of equal entries and appends the others, in the order they were added', () => {
    const plan = planMerge(
      [entry('a1', 'candle', 'CANDLE', 2), entry('a2', 'shirt', 'SHIRT-S', 1)],
      [entry('b1', 'shirt', 'SHIRT-L', 1), entry('b2', 'candle', 'CANDLE', 3), entry('b3', 'vase', 'VASE', 1)],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map([['a1', 5]]), moved: ['b1', 'b3'], merged: 3, dropped: 0 });
  });

  it('keeps entries with other answers apart, and compares answers whatever their key order', () => {
    const plan = planMerge(
      [entry('a1', 'candle', 'CANDLE', 1, { note: 'x', wrap: 'y' })],
      [entry('b1', 'candle', 'CANDLE', 1, { wrap: 'y', note: 'x' }), entry('b2', 'candle', 'CANDLE', 1, { note: 'z' })],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map([['a1', 2]]), moved: ['b2'], merged: 2, dropped: 0 });
  });

  it("caps a merged quantity at commerce's maximum instead of refusing it", () => {
    const plan = planMerge(
      [entry('a1', 'candle', 'CANDLE', 9000)],
      [entry('b1', 'candle', 'CANDLE', 5000)],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map([['a1', 9999]]), moved: [], merged: 1, dropped: 0 });
    const full = planMerge(
      [entry('a1', 'candle', 'CANDLE', 9999)],
      [entry('b1', 'candle', 'CANDLE', 1)],
      catalog,
      rules,
    );
    expect(full).toEqual({ grown: new Map(), moved: [], merged: 0, dropped: 1 });
  });

  it("leaves out an entry whose units would pass the variant's stock, counting the account's own", () => {
    const plan = planMerge(
      [entry('a1', 'vase', 'VASE', 2)],
      [entry('b1', 'vase', 'VASE', 2), entry('b2', 'candle', 'CANDLE', 1)],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map(), moved: ['b2'], merged: 1, dropped: 1 });
  });

  it('leaves out entries of products or variants the catalog no longer sells', () => {
    const plan = planMerge(
      [],
      [entry('b1', 'gone', 'GONE', 1), entry('b2', 'shirt', 'SHIRT-XXL', 1), entry('b3', 'unread', 'X', 1)],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map(), moved: [], merged: 0, dropped: 3 });
  });

  it(`leaves out what would make the cart hold more than ${MAX_ENTRIES_PER_CART} entries, yet grows equal ones`, () => {
    const full = Array.from({ length: MAX_ENTRIES_PER_CART }, (_, i) =>
      entry(`a${i}`, 'candle', 'CANDLE', 1, { n: `${i}` }),
    );
    const plan = planMerge(
      full,
      [entry('b1', 'candle', 'CANDLE', 1, { n: 'new' }), entry('b2', 'candle', 'CANDLE', 1, { n: '7' })],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map([['a7', 2]]), moved: [], merged: 1, dropped: 1 });
  });

  it('books a service once when the store allows no quantity for services', () => {
    const workshop = item('workshop', [stocked('WORKSHOP', 8)], PRODUCT_TYPE.service);
    const plan = planMerge(
      [entry('a1', 'workshop', 'WORKSHOP', 1)],
      [entry('b1', 'workshop', 'WORKSHOP', 1)],
      new Map([['workshop', workshop]]),
      { ...rules, multipleQuantityAllowedForServices: false },
    );
    expect(plan).toEqual({ grown: new Map(), moved: [], merged: 0, dropped: 1 });
  });

  it('merges two equal anonymous entries into one another once the first has moved', () => {
    const plan = planMerge(
      [],
      [entry('b1', 'candle', 'CANDLE', 1, { n: 'x' }), entry('b2', 'candle', 'CANDLE', 2, { n: 'x' })],
      catalog,
      rules,
    );
    expect(plan).toEqual({ grown: new Map([['b1', 3]]), moved: ['b1'], merged: 2, dropped: 0 });
  });
});

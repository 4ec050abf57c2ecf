import { PRODUCT_TYPE } from '@storefront/commerce';
import {
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
  ResourceExhaustedError,
} from '@storefront/service-kit/errors';
import type { CartEntry } from './cart';
import { checkAnswersRoom, checkQuantityChange, MAX_ENTRIES_PER_CART, planAddition } from './entry-rules';
import type { CatalogProduct, ProductVariant, StoreRules } from './product';
import { checkQuantity } from './quantity';

const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

const variant = (qtyInStock: number, unlimited = false): ProductVariant => ({
  id: 'v1',
  sku: 'SKU-1',
  attributes: {},
  optionNames: [],
  priceCents: 1000,
  salePriceCents: 0,
  onSale: false,
  currency: 'USD',
  qtyInStock,
  unlimited,
});

const productWith = (v: ProductVariant, productType: number = PRODUCT_TYPE.physical): CatalogProduct => ({
  id: 'item',
  title: 'Item',
  productType,
  url: '/shop/p/item',
  imageUrl: '',
  variants: [v],
  isSubscribable: false,
  subscriptionOptionIds: [],
  subscriptionPlans: {},
  giftCardDenominationsCents: [],
  form: null,
});

const entry = (id: string, quantity: number, additionalFields: CartEntry['additionalFields'] = null) => ({
  id,
  itemId: 'item',
  variantId: 'v1',
  sku: 'SKU-1',
  quantity,
  additionalFields,
});

const rules: StoreRules = { websiteId: 'w', multipleQuantityAllowedForServices: true };

describe('adding to a cart', () => {
  it('appends a new entry to an empty cart', () => {
    const v = variant(5);
    expect(
      planAddition([], { product: productWith(v), variant: v, quantity: 2, additionalFields: null }, rules),
    ).toEqual({
      kind: 'append',
      quantity: 2,
    });
  });

  it('grows the entry with the same item, sku and answers', () => {
    const v = variant(10);
    const entries = [entry('a', 1, { note: 'x' }), entry('b', 2)];
    const plan = planAddition(
      entries,
      { product: productWith(v), variant: v, quantity: 3, additionalFields: null },
      rules,
    );
    expect(plan).toEqual({ kind: 'grow', entryId: 'b', quantity: 5 });
  });

  it('appends when the answers differ', () => {
    const v = variant(10);
    const plan = planAddition(
      [entry('a', 1, { note: 'x' })],
      { product: productWith(v), variant: v, quantity: 1, additionalFields: { note: 'y' } },
      rules,
    );
    expect(plan.kind).toBe('append');
  });

  it("refuses when the cart's total of the variant would pass the stock, across entries", () => {
    const v = variant(3);
    const entries = [entry('a', 1, { note: 'x' }), entry('b', 1)];
    const addition = { product: productWith(v), variant: v, additionalFields: null };
    expect(planAddition(entries, { ...addition, quantity: 1 }, rules).kind).toBe('grow');
    expect(() => planAddition(entries, { ...addition, quantity: 2 }, rules)).toThrow(
      new FailedPreconditionError(NOT_ENOUGH),
    );
  });

  it('never refuses an unlimited variant for stock', () => {
    const v = variant(0, true);
    expect(
      planAddition(
        [entry('a', 9000)],
        { product: productWith(v), variant: v, quantity: 999, additionalFields: null },
        rules,
      ),
    ).toEqual({ kind: 'grow', entryId: 'a', quantity: 9999 });
  });

  it('keeps one entry at 9999 at most', () => {
    const v = variant(0, true);
    expect(() =>
      planAddition(
        [entry('a', 9999)],
        { product: productWith(v), variant: v, quantity: 1, additionalFields: null },
        rules,
      ),
    ).toThrow(InvalidArgumentError);
  });

  it(`holds at most ${MAX_ENTRIES_PER_CART} entries`, () => {
    const v = variant(0, true);
    const full = Array.from({ length: MAX_ENTRIES_PER_CART }, (_, i) => entry(`e${i}`, 1, { n: String(i) }));
    const addition = { product: productWith(v), variant: v, quantity: 1 };
    expect(() => planAddition(full, { ...addition, additionalFields: { n: 'new' } }, rules)).toThrow(
      ResourceExhaustedError,
    );
    expect(planAddition(full, { ...addition, additionalFields: { n: '5' } }, rules).kind).toBe('grow');
  });

  it('holds at most a million characters of answers over all its entries', () => {
    const v = variant(0, true);
    const addition = { product: productWith(v), variant: v, quantity: 1 };
    // entries as long as the API lets one be: about 31,000 characters of answers each
    const answers = (i: number) => ({ text: String(i).padEnd(31_000, 'x') });
    const entries = Array.from({ length: 32 }, (_, i) => entry(`e${i}`, 1, answers(i)));
    expect(planAddition(entries.slice(0, 31), { ...addition, additionalFields: answers(99) }, rules).kind).toBe(
      'append',
    );
    expect(() => planAddition(entries, { ...addition, additionalFields: answers(99) }, rules)).toThrow(
      new ResourceExhaustedError('A cart holds at most 1,000,000 characters of custom-form answers.'),
    );
    // replacing an entry's answers counts them instead of the old ones
    expect(() => checkAnswersRoom(entries, answers(99), 'e0')).not.toThrow();
    expect(() => checkAnswersRoom(entries, { ...answers(99), more: 'x'.repeat(10_000) }, 'e0')).toThrow(
      ResourceExhaustedError,
    );
  });

  it('books a service once when the store allows no quantity for services', () => {
    const v = variant(0, true);
    const service = productWith(v, PRODUCT_TYPE.service);
    const single = { ...rules, multipleQuantityAllowedForServices: false };
    expect(planAddition([], { product: service, variant: v, quantity: 1, additionalFields: null }, single).kind).toBe(
      'append',
    );
    expect(() =>
      planAddition([], { product: service, variant: v, quantity: 2, additionalFields: null }, single),
    ).toThrow(FailedPreconditionError);
    expect(() =>
      planAddition(
        [entry('a', 1)],
        { product: service, variant: v, quantity: 1, additionalFields: { n: 'x' } },
        single,
      ),
    ).toThrow(FailedPreconditionError);
    expect(
      planAddition([entry('a', 1)], { product: service, variant: v, quantity: 4, additionalFields: null }, rules).kind,
    ).toBe('grow');
  });
});

describe('changing a quantity', () => {
  const v = variant(3);
  const product = productWith(v);

  it('allows raising within stock, counting the other entries of the variant', () => {
    expect(() => checkQuantityChange([entry('a', 1), entry('b', 1, { n: 'x' })], 'a', 2, product, rules)).not.toThrow();
    expect(() => checkQuantityChange([entry('a', 1), entry('b', 1, { n: 'x' })], 'a', 3, product, rules)).toThrow(
      new FailedPreconditionError(NOT_ENOUGH),
    );
  });

  it('always allows lowering, even below a stock that has since dropped or a product that is gone', () => {
    expect(() => checkQuantityChange([entry('a', 8)], 'a', 5, product, rules)).not.toThrow();
    expect(() => checkQuantityChange([entry('a', 8)], 'a', 5, null, rules)).not.toThrow();
  });

  it('raising an entry of a product that is gone is refused', () => {
    expect(() => checkQuantityChange([entry('a', 1)], 'a', 2, null, rules)).toThrow(NotFoundError);
  });
});

describe('quantity', () => {
  it.each([1, 9999])('accepts %d', (quantity) => expect(checkQuantity(quantity)).toBe(quantity));
  it.each([0, -1, 10_000, 1.5, Number.NaN])('refuses %d', (quantity) => {
    expect(() => checkQuantity(quantity)).toThrow(InvalidArgumentError);
  });
});

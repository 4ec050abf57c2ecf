import { describe, expect, it } from '@jest/globals';
import type { PageVariant, ProductOnPage } from './product-on-page';
import { restockFormShown } from './restock-visibility';

const variant = (
  id: string,
  attributes: Record<string, string>,
  qtyInStock: number,
  unlimited = false,
): PageVariant => ({
  id,
  sku: `SKU-${id}`,
  attributes,
  qtyInStock,
  unlimited,
});

const product = (variants: PageVariant[], options: string[]): ProductOnPage => ({
  id: 'p1',
  title: 'Canvas Sneaker',
  productType: 1,
  variantOptionOrdering: options,
  variants,
  stockPending: false,
  isSubscribable: false,
  subscriptionOptionId: null,
  form: undefined,
  expressCheckout: null,
});

const sneaker = product(
  [
    variant('8-white', { Size: '8', Color: 'White' }, 5),
    variant('11-navy', { Size: '11', Color: 'Navy' }, 0),
    variant('11-white', { Size: '11', Color: 'White' }, 0, true),
  ],
  ['Size', 'Color'],
);

describe('restockFormShown', () => {
  it('shows the form of a chosen sold-out variant only', () => {
    expect(restockFormShown(sneaker, { Size: '11', Color: 'Navy' }, '11-navy', true)).toBe(true);
    expect(restockFormShown(sneaker, { Size: '11', Color: 'Navy' }, '8-white', true)).toBe(false);
  });

  it('hides it while options are unchosen, and for an in-stock or unlimited variant', () => {
    expect(restockFormShown(sneaker, { Size: '11', Color: null }, '11-navy', true)).toBe(false);
    expect(restockFormShown(sneaker, { Size: '8', Color: 'White' }, '11-navy', true)).toBe(false);
    expect(restockFormShown(sneaker, { Size: '11', Color: 'White' }, '11-white', true)).toBe(false);
  });

  it('follows fresh stock: a variant back in stock loses its form', () => {
    const restocked = product([variant('a', { Size: 'S' }, 2), variant('b', { Size: 'M' }, 3)], ['Size']);
    expect(restockFormShown(restocked, { Size: 'M' }, 'b', true)).toBe(false);
  });

  it('without choices: the only variant decides once stock is known; before that the server page stands', () => {
    const camera = product([variant('only', {}, 0)], []);
    expect(restockFormShown(camera, {}, 'only', false)).toBeNull();
    expect(restockFormShown(camera, {}, 'only', true)).toBe(true);
    expect(restockFormShown(product([variant('only', {}, 1)], []), {}, 'only', true)).toBe(false);
  });
});

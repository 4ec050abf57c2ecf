import { describe, expect, it } from '@jest/globals';
import { findWakeHooks, hookTable, pressesOf } from './hook-table';

describe('findWakeHooks', () => {
  it('wakes the cart pill on the first cart change when the page started without a cart', () => {
    expect(findWakeHooks({ hasCart: false })).toEqual([
      { remote: 'cart', selector: '[data-cart-pill]', when: 'hasCart', wakeOn: 'storefront:cart-updated' },
    ]);
  });

  it('has nothing to wake when the pill was mounted on page start', () => {
    expect(findWakeHooks({ hasCart: true })).toEqual([]);
  });

  it('only wakes hooks that a condition held back', () => {
    const table = [...hookTable, { remote: 'forms' as const, selector: '.late', wakeOn: 'x' }];
    expect(findWakeHooks({ hasCart: true }, table)).toEqual([]);
  });
});

describe('pressesOf', () => {
  it('holds presses on the product remote’s controls that do nothing until it binds them', () => {
    expect(pressesOf('product')).toBe(
      '.sqs-add-to-cart-button, .sqs-product-quick-view-button, .product-installments-info',
    );
    expect(pressesOf('cart')).toBeUndefined();
    expect(pressesOf('forms')).toBeUndefined();
  });
});

import { describe, expect, it } from '@jest/globals';
import { ADD_TO_CART_MESSAGES, QUANTITY_MESSAGES } from '@storefront/commerce';
import { maxQuantityOf, quantityChange } from './quantity-change';

const NOT_A_NUMBER = QUANTITY_MESSAGES.notANumber;
const NOT_WHOLE = QUANTITY_MESSAGES.notWhole;
const NOT_ENOUGH_STOCK = ADD_TO_CART_MESSAGES.outOfStock;

describe('quantityChange', () => {
  const entry = { quantity: 2, qtyInStock: 5, unlimited: false };

  it('asks for a new whole quantity', () => {
    expect(quantityChange('3', entry)).toEqual({ kind: 'change', quantity: 3 });
    expect(quantityChange(' 5 ', entry)).toEqual({ kind: 'change', quantity: 5 });
  });

  it('does nothing when the quantity stays', () => {
    expect(quantityChange('2', entry)).toEqual({ kind: 'unchanged' });
  });

  it('refuses text and fractions with the spec wording', () => {
    expect(quantityChange('abc', entry)).toEqual({ kind: 'error', message: NOT_A_NUMBER });
    expect(quantityChange('', entry)).toEqual({ kind: 'error', message: NOT_A_NUMBER });
    expect(quantityChange('1.5', entry)).toEqual({ kind: 'error', message: NOT_WHOLE });
  });

  it('reads decimal notation only, as every quantity input does', () => {
    expect(quantityChange('0x10', entry)).toEqual({ kind: 'error', message: NOT_A_NUMBER });
    expect(quantityChange('1e3', entry)).toEqual({ kind: 'error', message: NOT_A_NUMBER });
  });

  it('pulls numbers into 1..9999', () => {
    expect(quantityChange('0', entry)).toEqual({ kind: 'change', quantity: 1 });
    expect(quantityChange('-4', entry)).toEqual({ kind: 'change', quantity: 1 });
    expect(quantityChange('20000', { ...entry, unlimited: true })).toEqual({ kind: 'change', quantity: 9999 });
  });

  it('refuses more than is in stock unless unlimited', () => {
    expect(quantityChange('6', entry)).toEqual({ kind: 'error', message: NOT_ENOUGH_STOCK });
    expect(quantityChange('6', { ...entry, unlimited: true })).toEqual({ kind: 'change', quantity: 6 });
  });
});

describe('maxQuantityOf', () => {
  it('is the stock, at most 9999, or 9999 when unlimited', () => {
    expect(maxQuantityOf({ qtyInStock: 5, unlimited: false })).toBe(5);
    expect(maxQuantityOf({ qtyInStock: 50_000, unlimited: false })).toBe(9999);
    expect(maxQuantityOf({ qtyInStock: 0, unlimited: true })).toBe(9999);
  });
});

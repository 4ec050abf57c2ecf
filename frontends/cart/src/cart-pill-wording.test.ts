import { describe, expect, it } from '@jest/globals';
import { cartPillWording } from './cart-pill-wording';

describe('cartPillWording', () => {
  it('hides the pill for an empty cart', () => {
    expect(cartPillWording(0)).toEqual({ hidden: true, count: '0', unit: 'items', ariaLabel: '' });
    expect(cartPillWording(-2).hidden).toBe(true);
    expect(cartPillWording(Number.NaN).hidden).toBe(true);
  });

  it('says one item in the singular', () => {
    expect(cartPillWording(1)).toEqual({ hidden: false, count: '1', unit: 'item', ariaLabel: '1 item in cart' });
  });

  it('says N items up to and including 100', () => {
    expect(cartPillWording(2)).toEqual({ hidden: false, count: '2', unit: 'items', ariaLabel: '2 items in cart' });
    expect(cartPillWording(100)).toEqual({
      hidden: false,
      count: '100',
      unit: 'items',
      ariaLabel: '100 items in cart',
    });
  });

  it('shows 100+ above 100, spoken as more than 100 items', () => {
    expect(cartPillWording(101)).toEqual({
      hidden: false,
      count: '100+',
      unit: 'items',
      ariaLabel: 'More than 100 items in cart',
    });
    expect(cartPillWording(5000).count).toBe('100+');
  });
});

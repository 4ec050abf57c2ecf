import { coversQuantity } from '@storefront/commerce';
import { InsufficientStock, InvalidArgument } from './errors';
import {
  assertCanReserve,
  normalizeReservationLines,
  sameLines,
  validateQuantity,
  validateReservationId,
} from './stock';

describe('stock reservation rules', () => {
  it('accepts quantities from 1 to 9999 only', () => {
    expect(validateQuantity(1)).toBe(1);
    expect(validateQuantity(9999)).toBe(9999);
    for (const bad of [0, -1, 10000, 1.5, Number.NaN]) {
      expect(() => validateQuantity(bad)).toThrow(InvalidArgument);
    }
  });

  it('merges repeated variants and sorts lines by variant id', () => {
    expect(
      normalizeReservationLines([
        { variantId: 'b', quantity: 1 },
        { variantId: 'a', quantity: 2 },
        { variantId: 'b', quantity: 3 },
      ]),
    ).toEqual([
      { variantId: 'a', quantity: 2 },
      { variantId: 'b', quantity: 4 },
    ]);
  });

  it('rejects empty reservations, missing variant ids and merged totals above the limit', () => {
    expect(() => normalizeReservationLines([])).toThrow(InvalidArgument);
    expect(() => normalizeReservationLines([{ variantId: '', quantity: 1 }])).toThrow(InvalidArgument);
    expect(() =>
      normalizeReservationLines([
        { variantId: 'a', quantity: 9000 },
        { variantId: 'a', quantity: 1000 },
      ]),
    ).toThrow('Quantity must be at most 9999.');
  });

  it('compares canonical lines', () => {
    const lines = normalizeReservationLines([{ variantId: 'a', quantity: 2 }]);
    expect(sameLines(lines, [{ variantId: 'a', quantity: 2 }])).toBe(true);
    expect(sameLines(lines, [{ variantId: 'a', quantity: 3 }])).toBe(false);
    expect(sameLines(lines, [])).toBe(false);
  });

  it('cannot reserve more than in stock unless unlimited', () => {
    expect(coversQuantity({ variantId: 'a', qtyInStock: 3, unlimited: false }, 3)).toBe(true);
    expect(coversQuantity({ variantId: 'a', qtyInStock: 3, unlimited: false }, 4)).toBe(false);
    expect(coversQuantity({ variantId: 'a', qtyInStock: 0, unlimited: true }, 9999)).toBe(true);
    expect(() => assertCanReserve({ variantId: 'a', qtyInStock: 1, unlimited: false }, 2)).toThrow(InsufficientStock);
  });

  it('accepts reservation ids of safe characters only', () => {
    expect(validateReservationId('cart_123:checkout-1')).toBe('cart_123:checkout-1');
    for (const bad of ['', 'a b', 'x'.repeat(129), "1'; drop table"]) {
      expect(() => validateReservationId(bad)).toThrow(InvalidArgument);
    }
  });
});

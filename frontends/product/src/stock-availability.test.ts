import { describe, expect, it } from '@jest/globals';
import { availabilityWording, type StockRow } from './stock-availability';

const row = (
  variantId: string,
  attributes: Record<string, string>,
  qtyInStock: number,
  unlimited = false,
): StockRow => ({
  itemId: 'item-1',
  variantId,
  sku: `SKU-${variantId}`,
  attributes,
  unlimited,
  qtyInStock,
});

const rows = [
  row('blue-s', { Color: 'Blue', Size: 'S' }, 2),
  row('blue-l', { Color: 'Blue', Size: 'L' }, 0),
  row('red-s', { Color: 'Red', Size: 'S' }, 0, true),
  row('red-l', { Color: 'Red', Size: 'L' }, 4),
  row('green-l', { Color: 'Green', Size: 'L' }, 3),
];

describe('availabilityWording', () => {
  it('asks for options while any is unselected', () => {
    expect(availabilityWording(rows, { Color: 'Blue', Size: null })).toBe('Select options to see availability.');
  });

  it.each([
    [{ Color: 'Blue', Size: 'S' }, 'Only 2 left'],
    [{ Color: 'Green', Size: 'L' }, 'Only 3 left'],
    [{ Color: 'Red', Size: 'L' }, 'In stock'],
    [{ Color: 'Blue', Size: 'L' }, 'Sold out'],
    [{ Color: 'Red', Size: 'S' }, 'In stock'],
    [{ Color: 'Green', Size: 'S' }, 'Unavailable'],
  ])('says for %j: %s', (chosen, wording) => {
    expect(availabilityWording(rows, chosen)).toBe(wording);
  });

  it('says Only 1 left for the last piece', () => {
    expect(availabilityWording([row('one', {}, 1)], {})).toBe('Only 1 left');
  });

  it('judges a product without options as a whole', () => {
    expect(availabilityWording([row('a', {}, 0), row('b', {}, 0)], {})).toBe('Sold out');
    expect(availabilityWording([row('a', {}, 0), row('b', {}, 0, true)], {})).toBe('In stock');
    expect(availabilityWording([row('a', {}, 2), row('b', {}, 1)], {})).toBe('Only 3 left');
    expect(availabilityWording([], {})).toBe('Unavailable');
  });
});

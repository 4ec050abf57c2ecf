import { describe, expect, it } from '@jest/globals';
import { formatMoney, variantPriceParts } from './price-display';

const base = { sku: 'A', attributes: {}, qtyInStock: 3, unlimited: false };

describe('formatMoney', () => {
  it('formats major-unit decimals in the currency', () => {
    expect(formatMoney({ value: '68.00', currency: 'USD' })).toBe('$68.00');
    expect(formatMoney({ value: '1234.5', currency: 'EUR' })).toBe('€1,234.50');
    expect(formatMoney({ value: '1500', currency: 'JPY' })).toBe('¥1,500');
    expect(formatMoney(undefined)).toBe('$0.00');
  });
});

describe('variantPriceParts', () => {
  it('shows one price, or sale and original with their spoken labels', () => {
    const price = { value: '32.00', currency: 'USD' };
    expect(variantPriceParts({ ...base, priceMoney: price }).map((part) => part.text)).toEqual(['$32.00']);
    expect(
      variantPriceParts({
        ...base,
        priceMoney: price,
        salePriceMoney: { value: '24.00', currency: 'USD' },
        onSale: true,
      }),
    ).toEqual([
      { kind: 'hidden-label', text: 'Sale Price:' },
      { kind: 'price', text: '$24.00 ' },
      { kind: 'hidden-label', text: 'Original Price:' },
      { kind: 'original-price', text: '$32.00' },
    ]);
  });
});

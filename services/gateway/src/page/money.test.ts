import { legacyCents, pageMoney } from './money';

describe('pageMoney', () => {
  it('falls back to zero in USD when the price is missing', () => {
    expect(pageMoney(undefined)).toEqual({ value: '0.00', currency: 'USD' });
    expect(pageMoney({ valueMinor: '1250', currency: '' })).toEqual({ value: '12.50', currency: 'USD' });
  });

  it('keeps the currency of the amount', () => {
    expect(pageMoney({ valueMinor: '1250', currency: 'JPY' })).toEqual({ value: '1250', currency: 'JPY' });
  });
});

it('legacyCents reads the integer minor units', () => {
  expect(legacyCents({ valueMinor: '1999', currency: 'USD' })).toBe(1999);
  expect(legacyCents(undefined)).toBe(0);
});

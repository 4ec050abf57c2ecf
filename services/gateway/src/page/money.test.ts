import { legacyCents, minorToDecimal, pageMoney } from './money';

describe('minorToDecimal', () => {
  it.each([
    ['1999', 'USD', '19.99'],
    ['5', 'EUR', '0.05'],
    ['0', 'USD', '0.00'],
    ['100', 'GBP', '1.00'],
    ['-250', 'USD', '-2.50'],
    ['1999', 'JPY', '1999'],
    ['9007199254740993', 'USD', '90071992547409.93'],
  ])('%s %s -> %s', (minor, currency, expected) => {
    expect(minorToDecimal(minor, currency)).toBe(expected);
  });
});

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

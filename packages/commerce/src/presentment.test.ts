import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  chosenPresentment,
  isPresentmentRate,
  presentAmounts,
  presentmentMinorUnits,
  presentmentNotice,
} from './presentment';

const EUR = (rate: string) => ({ currency: 'EUR', rate });
const JPY = (rate: string) => ({ currency: 'JPY', rate });

describe('presentment currency', () => {
  it('converts whole minor units at the rate, into the currency’s own fraction digits', () => {
    expect(presentmentMinorUnits(6_800, 'USD', EUR('0.92'))).toBe(6_256);
    expect(presentmentMinorUnits(1_000, 'USD', EUR('0.925'))).toBe(925);
    // yen have no minor unit: 68.00 USD at 150 is 10,200 yen
    expect(presentmentMinorUnits(6_800, 'USD', JPY('150'))).toBe(10_200);
    // and from yen: 10,000 yen at 0.0067 is 67.00 USD
    expect(presentmentMinorUnits(10_000, 'JPY', { currency: 'USD', rate: '0.0067' })).toBe(6_700);
    expect(presentmentMinorUnits(0, 'USD', EUR('0.92'))).toBe(0);
  });

  it('rounds half away from zero', () => {
    // 19.99 USD at 150.5 is 3,008.495 yen -> 3,008; 1.00 USD at 150.5 is 150.5 yen -> 151
    expect(presentmentMinorUnits(1_999, 'USD', JPY('150.5'))).toBe(3_008);
    expect(presentmentMinorUnits(100, 'USD', JPY('150.5'))).toBe(151);
    expect(presentmentMinorUnits(100, 'USD', JPY('150.4999'))).toBe(150);
    expect(presentmentMinorUnits(1, 'USD', EUR('0.5'))).toBe(1);
    expect(presentmentMinorUnits(-1, 'USD', EUR('0.5'))).toBe(-1);
    expect(presentmentMinorUnits(1, 'USD', EUR('0.499999'))).toBe(0);
  });

  it('is exact where floating point is not, and never gives a fraction of a minor unit', () => {
    // 0.1 * 3 in floating point is 0.30000000000000004
    expect(presentmentMinorUnits(3, 'USD', EUR('0.1'))).toBe(0);
    expect(presentmentMinorUnits(1_005, 'USD', EUR('1'))).toBe(1_005);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (minor, scaled) => {
        const rate = (scaled / 1_000_000).toFixed(6);
        const converted = presentmentMinorUnits(minor, 'USD', EUR(rate));
        expect(Number.isSafeInteger(converted)).toBe(true);
        // within half a cent of the exact product
        expect(Math.abs(converted - (minor * scaled) / 1_000_000)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('takes rates as plain decimals above 0, at most 1,000,000 with 6 fraction digits', () => {
    for (const rate of ['0.92', '1', '150', '0.000001', '1000000', '12.345678'])
      expect(isPresentmentRate(rate)).toBe(true);
    for (const rate of ['0', '0.0', '-1', '1e3', '.5', '1.', '1.1234567', '1000000.01', '01', ' 1', 'NaN', ''])
      expect(isPresentmentRate(rate)).toBe(false);
    expect(() => presentmentMinorUnits(100, 'USD', EUR('abc'))).toThrow(RangeError);
  });

  it('shows the store currency unless the visitor chose an offered other one', () => {
    const rates = [EUR('0.92'), JPY('150')];
    expect(chosenPresentment('EUR', 'USD', rates)).toEqual(EUR('0.92'));
    expect(chosenPresentment('USD', 'USD', rates)).toBeUndefined();
    expect(chosenPresentment('GBP', 'USD', rates)).toBeUndefined();
    expect(chosenPresentment(undefined, 'USD', rates)).toBeUndefined();
    expect(presentmentNotice('EUR', 'USD')).toBe('Prices shown in EUR are approximate; you pay in USD.');
  });

  it('shows every store-currency amount of a text in the chosen currency, as prices are formatted', () => {
    expect(presentAmounts('From $68.00, was $1,000.00', 'USD', EUR('0.92'))).toBe('From €62.56, was €920.00');
    expect(presentAmounts('4 interest-free payments of $17.00', 'USD', JPY('150'))).toBe(
      '4 interest-free payments of ¥2,550',
    );
    expect(presentAmounts('¥10,000', 'JPY', { currency: 'USD', rate: '0.0067' })).toBe('$67.00');
    expect(presentAmounts('Shirt, 2 items', 'USD', EUR('0.92'))).toBe('Shirt, 2 items');
  });
});

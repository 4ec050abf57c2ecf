import { describe, expect, it } from '@jest/globals';
import { CURRENCIES, currencyFormatOptions, fractionDigits, isCurrencyCode } from './money';
import { minorToMajor, minorToMajorNumber, money, moneyOrZero } from './money';

describe('money', () => {
  it('knows the 27 store currencies, JPY without fraction digits', () => {
    expect(CURRENCIES).toHaveLength(27);
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('EUR')).toBe(2);
    expect(fractionDigits('XYZ')).toBe(2);
    expect(isCurrencyCode('ZAR')).toBe(true);
    expect(isCurrencyCode('constructor')).toBe(false);
  });

  it.each([
    ['1999', 'USD', '19.99'],
    ['5', 'EUR', '0.05'],
    ['0', 'USD', '0.00'],
    ['100', 'GBP', '1.00'],
    ['-250', 'USD', '-2.50'],
    ['1999', 'JPY', '1999'],
    ['9007199254740993', 'USD', '90071992547409.93'],
  ])('minorToMajor %s %s -> %s', (minor, currency, expected) => {
    expect(minorToMajor(minor, currency)).toBe(expected);
  });

  it('prints each currency with its own digits, COP and IDR with two as spec §3 says', () => {
    const print = (currency: string) => new Intl.NumberFormat('en-US', currencyFormatOptions(currency)).format(1234.5);
    expect(print('USD')).toBe('$1,234.50');
    expect(print('COP')).toMatch(/1,234\.50$/);
    expect(print('IDR')).toMatch(/1,234\.50$/);
    expect(print('JPY')).toBe('¥1,235');
  });

  it('divides by the currency digits for display', () => {
    expect(minorToMajorNumber(1250, 'USD')).toBe(12.5);
    expect(minorToMajorNumber(1250, 'JPY')).toBe(1250);
  });

  it('keeps minor units whole and reads a missing price as zero USD', () => {
    expect(moneyOrZero(undefined)).toEqual({ valueMinor: 0, currency: 'USD' });
    expect(money(500, 'JPY')).toEqual({ valueMinor: 500, currency: 'JPY' });
    expect(() => money(10.5)).toThrow(RangeError);
  });
});

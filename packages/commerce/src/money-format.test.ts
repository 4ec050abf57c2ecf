import { describe, expect, it } from '@jest/globals';
import { CURRENCIES, fractionDigits } from './money';
import { formatMajorUnits, formatMinorUnits } from './money-format';

describe('money format', () => {
  it('lays out every store currency with comma thousands, point decimal and its own digits', () => {
    for (const currency of CURRENCIES) {
      const text = formatMinorUnits(123456789, currency);
      const digits = fractionDigits(currency);
      const number = text.replace(/[^\d.,]/g, '');
      expect({ currency, number }).toEqual({
        currency,
        number: digits === 0 ? '123,456,789' : '1,234,567.89',
      });
    }
  });

  it('reads minor and major units alike', () => {
    expect(formatMinorUnits(1250, 'USD')).toBe('$12.50');
    expect(formatMinorUnits('1250', 'JPY')).toBe('¥1,250');
    expect(formatMajorUnits('12.50', 'USD')).toBe('$12.50');
    expect(formatMajorUnits('1250', 'JPY')).toBe('¥1,250');
  });

  it('never throws on bad data: no currency is USD, a non-number is zero', () => {
    expect(formatMinorUnits(1250, '')).toBe('$12.50');
    expect(formatMinorUnits('abc', 'USD')).toBe('$0.00');
    expect(formatMajorUnits(undefined, 'USD')).toBe('$0.00');
    expect(formatMinorUnits(1250, 'not a code')).toBe('$12.50');
  });

  it('speaks a reader language when asked, with the currency digits kept', () => {
    expect(formatMinorUnits(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMinorUnits(123450, 'EUR', 'xx-not-a-locale!!')).toBe('€1,234.50');
  });
});

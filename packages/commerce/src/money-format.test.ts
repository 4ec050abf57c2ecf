import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CURRENCIES, fractionDigits } from './money';
import { formatMajorUnits, formatMinorUnits, replaceAmounts } from './money-format';

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

  it('finds every amount it formats, in any currency, with the text around it kept', () => {
    const words = fc.stringMatching(/^[a-z ,]{0,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: -1e12, max: 1e12 }),
        words,
        words,
        (currency, minor, before, after) => {
          // a space keeps the amount apart from a letter before it, as any page lays it out
          const text = `${before} ${formatMinorUnits(minor, currency)} ${after}`;
          const found: number[] = [];
          const replaced = replaceAmounts(text, currency, (units) => {
            found.push(units);
            return '<amount>';
          });
          expect(found).toEqual([minor]);
          expect(replaced).toBe(`${before} <amount> ${after}`);
        },
      ),
    );
  });

  it('leaves what is not an amount of the currency alone', () => {
    const seen = (text: string, currency: string) => {
      const found: number[] = [];
      replaceAmounts(text, currency, (units) => (found.push(units), ''));
      return found;
    };
    expect(seen('From $1,250.00 to $2.50, was -$0.05', 'USD')).toEqual([125000, 250, -5]);
    expect(seen('A$1.00, CA$2.00, $3, $4.5, $1234.00, 12 items', 'USD')).toEqual([]);
    expect(seen('¥1,250 and ¥12', 'JPY')).toEqual([1250, 12]);
    expect(seen(`${formatMinorUnits(1999, 'NOK')} or NOK 19.99`, 'NOK')).toEqual([1999]);
  });
});

import { Context } from '../../exec/context';
import { localeOf } from '../shared/locale';
import { parseDecimal } from './decimal';
import { currencyForLocale } from './locale-currency';
import {
  Money,
  formatCurrency,
  formatNativeAmount,
  moneyFromCents,
  readAnyMoney,
  readLegacyMoney,
  readMoney,
  toCentsText,
} from './money';

const money = (value: string, currency = 'USD'): Money => ({ amount: parseDecimal(value)!, currency });

describe('reading money', () => {
  test('{value, currency} with USD default', () => {
    expect(toCentsText(readMoney({ value: '12.5' }))).toBe('1250');
    expect(readMoney({ value: '12.5' }).currency).toBe('USD');
    expect(readMoney({ value: '1', currency: 'EUR' }).currency).toBe('EUR');
    expect(toCentsText(readMoney({ value: 1.5 }))).toBe('150');
  });
  test('missing or unreadable amounts are zero', () => {
    for (const node of [undefined, null, {}, { value: 'abc' }, { value: ' 4' }, { value: true }, '5']) {
      expect(toCentsText(readMoney(node))).toBe('0');
    }
    expect(readMoney(undefined).currency).toBe('USD');
  });
  test('product prices do not read the legacy shape', () => {
    expect(toCentsText(readMoney({ decimalValue: '2.5', currencyCode: 'EUR' }))).toBe('0');
  });
  test('legacy {decimalValue, currencyCode}', () => {
    const m = readLegacyMoney({ decimalValue: '123456.7890', currencyCode: 'EUR' })!;
    expect(m.currency).toBe('EUR');
    expect(toCentsText(m)).toBe('12345678.9');
    expect(readLegacyMoney({ value: '1' })).toBeNull();
    expect(readAnyMoney({ decimalValue: '2', currencyCode: 'GBP' }).currency).toBe('GBP');
    expect(toCentsText(readAnyMoney({ value: '3', decimalValue: '2' }))).toBe('300');
  });
  test('legacy cents', () => {
    expect(formatNativeAmount(moneyFromCents(12345))).toBe('123.45');
    expect(formatNativeAmount(moneyFromCents('12345'))).toBe('123.45');
    expect(formatNativeAmount(moneyFromCents('x'))).toBe('0.00');
  });
});

describe('formatNativeAmount', () => {
  test.each([
    ['200', '200.00'],
    ['123456789.99', '123,456,789.99'],
    ['1.005', '1.01'],
    ['-3', '-3.00'],
    ['999.995', '1,000.00'],
  ])('%s -> %s', (value, out) => {
    expect(formatNativeAmount(money(value))).toBe(out);
  });
  test('locale and currency do not change it (JPY keeps two digits)', () => {
    expect(formatNativeAmount(money('100.7', 'JPY'))).toBe('100.70');
  });
});

describe('formatCurrency', () => {
  test('locale formats', () => {
    expect(formatCurrency('en', money('2500'))).toBe('$2,500.00');
    expect(formatCurrency('de-DE', money('2500', 'EUR'))).toBe('2.500,00\u00a0€');
    expect(formatCurrency('fr', money('1234.5', 'EUR'))).toBe('1\u202f234,50\u00a0€');
  });
  test('banker rounding, JPY without fraction digits', () => {
    expect(formatCurrency('en', money('1234.5', 'JPY'))).toBe('¥1,234');
    expect(formatCurrency('en', money('0.125'))).toBe('$0.12');
  });
  test('zero has no sign', () => {
    expect(formatCurrency('en', money('-0'))).toBe('$0.00');
  });
  test('unknown currencies keep the layout without a symbol', () => {
    const unknown = formatCurrency('en', money('1234.5', 'XYZ'));
    expect(unknown).not.toContain('XYZ');
    expect(unknown.trim()).toBe('1,234.50');
    expect(formatCurrency('en', money('1234.5', 'usd'))).not.toContain('$');
    expect(formatCurrency('de', money('-1234.5', 'XYZ'))).toMatch(/^-1\.234,50/);
  });
  test('an unusable locale tag formats in English', () => {
    expect(formatCurrency(localeOf(new Context({ locale: 'not a locale!' })) ?? '', money('1'))).toBe('$1.00');
  });
});

describe('currencyForLocale', () => {
  test.each([
    ['en', 'USD'],
    ['en-GB', 'GBP'],
    ['de', 'EUR'],
    ['ja', 'JPY'],
    ['fr-CH', 'CHF'],
    ['pt', 'BRL'],
    ['xx', 'USD'],
    ['!!', 'USD'],
  ])('%s pays in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});

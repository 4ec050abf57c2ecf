import { applyFormatter, type FormatterCall } from '../../../test/formatter-harness';
import { family } from './index';

const run = (name: string, value: unknown, args = '', call: FormatterCall = {}) =>
  applyFormatter(family.formatters[name], value, { args, ...call });
const decimal = (value: unknown, args = '', call: FormatterCall = {}) => run('decimal', value, args, call);
const money = (value: unknown, args = '', call: FormatterCall = {}) => run('money', value, args, call);

describe('decimal', () => {
  test('grouping, up to three fraction digits, exact decimal text', () => {
    expect(decimal(9876.54321)).toBe('9,876.543');
    expect(decimal('1234567890123456789.123')).toBe('1,234,567,890,123,456,789.123');
    expect(decimal('+5')).toBe('5');
    expect(decimal('.5')).toBe('0.5');
    expect(decimal('1e3')).toBe('1,000');
  });

  test('styles', () => {
    expect(decimal('0.4567', 'style:percent')).toBe('46%');
    expect(decimal('45.67', 'style:percent-scaled')).toBe('46%');
    expect(decimal('0.4567', 'style:permille')).toBe('457‰');
    expect(decimal('456.7', 'style:permille-scaled')).toBe('457‰');
    expect(decimal('98765.4', 'style:short')).toBe('99K');
    expect(decimal('98765.4', 'style:long')).toBe('99 thousand');
    expect(decimal('98765.4', 'style:scientific')).toBe('1E+5');
    expect(decimal('2.5', 'style:scientific')).toBe('2');
  });

  test('digits and rounding (half-even by default)', () => {
    expect(decimal('2.5', 'maxFrac:0')).toBe('2');
    expect(decimal('3.5', 'maximumFractionDigits:0')).toBe('4');
    expect(decimal('2.5', 'maxFrac:0 round:half-up')).toBe('3');
    expect(decimal('-2.5', 'maxFrac:0 round:floor')).toBe('-3');
    expect(decimal('2.51', 'maxFrac:0 round:down')).toBe('2');
    expect(decimal('-0.125', 'maxFrac:0')).toBe('0');
    expect(decimal('0.5', 'minFrac:3')).toBe('0.500');
    expect(decimal('1.005', 'minFrac:2 maxFrac:1')).toBe('1.0');
    expect(decimal('0.5', 'maxSig:3')).toBe('0.500');
    expect(decimal('0.5', 'maxSig:3 minSig:1')).toBe('0.5');
    expect(decimal('123456.789', 'maxSig:3')).toBe('123,000');
    expect(decimal('0.5', 'minInt:3')).toBe('000.5');
    expect(decimal('0.5', 'minInt:0')).toBe('.5');
    expect(decimal('123456.789', 'maxFrac:abc')).toBe('123,457');
  });

  test('unknown option values fall back to the defaults', () => {
    expect(decimal('2.5', 'maxFrac:0 round:constructor')).toBe('2');
    expect(decimal('2.5', 'style:bogus')).toBe('2.5');
    expect(decimal('2.5', 'constructor:1')).toBe('2.5');
  });

  test('grouping can be turned off', () => {
    expect(decimal(1234567, 'no-group')).toBe('1234567');
    expect(decimal(1234567, 'group:false')).toBe('1234567');
    expect(decimal(1234567, 'grouping')).toBe('1,234,567');
  });

  test('other locales', () => {
    expect(decimal('1234.5', '', { locale: 'de-DE' })).toBe('1.234,5');
    expect(decimal('0.25', 'style:percent', { locale: 'fr-FR' })).toBe('25\u00a0%');
  });

  test('nothing prints for values that are not numbers, or without locale data', () => {
    for (const v of ['abc', ' 12 ', '0x10', '1,000', '', '1e999999', null, undefined, true, {}, [5]]) {
      expect(decimal(v)).toBe('');
    }
    expect(decimal(5, '', { locale: null })).toBe('');
  });
});

describe('money', () => {
  const usd = { decimalValue: '123456.7890', currencyCode: 'USD' };

  test('money objects in both shapes', () => {
    expect(money(usd)).toBe('$123,456.79');
    expect(money({ value: '1250', currency: 'GBP' })).toBe('£1,250.00');
    expect(money({ value: 1250, currency: 'CAD' })).toBe('CA$1,250.00');
    expect(money({ decimalValue: '1234.5', currencyCode: 'JPY' })).toBe('¥1,234');
    expect(money({ decimalValue: '-0.125', currencyCode: 'EUR' })).toBe('-€0.12');
  });

  test('styles', () => {
    expect(money(usd, 'style:short')).toBe('$123K');
    expect(money(usd, 'style:name')).toBe('123,456.79 US dollars');
    expect(money(usd, 'style:code')).toBe('123,456.79 USD');
    expect(money({ decimalValue: '-1', currencyCode: 'EUR' }, 'style:accounting')).toBe('(€1.00)');
    expect(money({ decimalValue: '1', currencyCode: 'USD' }, 'style:name maxFrac:0')).toBe('1 US dollar');
    expect(money({ decimalValue: '1', currencyCode: 'USD' }, 'style:short maxFrac:2')).toBe('$1.00');
  });

  test('unknown currency codes print without a symbol', () => {
    expect(money({ decimalValue: '1', currencyCode: 'XYZ' })).toBe('\u00a01.00');
    expect(money({ decimalValue: '1', currencyCode: 'usd' }, 'style:code')).toBe('1.00 usd');
  });

  test('other locales', () => {
    expect(money({ decimalValue: '2500', currencyCode: 'EUR' }, '', { locale: 'de-DE' })).toBe('2.500,00\u00a0€');
    expect(money(usd, 'style:code', { locale: 'ja' })).toBe('123,456.79USD');
  });

  test('nothing prints for anything but a money object, or without locale data', () => {
    const notMoney = [
      12.5,
      '12.5',
      {},
      { decimalValue: '2.5' },
      { value: '99' },
      { decimalValue: 'x', currencyCode: 'USD' },
    ];
    for (const v of notMoney) expect(money(v)).toBe('');
    expect(money(usd, '', { locale: null })).toBe('');
  });
});

describe('accepted formatters that leave the value as it is', () => {
  test.each(['unit', 'datetimefield', 'i18n-money-format'])('%s', (name) => {
    expect(run(name, 1234.5, 'in:byte')).toBe(1234.5);
    expect(run(name, 'x')).toBe('x');
  });
});

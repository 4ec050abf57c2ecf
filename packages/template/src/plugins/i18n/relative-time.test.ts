import { applyFormatter, type FormatterCall } from '../../../test/formatter-harness';
import { family } from './index';

const NOW = Date.UTC(2017, 7, 9, 17, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

function relative(value: unknown, args = '', call: FormatterCall = {}, end?: unknown) {
  const more = end === undefined ? [] : [end];
  return applyFormatter(family.formatters['relative-time'], value, { now: NOW, args, more, ...call });
}

describe('relative-time', () => {
  test.each([
    [0, 'now'],
    [400, 'now'],
    [600, 'in 1 second'],
    [59 * S, 'in 59 seconds'],
    [89 * S, 'in 1 minute'],
    [90 * S, 'in 2 minutes'],
    [89 * M, 'in 1 hour'],
    [150 * M, 'in 2 hours'], // 2.5 rounds half to even
    [210 * M, 'in 4 hours'],
    [23 * H, 'in 23 hours'],
    [30 * H, 'tomorrow'],
    [36 * H, 'in 2 days'],
    [-D, 'yesterday'],
    [7 * D, 'in 7 days'],
    [30 * D, 'in 30 days'],
    [31 * D, 'next month'], // September 9: a whole month
    [46 * D, 'next month'],
    [47 * D, 'in 2 months'],
    [-46 * D, 'last month'],
    [-47 * D, '2 months ago'],
    [364 * D, 'in 12 months'],
    [365 * D, 'next year'],
    [5000 * D, 'in 14 years'],
  ])('%d ms from now: %s', (delta, text) => {
    expect(relative(NOW + delta)).toBe(text);
  });

  test('a month is whole when the day of month comes round again', () => {
    const jan31 = Date.UTC(2017, 0, 31, 12);
    expect(relative(jan31, '', {}, jan31 + 28 * D)).toBe('in 28 days');
    expect(relative(jan31, '', {}, jan31 + 29 * D)).toBe('next month');
    expect(relative(jan31, '', {}, jan31 + 44 * D)).toBe('in 2 months');
  });

  test('weeks only when allowed', () => {
    expect(relative(NOW + 10 * D, 'allowWeeks:true')).toBe('next week');
    expect(relative(NOW + 11 * D, 'allowWeeks:true')).toBe('in 2 weeks');
    expect(relative(NOW + 11 * D, 'allowWeeks:yes')).toBe('in 11 days');
  });

  test('two values: from the first to the second', () => {
    expect(relative(NOW, '', {}, NOW + 2 * H)).toBe('in 2 hours');
    expect(relative(NOW + 2 * H, '', {}, NOW)).toBe('2 hours ago');
  });

  test('options', () => {
    expect(relative(NOW + D, 'numericOnly:true')).toBe('in 1 day');
    expect(relative(NOW - 500, 'numericOnly:true')).toBe('0 seconds ago');
    expect(relative(NOW + 2 * H, 'width:short')).toBe('in 2 hr.');
    expect(relative(NOW + 2 * H, 'field:day')).toBe('today');
    expect(relative(NOW + 2 * H, 'field:minute')).toBe('in 120 minutes');
    expect(relative(NOW + 2 * H, 'field:hours')).toBe('in 2 hours');
    expect(relative(NOW + 150 * M, 'maximumFractionDigits:1')).toBe('in 2.5 hours');
    expect(relative(NOW + 2 * D, 'minimumFractionDigits:2')).toBe('in 2.00 days');
    expect(relative(NOW + 2 * H, 'context:begin-sentence')).toBe('In 2 hours');
    expect(relative(NOW - 11 * H, 'context:standalone')).toBe('11 hours ago');
  });

  test('other locales', () => {
    expect(relative(NOW + 2 * H, '', { locale: 'de-DE' })).toBe('in 2 Stunden');
    expect(relative(NOW - D, '', { locale: 'fr-FR' })).toBe('hier');
    expect(relative(NOW - 3 * D, '', { locale: 'ja' })).toBe('3 日前');
  });

  test('nothing prints for a value that is not an instant or without locale data', () => {
    expect(relative('abc')).toBe('');
    expect(relative(NOW, '', { locale: null })).toBe('');
  });
});

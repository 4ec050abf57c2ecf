import { applyFormatter, runFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const NOW = Date.UTC(2021, 7, 1, 20, 30, 45);

const since = (value: unknown, locale: string | null = 'en') =>
  applyFormatter(family.formatters.timesince, value, { locale, now: NOW });
const words = (value: unknown) => String(since(value)).replace(/<[^>]*>/g, '');

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timesince', () => {
  test('wraps the wording in a span that keeps the instant', () => {
    expect(since(NOW - 3 * H)).toBe(`<span class="timesince" data-date="${NOW - 3 * H}">about 3 hours ago</span>`);
    expect(since(String(NOW))).toBe(`<span class="timesince" data-date="${NOW}">less than a minute ago</span>`);
  });

  test.each([
    [0, 'less than a minute ago'],
    [59 * S, 'less than a minute ago'],
    [-5 * M, 'less than a minute ago'],
    [60 * S, 'about a minute ago'],
    [119 * S, 'about a minute ago'],
    [2 * M, 'about 2 minutes ago'],
    [59 * M, 'about 59 minutes ago'],
    [H, 'about an hour ago'],
    [2 * H - 1, 'about an hour ago'],
    [23 * H, 'about 23 hours ago'],
    [D, 'about a day ago'],
    [6 * D, 'about 6 days ago'],
    [7 * D, 'about a week ago'],
    [29 * D, 'about 4 weeks ago'],
    [30 * D, 'about a month ago'],
    [364 * D, 'about 12 months ago'],
    [365 * D, 'about a year ago'],
    [730 * D, 'about 2 years ago'],
  ])('%d ms ago: %s', (elapsed, text) => {
    expect(words(NOW - elapsed)).toBe(text);
  });

  test('not an instant, or no locale data', () => {
    expect(since('abc')).toBe('Invalid date.');
    expect(since(NOW, null)).toBe('Invalid date.');
  });

  test('instants before the supported calendar count from its first day (and are an error)', () => {
    const { value, errors } = runFormatter(family.formatters.timesince, -1e16, { now: NOW });
    expect(value).toMatch(/data-date="-10000000000000000">about 6738 years ago/);
    expect(errors).toHaveLength(1);
  });
});

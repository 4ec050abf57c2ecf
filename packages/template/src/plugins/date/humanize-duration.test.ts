import { applyFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const humanize = (value: unknown) => applyFormatter(family.formatters.humanizeDuration, value);

describe('humanizeDuration', () => {
  test.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [3_725_000, '62:05'],
    [86_400_000, '1440:00'],
    [-61_000, '-1:-1'],
    ['125000', '2:05'],
    ['abc', '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%j -> %s', (value, text) => {
    expect(humanize(value)).toBe(text);
  });
});

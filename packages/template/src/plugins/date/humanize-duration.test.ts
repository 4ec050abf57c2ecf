import { Context } from '../../exec/context';
import { family } from './index';

function humanize(value: unknown): unknown {
  const vars = [{ name: '@', value }];
  family.formatters.humanizeDuration.apply(new Context({ json: {} }), [], vars, undefined);
  return vars[0].value;
}

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

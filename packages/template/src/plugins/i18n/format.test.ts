import { applyFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const format = (pattern: unknown, args: string[], json: unknown = {}) =>
  applyFormatter(family.formatters.format, pattern, { args, json, locale: null });

describe('format', () => {
  const json = { a: 'A', b: 'B', n: 1.5, t: true, o: { x: 1 }, l: [1, 2], z: null };

  test('positional placeholders from paths', () => {
    expect(format('{0} and {1}', ['a', 'b'], json)).toBe('A and B');
    expect(format('{1} and {5} optional {0}', ['a', 'b'], json)).toBe('B and  optional A');
    expect(format('{01}|{}', ['a', 'b'], json)).toBe('B|A');
  });

  test('values print as JavaScript strings; missing and null print nothing', () => {
    expect(format('{0}|{1}|{2}|{3}|{4}|{5}', ['n', 't', 'o', 'l', 'z', 'missing'], json)).toBe(
      '1.5|true|[object Object]|1,2||',
    );
  });

  test('anything but digits in braces prints nothing; an unclosed brace ends the text', () => {
    expect(format('{a}{ 0 }{-1}{1.0}x', ['a', 'b'], json)).toBe('x');
    expect(format('{0 plural one{x} other{y}}', ['a'], json)).toBe(' other}');
    expect(format('ab{0', ['a'], json)).toBe('ab');
    expect(format('{{0}}', ['a'], json)).toBe('}');
  });

  test('works without locale data; non-text patterns', () => {
    expect(format(5, ['a'], json)).toBe('5');
    expect(format({ x: 1 }, ['a'], json)).toBe('');
  });
});

import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { additionalFieldsJson, parseAdditionalFields, sameAdditionalFields } from './additional-fields';

describe('additional fields', () => {
  it('keeps answers exactly as given, markup included', () => {
    const json = '{"note":"<img src=x onerror=alert(1)>","parts":["a","b"],"name":{"first":"Ana","last":"Li"}}';
    const fields = parseAdditionalFields(json);
    expect(fields).toEqual({
      note: '<img src=x onerror=alert(1)>',
      parts: ['a', 'b'],
      name: { first: 'Ana', last: 'Li' },
    });
    expect(additionalFieldsJson(fields)).toBe(json);
  });

  it("'' and {} mean no answers", () => {
    expect(parseAdditionalFields('')).toBeNull();
    expect(parseAdditionalFields('{}')).toBeNull();
    expect(additionalFieldsJson(null)).toBe('');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '["a"]'],
    ['a string', '"a"'],
    ['null', 'null'],
    ['a number value', '{"a":1}'],
    ['a nested object', '{"a":{"b":{"c":"d"}}}'],
    ['a list of numbers', '{"a":[1]}'],
    ['a NUL character', '{"a":"x\\u0000y"}'],
    ['a NUL character in a key', '{"a\\u0000":"x"}'],
    ['51 answers', JSON.stringify(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x'])))],
    ['more than 32,000 characters', JSON.stringify({ a: 'x'.repeat(32_000) })],
  ])('refuses %s', (_, json) => {
    expect(() => parseAdditionalFields(json)).toThrow(InvalidArgumentError);
  });

  it('accepts exactly 50 answers', () => {
    const json = JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'])));
    expect(Object.keys(parseAdditionalFields(json)!)).toHaveLength(50);
  });

  it('compares answers regardless of key order', () => {
    expect(sameAdditionalFields({ a: '1', b: { x: '1', y: '2' } }, { b: { y: '2', x: '1' }, a: '1' })).toBe(true);
    expect(sameAdditionalFields({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameAdditionalFields({ a: ['1', '2'] }, { a: ['2', '1'] })).toBe(false);
    expect(sameAdditionalFields(null, null)).toBe(true);
    expect(sameAdditionalFields(null, { a: '' })).toBe(false);
  });
});

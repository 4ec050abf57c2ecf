import { formatMessage } from './message';

const args = [
  ['price', 'P'],
  ['billingPeriodValue', '2'],
  ['duration', '6'],
] as const;

describe('formatMessage', () => {
  test('named and positional arguments', () => {
    expect(formatMessage('{price} every {billingPeriodValue} weeks for {duration}', args)).toBe(
      'P every 2 weeks for 6',
    );
    expect(formatMessage('{0}|{1}|{2}|{3}', args)).toBe('P|2|6|');
    expect(formatMessage('{ price }', args)).toBe('P');
    expect(formatMessage('{unknown}', args)).toBe('');
  });
  test('apostrophe quoting', () => {
    expect(formatMessage("'{price}' it''s", args)).toBe("{price} it's");
    expect(formatMessage("don't", args)).toBe("don't");
  });
  test('select and plural', () => {
    expect(formatMessage('{duration, select, 6 {six} other {other}}', args)).toBe('six');
    expect(formatMessage('{billingPeriodValue, plural, one {week} other {# weeks}}', args)).toBe('# weeks');
    expect(formatMessage('{x, plural, =0 {none} one {one} other {many}}', [['x', '1']])).toBe('one');
    expect(formatMessage('{x, plural, =0 {none} one {one} other {many}}', [['x', '0']])).toBe('none');
    expect(formatMessage('{price, plural, one {A} other {B {price}}}', args)).toBe('B P');
  });
  test('markup in the pattern is kept as written', () => {
    expect(formatMessage('<b>{price}</b>', args)).toBe('<b>P</b>');
  });
  test('malformed patterns never throw', () => {
    for (const p of ['{', '{price', '{price, plural,', '{a, foo, x}', '}', "'{", '{price, select, a {x']) {
      expect(() => formatMessage(p, args)).not.toThrow();
    }
  });
});

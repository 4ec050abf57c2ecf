import { Context } from '../../../exec/context';
import { formatStoreMessage, NamedArg } from './store-message';

const format = (pattern: string, args: readonly NamedArg[] = [], locale: string | null = 'en') =>
  formatStoreMessage(new Context({ json: {}, locale }), pattern, args);
const qty = (n: unknown): NamedArg[] => [['qtyInStock', n]];

describe('store messages', () => {
  test('plain text is returned as is', () => {
    expect(format('Add To Cart')).toBe('Add To Cart');
  });

  test('arguments by name, and by position in the order given; unknown ones print nothing', () => {
    expect(format('Select {variantName}', [['variantName', 'Size']])).toBe('Select Size');
    expect(format('{0} / { variantName } / {other} / {1}', [['variantName', 'Size']])).toBe('Size / Size /  / ');
  });

  test('apostrophes quote; a brace that never closes is text', () => {
    expect(format("it''s '{x}'")).toBe("it's {x}");
    expect(format("don't {0}", qty(2))).toBe('dont {0}');
    expect(format('a } b')).toBe('a } b');
    expect(format('open {qtyInStock', qty(2))).toBe('open {qtyInStock');
  });

  test('plural with exact matches, categories, offset and #', () => {
    const m = '{qtyInStock, plural, =0 {none} one {# item} other {# items}}';
    expect(format(m, qty(0))).toBe('none');
    expect(format(m, qty(1))).toBe('1 item');
    expect(format(m, qty('3'))).toBe('3 items');
    expect(format('{qtyInStock, plural, offset:1 one {you and one} other {you and #}}', qty(5))).toBe('you and 4');
  });

  test('plural categories follow the locale', () => {
    const m = '{qtyInStock, plural, one {one} few {few} many {many} other {other}}';
    expect(format(m, qty(3), 'pl')).toBe('few');
    expect(format(m, qty(5), 'pl')).toBe('many');
    expect(format(m, qty(0), 'fr')).toBe('one');
    expect(format(m, qty(0), 'en')).toBe('other');
  });

  test('select, selectordinal and number', () => {
    expect(format('{qtyInStock, select, 3 {three} other {some}}', qty(3))).toBe('three');
    expect(format('{qtyInStock, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', qty(22))).toBe('22nd');
    expect(format('{qtyInStock, number}', qty(1234.5))).toBe('1,234.5');
    expect(format('{qtyInStock, number}', qty(1234.5), 'de')).toBe('1.234,5');
    expect(format('{qtyInStock, number}', qty(1234.5), 'pl')).toBe('1234,5');
  });

  test('a plural over an argument that is not passed counts NaN', () => {
    expect(format('{qtyInStock, plural, =0 {none} one {# item} other {# items}}')).toBe('NaN items');
  });

  test('a malformed locale falls back to English rules', () => {
    expect(format('{qtyInStock, plural, one {one} other {other}}', qty(1), 'not a locale!')).toBe('one');
  });

  test('no locale data: nothing prints', () => {
    expect(format('Only {qtyInStock} left!', qty(2), null)).toBe('');
    expect(format('Add To Cart', [], null)).toBe('');
  });
});

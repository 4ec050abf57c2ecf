import { formatMessage } from './message-format';

const qty = (n: unknown) => [{ name: 'qtyInStock', value: n }];

describe('formatMessage', () => {
  test('plain text is returned as is', () => {
    expect(formatMessage('Add To Cart')).toBe('Add To Cart');
  });

  test('named and positional arguments; unknown ones print nothing', () => {
    expect(formatMessage('Select {variantName}', [{ name: 'variantName', value: 'Size' }])).toBe('Select Size');
    expect(formatMessage('{0} / { variantName } / {other}', [{ name: 'variantName', value: 'Size' }])).toBe(
      'Size / Size / ',
    );
  });

  test('apostrophes quote literally; unbalanced braces are text', () => {
    expect(formatMessage("it''s '{x}'")).toBe("it's {x}");
    expect(formatMessage('a } b')).toBe('a } b');
    expect(formatMessage('open {qtyInStock', qty(2))).toBe('open {qtyInStock');
  });

  test('plural with exact matches, categories, offset and #', () => {
    const m = '{qtyInStock, plural, =0 {none} one {# item} other {# items}}';
    expect(formatMessage(m, qty(0))).toBe('none');
    expect(formatMessage(m, qty(1))).toBe('1 item');
    expect(formatMessage(m, qty('3'))).toBe('3 items');
    expect(formatMessage('{qtyInStock, plural, offset:1 one {you and one} other {you and #}}', qty(5))).toBe(
      'you and 4',
    );
  });

  test('plural categories follow the locale', () => {
    const m = '{qtyInStock, plural, one {one} few {few} many {many} other {other}}';
    expect(formatMessage(m, qty(3), 'pl')).toBe('few');
    expect(formatMessage(m, qty(5), 'pl')).toBe('many');
    expect(formatMessage(m, qty(0), 'fr')).toBe('one');
    expect(formatMessage(m, qty(0), 'en')).toBe('other');
  });

  test('select, selectordinal and number', () => {
    expect(formatMessage('{qtyInStock, select, 3 {three} other {some}}', qty(3))).toBe('three');
    expect(formatMessage('{qtyInStock, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', qty(22))).toBe(
      '22nd',
    );
    expect(formatMessage('{qtyInStock, number}', qty(1234.5))).toBe('1,234.5');
    expect(formatMessage('{qtyInStock, number}', qty(1234.5), 'de')).toBe('1.234,5');
  });

  test('a malformed locale falls back to English rules', () => {
    expect(formatMessage('{qtyInStock, plural, one {one} other {other}}', qty(1), 'not a locale!')).toBe('one');
  });
});

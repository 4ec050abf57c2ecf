import { applyFormatter, type FormatterCall } from '../../../../test/formatter-harness';
import { Context } from '../../../exec/context';
import { family } from '../index';

const NNBSP = '\u202f';
const DASH = '\u2009–\u2009';

const DATA = {
  one: 1,
  three: 3,
  zero: 0,
  n: '1.50',
  big: '1234567.5',
  word: 'foo',
  name: 'Ann',
  t: 1582663910000,
  e: 1583763910000,
  eur: { decimalValue: '12.5', currencyCode: 'EUR' },
  gbp: { value: '1250', currency: 'GBP' },
  obj: { x: 1 },
  list: [1, 2],
  yes: true,
  nothing: null,
  items: ['guitar', 'sax'],
};

function message(text: unknown, args = '', { name = 'message', ...call }: FormatterCall & { name?: string } = {}) {
  return applyFormatter(family.formatters[name], text, { json: DATA, args, ...call });
}

describe('message arguments', () => {
  test('by position, from paths', () => {
    expect(message('{0} and {1}', 'name word')).toBe('Ann and foo');
    expect(message('{1}{0}{1}', 'name word')).toBe('fooAnnfoo');
    expect(message('{ 0 }', 'name')).toBe('Ann');
  });

  test('name=path (or name:path) arguments are also named, and still count by position', () => {
    expect(message('{who} {0} {1} {2}', 'who=name word x:three')).toBe('Ann Ann foo 3');
    expect(message('{x} {0} {1}', 'x=one x=three')).toBe('3 1 3');
    expect(message('{missing}|{5}', 'name')).toBe('|');
  });

  test('how values print', () => {
    expect(message('{0}|{1}|{2}|{3}|{4}|{5}|{6}|{7}', 'n one yes obj list nothing eur gbp')).toBe(
      '1.50|1|true||||12.5|1250',
    );
  });

  test('plural is the same formatter', () => {
    expect(message('{0} {0 plural one{item} other{items}}', 'three', { name: 'plural' })).toBe('3 items');
  });

  test('the message itself may be a number; other values print nothing', () => {
    expect(message(5)).toBe('5');
    expect(message({ x: 1 })).toBe('');
    expect(message(undefined)).toBe('');
  });

  test('no locale data: nothing prints', () => {
    expect(message('a {0} b', 'name', { locale: null })).toBe('');
  });
});

describe('plural and selectordinal', () => {
  const items = '{0 plural one{# item} other{# items}}';

  test.each([
    ['one', '1 item'],
    ['three', '3 items'],
    ['zero', '0 items'],
    ['n', '1.50 items'],
    ['big', '1234567.5 items'],
    ['word', '0 items'],
    ['yes', '1 item'],
    ['missing', '0 items'],
  ])('%s', (arg, text) => {
    expect(message(items, arg)).toBe(text);
  });

  test('visible fraction digits choose the category: 1.0 is not one', () => {
    const ctx = new Context({ json: { v: '1.0' } });
    const vars = [{ name: 'msg', value: items }];
    family.formatters.message.apply(
      ctx,
      ['v'],
      vars,
      ['v'].map((path) => ({ path, name: undefined })),
    );
    expect(vars[0].value).toBe('1.0 items');
  });

  test('exact matches and offset', () => {
    const text = '{0 plural offset:1 =0{nobody} =1{just you} one{you and # other} other{you and # others}}';
    expect(message(text, 'zero')).toBe('nobody');
    expect(message(text, 'one')).toBe('just you');
    expect(message(text, 'three')).toBe('you and 2 others');
    expect(message('{0 plural offset:1 other{#}}', 'n')).toBe('0.50');
    expect(message('{0 plural =1.0{exact} other{#}}', 'one')).toBe('exact');
  });

  test('ordinals', () => {
    const text = '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}';
    expect([1, 2, 3, 4, 11, 22, 103].map((n) => message(text, 'x', { json: { x: n } }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
      '103rd',
    ]);
  });

  test('branches may hold arguments and other plurals', () => {
    expect(message('{0 plural other{{1} has # {0 plural one{item} other{items}}}}', 'three name')).toBe(
      'Ann has 3 items',
    );
    expect(message('{0 plural other{#{1 plural other{#}}}}', 'three one')).toBe('31');
  });

  test('first branch wins; no matching branch prints nothing', () => {
    expect(message('{0 plural one{a} one{b} other{c}}', 'one')).toBe('a');
    expect(message('{0 plural one{x}}', 'three')).toBe('');
  });

  test('malformed plurals print nothing', () => {
    for (const text of [
      '{0 plural}',
      '{0 plural foo{x} other{y}}',
      '{0 plural offset:x other{#}}',
      '{0 plural offset: 2 other{#}}',
      '{0 plural one x other{y}}',
    ]) {
      expect(message(text, 'one')).toBe('');
    }
  });

  test('French: 0 and 1 are one', () => {
    expect(message(items, 'zero', { locale: 'fr-FR' })).toBe('0 item');
  });
});

describe('select', () => {
  const text = '{0 select foo{FOO} 3{THREE} true{YES} other{OTHER}}';
  test.each([
    ['word', 'FOO'],
    ['three', 'THREE'],
    ['yes', 'YES'],
    ['name', 'OTHER'],
    ['obj', 'OTHER'],
  ])('%s', (arg, out) => {
    expect(message(text, arg)).toBe(out);
  });
  test('without other and no match, or malformed', () => {
    expect(message('{0 select a{x}}', 'name')).toBe('');
    expect(message('{0 select a b{x} other{y}}', 'name')).toBe('');
  });
});

describe('formatters inside messages', () => {
  test('decimal and number', () => {
    expect(message('{0 decimal}|{0 number}', 'big')).toBe('1,234,567.5|1,234,567.5');
    expect(message('{0 decimal style:short}|{0 decimal maximumFractionDigits:0}', 'big')).toBe('1.2M|1,234,568');
    expect(message('{0,decimal,style:short}', 'big')).toBe('1.2M');
    expect(message('{0 decimal}|{1 decimal}|{2 decimal}', 'word eur yes')).toBe('0|12.5|1');
  });

  test('currency and money', () => {
    expect(message('{0 currency}|{1 money style:short}', 'eur gbp')).toBe('€12.50|£1.2K');
    expect(message('{0 currency}', 'big')).toBe('');
  });

  test('datetime', () => {
    expect(message('{0 datetime}|{0 datetime short}', 't')).toBe(`February 25, 2020|2/25/20, 3:51${NNBSP}PM`);
  });

  test('datetime-interval takes two arguments', () => {
    expect(message('{0;1 datetime-interval}', 't e')).toBe(`Feb 25${DASH}Mar 9, 2020`);
    expect(message('{0;1 datetime-interval}', 't missing')).toBe('');
    expect(message('{0 datetime-interval}', 't e')).toBe('');
  });

  test('unknown formatters print nothing', () => {
    expect(message('a{0 unit}b{0 xyz}c{0 PLURAL other{x}}d', 'one')).toBe('abcd');
  });
});

describe('message syntax', () => {
  test.each([
    ["it''s {0}", "it's Ann"],
    ["'{0}' is {0}", '{0} is Ann'],
    ["it's {0}", 'its {0}'],
    ["'it''s'", 'its'],
    ["'", ''],
    ["''", "'"],
    ['{0 plural other{x}} #', 'x #'],
    ["{0 plural other{'#' #}}", '1 1'],
  ])('quotes: %j', (text, out) => {
    expect(message(text, text.includes('plural') ? 'one' : 'name')).toBe(out);
  });

  test.each([
    ['a { b', 'a { b'],
    ['{0', '{0'],
    ['}', '}'],
    ['{0}}', 'Ann}'],
    ['{{0}}', ''],
    ["{0 plural other{it's #}}", "{0 plural other{it's #}}"],
  ])('braces: %j', (text, out) => {
    expect(message(text, 'name')).toBe(out);
  });

  test('absurdly deep nesting prints nothing past a limit instead of failing', () => {
    let text = '#';
    for (let i = 0; i < 5000; i++) text = `{0 plural other{${text}}}`;
    expect(message(text, 'one')).toBe('');
    let shallow = '#';
    for (let i = 0; i < 10; i++) shallow = `{0 plural other{${shallow}}}`;
    expect(message(shallow, 'one')).toBe('1');
  });
});

describe('arguments the message names but the tag does not pass', () => {
  test('a plural counts NaN; formatted arguments print nothing', () => {
    expect(message('{0 plural one{# item} other{# items}}')).toBe('NaN items');
    expect(message('{q plural =0{none} other{#}}', 'one')).toBe('NaN');
    expect(message('[{0 decimal}] [{0 datetime}] [{0 money}] [{0}]')).toBe('[] [] [] []');
  });

  test('a passed argument whose value is missing is still 0', () => {
    expect(message('{0 plural one{# item} other{# items}}|{0 decimal}', 'missing')).toBe('0 items|0');
  });
});

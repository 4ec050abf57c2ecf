import { Context } from '../exec/context';
import { toText } from '../exec/values';
import { compileExpr, evaluateExpr } from './index';

/** Compile and evaluate; `text` is what `{.eval}` prints. */
function run(source: string, json: unknown = {}, ctx = new Context({ json })) {
  const { expr, errors } = compileExpr(source);
  const value = expr === null ? undefined : evaluateExpr(expr, ctx);
  return { value, text: toText(value), errors: [...errors, ...ctx.errors], ctx };
}
const text = (source: string, json?: unknown) => {
  const r = run(source, json);
  expect(r.errors).toEqual([]);
  return r.text;
};

describe('statements and results', () => {
  it.each([
    ['', ''],
    [' ', ''],
    ['1', '1'],
    ['1 2 3 4 5', '5'],
    ['3, 2, 1', '1'],
    ["'a' 'b' 'c'", 'c'],
    ['true; false; true', 'true'],
    ['(1, 2)', '2'],
    ['1;', '1'],
    ['1,', '1'],
    [';1', '1'],
    ['1;;2', '2'],
    [';', ''],
    [',', ''],
    ['()', ''],
    ['(1)(2)', '2'],
    ['1 2 + 3', '5'],
  ])('%j prints %j', (src, out) => expect(text(src)).toBe(out));

  it('returns undefined for an empty expression', () => {
    expect(run('').value).toBeUndefined();
  });
});

describe('numbers', () => {
  it.each([
    ['0.1', 0.1],
    ['1.', 1],
    ['0x111111111111111111111', 1.2895208742556044e24],
    ['1e20', 1e20],
    ['1e-3', 0.001],
    ['1E5', 1e5],
    ['1e+5', 1e5],
    ['1.5e3', 1500],
    ['1e400', Infinity],
    ['-2', -2],
    ['+5', 5],
    ['+17; +17', 17],
    ['0x07a', 122],
    ['0X1F', 31],
    ['-0x10', -16],
    ['01', 1],
    ['010', 10],
  ])('%s is %d', (src, value) => expect(run(src).value).toBe(value));

  it('prints like the vectors', () => {
    expect(text('0x111111111111111111111')).toBe('1.2895208742556044e+24');
    expect(text('1e20')).toBe('100000000000000000000');
    expect(text('-0')).toBe('0');
    expect(text('1/0')).toBe('Infinity');
    expect(text('0/0')).toBe('NaN');
  });
});

describe('strings', () => {
  it.each([
    ["'abc'", 'abc'],
    ['"abc"', 'abc'],
    ["'\\u2018foobar\\u2019'", '\u2018foobar\u2019'],
    ['"\\u00ce\\u00fe\\u0266\\u00f2\\u00f1\\u00ea"', 'Îþɦòñê'],
    ["'\\u00E9'", 'é'],
    ["'a\\nb'", 'a\nb'],
    ["'a\\tb'", 'a\tb'],
    ["'a\\rb'", 'a\rb'],
    ["'a\\fb'", 'a\fb'],
    ['"a\\"b"', 'a"b'],
    ["'a\\'b'", "a'b"],
    ["'a\\\\b'", 'a\\b'],
    ["'\\x41'", 'A'],
    ["'\\/'", '/'],
    ["'\\q'", 'q'],
    ["'\\b\\v\\0'", 'bv0'],
    ["'a\"b'", 'a"b'],
    ['"a\'b"', "a'b"],
    ["''", ''],
    ['\'ab\' + "cd"', 'abcd'],
  ])('%s is %j', (src, value) => expect(run(src).value).toBe(value));
});

describe('constants and names', () => {
  const json = { a: { b: { c: 3 } }, 'a-b': 5, a_b: 6, $a: 4, arr: [1, 2], max: 7, PI: 1, true: 0, n: null };
  it.each([
    ['PI', Math.PI],
    ['E', Math.E],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['true', true],
    ['false', false],
    ['null', null],
    ['missing', null],
    ['n', null],
    ['a.b.c', 3],
    ['a-b', 5],
    ['a_b', 6],
    ['$a', 4],
    ['arr.1', 2],
    ['arr.1 + arr.0', 3],
    ['max', 7],
    ['max + 1', 8],
    ['a.b.c-1', null],
    ['a.b.c - 1', 2],
    ['@0', 0],
  ])('%s is %p', (src, value) => expect(run(src, json).value).toBe(value));

  it('reads NaN', () => expect(run('NaN').value).toBeNaN());

  it('reads the current node and @index through the context', () => {
    const ctx = new Context({ json: { items: [10, 20] } });
    ctx.pushFrame(20).index = 1;
    expect(run('@ + @index', undefined, ctx).value).toBe(22);
  });
});

describe('unary operators', () => {
  it.each([
    ['~1', -2],
    ['~2', -3],
    ["~'2'", -3],
    ["~'a'", -1],
    ['~2.5', -3],
    ['!true', false],
    ['!false', true],
    ['!2', false],
    ["!''", true],
    ["!'0'", false],
    ['!null', true],
    ['!NaN', true],
    ['!!a.b', true],
    ['!!!!a.b', true],
    ['-true', -1],
    ["-'3'", -3],
    ["-'-0x10'", 16],
    ['+null', 0],
    ["+''", 0],
    ['- - 2', 2],
    ['!-2', false],
    ['-!0', -1],
  ])('%s is %p', (src, value) => expect(run(src, { a: { b: true } }).value).toBe(value));

  it('gives NaN for text that is not a number', () => {
    expect(run("-'a'").value).toBeNaN();
    expect(run("+' 3 '").value).toBeNaN();
  });
});

describe('binary operators', () => {
  it.each([
    // arithmetic
    ['1+2', 3],
    ['1 + -3', -2],
    ['2 + ~2', -1],
    ['1-2', -1],
    ['-1 - -4', 3],
    ['3 + 4 - 5', 2],
    ['3 * 8', 24],
    ['3 * 8 / 6', 4],
    ['3 / 8 * 6', 2.25],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['2 ** 10', 1024],
    ['2 ** -1', 0.5],
    ["'3' * '4'", 12],
    ["'0x1f' - 1", 30],
    ["'1e3' / 10", 100],
    ['null + 1', 1],
    ['true + 2', 3],
    ['true + true', 2],
    // concatenation
    ["5 + '-6.5'", '5-6.5'],
    ["'-6.5' + 5", '-6.55'],
    ["'x' + true", 'xtrue'],
    ["'x' + null", 'xnull'],
    ["'x' + missing", 'xnull'],
    ["'2' + ' 3 '", '2 3 '],
    // shifts and bits
    ['1 << 2', 4],
    ['1 << 31', -2147483648],
    ['1 << 32', 1],
    ['8 >> 1', 4],
    ['-8 >> 1', -4],
    ['-8 >>> 28', 15],
    ['0x02 | 0x01', 3],
    ['0x02 & 0x01', 0],
    ['0x03 & 0x07', 3],
    ['0x02 ^ 0x03', 1],
    ['0xffffffff | 0', -1],
    ['2.7 | 0', 2],
    ['1e10 | 0', 1410065408],
    ["' 3 ' | 1", 1],
    // comparisons use JavaScript's rules
    ['1 < 2', true],
    ['2 < 2', false],
    ["0 < '1'", true],
    ["0 < '0x01'", true],
    ["5 < '1'", false],
    ['0 < true', true],
    ['0 < false', false],
    ["'a' < 'b'", true],
    ["'b' < 'a'", false],
    ["'10' < '9'", true],
    ["'10' < 9", false],
    ['null < 1', true],
    ['1 <= 1', true],
    ['0 <= false', true],
    ["'a' <= 'a'", true],
    ['1 > 2', false],
    ["'b' > 'a'", true],
    ['1 >= 1', true],
    ['1 >= 2', false],
    // equality
    ['1 == 1', true],
    ['1 == NaN', false],
    ['NaN == NaN', false],
    ['true == 1', true],
    ['false == 1', false],
    ['"1" == 1', true],
    ["' 3 ' == 3", true],
    ["'' == 0", true],
    ['null == 0', false],
    ['null == null', true],
    ['missing === null', true],
    ['1 != 2', true],
    ['"1" != 1', false],
    ['NaN != NaN', true],
    ['1 === 1', true],
    ['true === 1', false],
    ['"1" === 1', false],
    ['"1" !== 1', true],
    ['NaN !== NaN', true],
    // logic yields booleans
    ['true && true', true],
    ['true && false', false],
    ["'a' && 'b'", true],
    ["0 && 'b'", false],
    ["0 || 'x'", true],
    ["'' || 0", false],
    ['null || 2', true],
  ])('%s is %p', (src, value) => expect(run(src).value).toBe(value));

  it('gives NaN where JavaScript would trim blanks', () => {
    expect(run("1 - ' 3 '").value).toBeNaN();
    expect(run("'a' * 2").value).toBeNaN();
  });
});

describe('precedence and associativity', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['2 * 3 ** 2', 18],
    ['2 ** 3 ** 2', 512],
    ['-2 ** 2', 4],
    ['(-2) ** 2', 4],
    ['10 - 4 - 3', 3],
    ['64 / 4 / 2', 8],
    ['1 << 2 + 1', 8],
    ['1 + 1 < 3', true],
    ['1 < 2 == true', true],
    ['1 == 1 == 1', true],
    ['2 == 2 == 2', false],
    ['1 & 3 == 3', 1],
    ['1 | 2 ^ 3 & 4', 3],
    ['6 & 3 ^ 1', 3],
    ['1 || 0 && 0', true],
    ['true && (false || true)', true],
    ['1 + (2 * (3 + 4))', 15],
    ['-(1 + 2)', -3],
    ['!(1 == 2)', true],
    ['~~5', 5],
    ['1 - -2', 3],
    ['1 + + 2', 3],
    ['1 - - 2', 3],
  ])('%s is %p', (src, value) => expect(run(src).value).toBe(value));
});

describe('functions', () => {
  it.each([
    ['max(1, 2, 3)', 3],
    ['min(1,2,3)', 1],
    ['max(1)', 1],
    ['max(1 2 3)', 3],
    ['max((1, 2), 3)', 3],
    ['max(1,)', 1],
    ["max('3', 2) + 1", 4],
    ["min('3', '10')", 3],
    ['max(true, 0)', 1],
    ['max(null, -1)', 0],
    ['max(NaN, 1)', 1],
    ["max('a', 2)", 2],
    ['max(abs(-5), 2)', 5],
    ['abs(max(-5, -7))', 5],
    ['max(1+2, 4*2)', 8],
    ['max(1, 2) + 1', 3],
    ['abs(-3)', 3],
    ["abs('-3')", 3],
    ['abs(1, 2)', 1],
    ["num('0x10')", 16],
    ["num('-0x10')", -16],
    ["num('')", 0],
    ['num(true)', 1],
    ["5 + num('-6.5')", -1.5],
    ['str(12)', '12'],
    ['str(12) + 1', '121'],
    ['str(null)', 'null'],
    ['str(1, 2)', '1'],
    ['bool(0)', false],
    ["bool('')", false],
    ["bool('a')", true],
    ["bool('false')", true],
    ['bool(NaN)', false],
  ])('%s is %p', (src, value) => expect(run(src).value).toBe(value));

  it('keeps a NaN that comes later', () => {
    expect(run('max(1, NaN)').value).toBeNaN();
    expect(run("min(1, 'a')").value).toBeNaN();
    expect(run("num(' 3 ')").value).toBeNaN();
  });

  it('evaluates arguments that come from data', () => {
    expect(text('max(a, b) - min(a, b)', { a: 3, b: '10' })).toBe('7');
  });

  it('treats a name with a space before "(" as data', () => {
    expect(text('max (1, 2)', { max: 3 })).toBe('2');
  });
});

describe('variables and assignment', () => {
  it('assigns and reads @variables', () => {
    expect(text('@a = 2; @b = 5 * 7.2; @c = @a * @b; @c')).toBe('72');
  });

  it('stores variables on the context', () => {
    const r = run('@width = 600 ; @height = @width * aspectRatio', { aspectRatio: 0.6 });
    expect(r.errors).toEqual([]);
    expect(r.value).toBeUndefined();
    expect(r.ctx.getVar('width')).toBe(600);
    expect(r.ctx.getVar('height')).toBe(360);
  });

  it.each([
    ['3 ** factor', 27],
    ['4 << factor', 32],
  ])('@x = %s gives %d', (src, value) => {
    const r = run(`@x = ${src}`, { factor: 3 });
    expect(r.ctx.getVar('x')).toBe(value);
  });

  it.each([
    ['@a = 1', ''],
    ['1; @a = 2', ''],
    ['1, @a = 2', ''],
    ['1 @a = 2', ''],
    ['(@a = 2) + 1', ''],
    ['1, (@a = 2), 3', ''],
    ['@a = 1; @a', '1'],
    ['@a = 2; @a = @a + 1; @a', '3'],
    ['@a = @b = 3; @b', '3'],
    ['@a = (@b = 3); @b', '3'],
    ['@a = 1 ; @a = @a = 4; @a', '4'],
    ['@a = 1, 2; @a', '1'],
    ["@a = 'x'; @b = @a + 1; @b", 'x1'],
    ['@a = 2 + 3; @a', '5'],
    ['@a = 1 == 1; @a', 'true'],
    ['@a = -1; @a', '-1'],
    ['@a = max(2, 3); @a', '3'],
    ['@PI = 3; @PI', '3'],
    ['@true = 3; @true', '3'],
    ['@a-b = 3; @a-b', '3'],
    ['@a_b = 2; @a_b', '2'],
    ['false && (@a = 1); @a', '1'],
    ['true || (@a = 1); @a', '1'],
    ['5 ; @a = 2 ; ;', ''],
  ])('%s prints %j', (src, out) => expect(text(src)).toBe(out));

  it('does not change a variable when given no value', () => {
    expect(text('@a = 1; @a = (@b = 3); @a')).toBe('1');
    expect(text('@a = 1; @b = @a = 4; @b')).toBe('');
  });

  it('reads a variable defined by an outer frame', () => {
    const ctx = new Context({ json: {} });
    ctx.setVar('outer', 5);
    ctx.pushFrame({});
    expect(run('@outer * 2', undefined, ctx).value).toBe(10);
  });
});

import { Context } from '../exec/context';
import { compileExpr, DEFAULT_EXPR_LIMITS, evaluateExpr } from './index';

function compileError(source: string, limits?: Parameters<typeof compileExpr>[1]): string {
  const { expr, errors } = compileExpr(source, limits);
  expect(expr).toBeNull();
  expect(errors).toHaveLength(1);
  expect(errors[0].type).toBe('expr');
  return errors[0].message;
}

function runtime(source: string, json: unknown) {
  const { expr, errors } = compileExpr(source);
  expect(errors).toEqual([]);
  const ctx = new Context({ json });
  const value = evaluateExpr(expr!, ctx);
  return { value, errors: ctx.errors, ctx };
}

describe('compile errors', () => {
  it.each([
    ['1 # 2', 'Expression "1 # 2": unexpected character "#" at position 2'],
    ['1 ? 2 : 3', 'unexpected character "?" at position 2'],
    ['1 $ 2', 'unexpected character "$" at position 2'],
    ['_x', 'unexpected character "_" at position 0'],
    ['a.', 'unexpected character "." at position 1'],
    ['a..b', 'unexpected character "." at position 1'],
    ['.5', 'unexpected character "." at position 0'],
    ['@_a', 'unexpected character "_" at position 1'],
    ['é', 'unexpected character "é" at position 0'],
    ['1\u000b+ 2', 'unexpected character U+000B at position 1'],
    ['1\u2003+ 2', 'unexpected character "\u2003" at position 1'],
    ["'abc", 'unterminated string starting at position 0'],
    ['1 + "abc', 'unterminated string starting at position 4'],
    ["'\\", 'unterminated string starting at position 0'],
    ["'\\'", 'unterminated string starting at position 0'],
    ["'\\u12'", 'invalid escape "\\u" at position 1: expected 4 hex digits'],
    ["'\\u12g4'", 'invalid escape "\\u" at position 1: expected 4 hex digits'],
    ["'\\x4'", 'invalid escape "\\x" at position 1: expected 2 hex digits'],
    ['0x', 'expected hex digits after "0x" at position 0'],
    ['0xg', 'expected hex digits after "0x" at position 0'],
    ['1e', 'expected a digit in the exponent of the number at position 0'],
    ['2 * 1e+', 'expected a digit in the exponent of the number at position 4'],
    ['1.2.3', 'second decimal point in number at position 3'],
    ['(1', 'mismatched parentheses: "(" at position 0 is never closed'],
    ['((1)', 'mismatched parentheses: "(" at position 0 is never closed'],
    ['max(1, 2', 'mismatched parentheses: "(" at position 0 is never closed'],
    ['(1; 2)', 'mismatched parentheses: "(" at position 0 is never closed'],
    ['1)', 'mismatched parentheses: ")" at position 1 has no matching "("'],
    ['(1))', 'mismatched parentheses: ")" at position 3 has no matching "("'],
    ['foo(1)', 'unknown function "foo" at position 0 (known: max, min, abs, num, str, bool)'],
    ['MAX(1)', 'unknown function "MAX" at position 0'],
    ['a.b(1)', 'unknown function "a.b" at position 0'],
    ['max()', 'max() at position 0 needs an argument'],
    ['1 + abs()', 'abs() at position 4 needs an argument'],
    ['1 +', 'missing operand for "+" at position 2'],
    ['+', 'missing operand for "+" at position 0'],
    ['* 2', 'missing operand for "*" at position 0'],
    ['1, * 2', 'missing operand for "*" at position 3'],
    ['1 max(* 2)', 'missing operand for "*" at position 6'],
    ['@a =', 'missing operand for "=" at position 3'],
    ['1 +; 2', 'missing operand for "+" at position 2'],
    ['!', 'missing operand for "!" at position 0'],
    ['2 3 +', 'missing operand for "+" at position 4'],
    ['t ~', 'missing operand for "~" at position 2'],
    ['1 2 - ; 3', 'missing operand for "-" at position 4'],
    ['(1 +) 2', 'missing operand for "+" at position 3'],
    ['1 = 2', 'cannot assign to "1" ("=" at position 2); only @variables can be assigned'],
    ['a = 2', 'cannot assign to "a" ("=" at position 2)'],
    ['PI = 3', 'cannot assign to "PI"'],
    ['@a.b = 3', 'cannot assign to "@a.b"'],
    ['@ = 3', 'cannot assign to "@"'],
    ['(1 + 2) = 3', 'cannot assign to a computed value'],
    ['@a = 1 2', 'cannot assign to "1"'],
  ])('%j: %s', (src, message) => {
    expect(compileError(src)).toContain(message);
  });

  it('stops at the first error', () => {
    expect(compileExpr('1 # 2 ? 3').errors).toHaveLength(1);
  });

  it('shortens long sources in messages', () => {
    const message = compileError('1 + '.repeat(100) + '#');
    expect(message.length).toBeLessThan(200);
    expect(message).toContain('…');
  });
});

describe('limits', () => {
  it('has defaults', () => {
    expect(DEFAULT_EXPR_LIMITS).toEqual({ maxTokens: 10_000, maxStringLength: 1_000_000 });
  });

  it('counts tokens', () => {
    const ten = Array(10).fill('1').join(' ');
    expect(compileExpr(ten, { maxTokens: 10 }).errors).toEqual([]);
    expect(compileError(ten + ' 1', { maxTokens: 10 })).toContain('too many tokens (the limit is 10)');
    expect(compileError('(1 + 2) * 3', { maxTokens: 6 })).toContain('too many tokens');
    expect(compileExpr(Array(5_000).fill('1').join(',')).errors).toEqual([]); // 9,999 tokens
    expect(compileError(Array(10_001).fill('1').join(' '))).toContain('too many tokens (the limit is 10000)');
  });

  it('bounds string literals', () => {
    expect(compileExpr(`'${'a'.repeat(5)}'`, { maxStringLength: 5 }).errors).toEqual([]);
    expect(compileError(`1 + '${'a'.repeat(6)}'`, { maxStringLength: 5 })).toContain(
      'string at position 4 is too long (6 characters, the limit is 5)',
    );
    // escapes count once decoded
    expect(compileExpr(`'${'\\u0041'.repeat(5)}'`, { maxStringLength: 5 }).errors).toEqual([]);
    expect(compileError(`'${'a'.repeat(1_000_001)}'`)).toContain('is too long');
  });

  it('bounds strings built by +', () => {
    const { expr } = compileExpr("@s = 'ab'; @s = @s + @s; @s = @s + @s; @s", { maxStringLength: 5 });
    const ctx = new Context({ json: {} });
    expect(evaluateExpr(expr!, ctx)).toBeUndefined();
    expect(ctx.errors.map((e) => e.message)).toEqual([
      expect.stringContaining('string too long (8 characters, the limit is 5)'),
    ]);
    expect(ctx.getVar('s')).toBe('abab');
  });

  it('does not fold constants past the bound, leaving the error to run time', () => {
    const { expr, errors } = compileExpr("'abc' + 'def'", { maxStringLength: 5 });
    expect(errors).toEqual([]);
    const ctx = new Context({ json: {} });
    expect(evaluateExpr(expr!, ctx)).toBeUndefined();
    expect(ctx.errors[0].message).toContain('string too long');
  });
});

describe('runtime errors', () => {
  const json = { o: { x: 1 }, arr: [1, 2] };

  it.each(['o', 'arr', '1 + o', 'o == 1', '-o', 'str(o)', 'max(o, 1)', 'o; 2', '2; o', 'o.x o', '@ == 1'])(
    '%j stops with an error about the object',
    (src) => {
      const r = runtime(src, json);
      expect(r.value).toBeUndefined();
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0].type).toBe('expr');
      expect(r.errors[0].message).toMatch(
        /"(o|arr|@)" is an object or array; expressions work on numbers, strings and booleans/,
      );
    },
  );

  it('runs the statements before the error', () => {
    const r = runtime('@a = 1; o; @b = 2', json);
    expect(r.ctx.getVar('a')).toBe(1);
    expect(r.ctx.getVar('b')).toBeUndefined();
  });

  it('leaves unused objects alone', () => {
    expect(runtime('o 1', json)).toMatchObject({ value: 1, errors: [] });
    expect(runtime('@ 0', json)).toMatchObject({ value: 0, errors: [] });
    expect(runtime('o.x + arr.0', json)).toMatchObject({ value: 2, errors: [] });
  });

  it('refuses to assign an object but goes on', () => {
    const r = runtime('@a = 3; @a = o; @a', json);
    expect(r.value).toBe(3);
    expect(r.errors.map((e) => e.message)).toEqual([
      expect.stringContaining('cannot assign the object or array "o" to @a'),
    ]);
  });
});

import { Context } from '../exec/context';
import { toText } from '../exec/values';
import { compileExpr, evaluateExpr } from './index';

/** Deterministic PRNG (mulberry32) so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '1',
  '0',
  '-1',
  '2.5',
  '1.',
  '1e3',
  '1e',
  '0x1f',
  '0x',
  '1.2.3',
  'NaN',
  'Infinity',
  'PI',
  'E',
  'true',
  'false',
  'null',
  "'a'",
  '"b"',
  "'\\u00e9'",
  "'\\x4'",
  "'",
  '"',
  "'\\",
  "''",
  'a',
  'a.b',
  'a.b.c',
  'arr',
  'arr.0',
  'o',
  'o.x',
  's',
  'n',
  'missing',
  '@',
  '@a',
  '@b',
  '@index',
  '$a',
  'a-b',
  '+',
  '-',
  '*',
  '/',
  '%',
  '**',
  '<<',
  '>>',
  '>>>',
  '<',
  '<=',
  '>',
  '>=',
  '==',
  '!=',
  '===',
  '!==',
  '&',
  '|',
  '^',
  '&&',
  '||',
  '!',
  '~',
  '=',
  '(',
  ')',
  ',',
  ';',
  'max(',
  'min(',
  'abs(',
  'num(',
  'str(',
  'bool(',
  'foo(',
  '#',
  '?',
  '.',
  '_',
  '\u00a0',
  '\t',
  ' ',
];

const JSON_DATA = { a: { b: { c: 3 } }, arr: [1, 'x', null], o: { x: 'y' }, s: 'str', n: 7, 'a-b': -2, $a: 1 };

function check(source: string): void {
  const { expr, errors } = compileExpr(source);
  for (const e of errors) expect(e.type).toBe('expr');
  expect(expr === null).toBe(errors.length > 0);
  if (expr === null) return;
  const ctx = new Context({ json: JSON_DATA });
  const value = evaluateExpr(expr, ctx);
  // a result is always printable: never an object
  expect(value === null || typeof value !== 'object').toBe(true);
  expect(typeof toText(value)).toBe('string');
  for (const e of ctx.errors) expect(e.type).toBe('expr');
  // evaluating again gives the same answer: compiled state is not mutated
  const again = evaluateExpr(expr, new Context({ json: JSON_DATA }));
  expect(Object.is(again, value) || (typeof again === 'number' && Number.isNaN(again))).toBe(true);
}

describe('fuzz', () => {
  it('never throws on 10,000 random token strings', () => {
    const next = random(20240601);
    for (let i = 0; i < 10_000; i++) {
      const count = 1 + Math.floor(next() * 12);
      let source = '';
      for (let k = 0; k < count; k++) {
        source += PIECES[Math.floor(next() * PIECES.length)];
        if (next() < 0.6) source += ' ';
      }
      try {
        check(source);
      } catch (e) {
        throw new Error(`source ${JSON.stringify(source)}: ${String(e)}`);
      }
    }
  });

  it('never throws on 2,000 random character strings', () => {
    const next = random(7);
    const alphabet = '0123456789abcxe.@$_-+*/%<>=!~&|^(),;\'"\\ u\u00e9\u0000\uffff';
    for (let i = 0; i < 2_000; i++) {
      const length = Math.floor(next() * 20);
      let source = '';
      for (let k = 0; k < length; k++) source += alphabet[Math.floor(next() * alphabet.length)];
      try {
        check(source);
      } catch (e) {
        throw new Error(`source ${JSON.stringify(source)}: ${String(e)}`);
      }
    }
  });
});

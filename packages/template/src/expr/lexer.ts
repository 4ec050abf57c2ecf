import type { TemplateError } from '../errors';
import { isDigit, isHexDigit, isLetter } from './chars';
import { FUNCTIONS } from './functions';
import type { ExprLimits } from './limits';
import { describeChar, exprError } from './messages';
import { OPERATOR_SYMBOLS } from './operators';
import type { Token } from './tokens';

/** Named constants; any other bare name is a data path. `@` names are always variables. */
const CONSTANTS: ReadonlyMap<string, number | boolean | null> = new Map<string, number | boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['PI', Math.PI],
  ['E', Math.E],
]);

export interface LexResult {
  tokens: Token[];
  error: TemplateError | null;
}

/** Thrown inside the lexer only, to stop at the first problem; tokenize() turns it into a value. */
class LexError {
  constructor(readonly detail: string) {}
}

/** Names hold letters, digits, `_` and `-` (so `a-b` is one name; write `a - b` to subtract) ... */
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95 /* _ */ || c === 45; /* - */
/** ... and `$` when something follows it; they start with a letter or `$` and a letter. */
function nameStartsAt(src: string, i: number): boolean {
  const c = src.charCodeAt(i);
  return isLetter(c) || (c === 36 /* $ */ && isLetter(src.charCodeAt(i + 1)));
}
function nameGoesOnAt(src: string, i: number): boolean {
  const c = src.charCodeAt(i);
  return isWordChar(c) || (c === 36 /* $ */ && isWordChar(src.charCodeAt(i + 1)));
}
/** The language allows exactly these blanks between tokens. */
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;

/** Split an expression into tokens, stopping at the first error. */
export function tokenize(source: string, limits: ExprLimits): LexResult {
  const tokens: Token[] = [];
  try {
    new Lexer(source, limits, tokens).run();
    return { tokens, error: null };
  } catch (e) {
    if (e instanceof LexError) return { tokens, error: exprError(source, e.detail) };
    throw e;
  }
}

class Lexer {
  private i = 0;

  constructor(
    private readonly src: string,
    private readonly limits: ExprLimits,
    private readonly tokens: Token[],
  ) {}

  run(): void {
    const src = this.src;
    while (this.i < src.length) {
      const c = src.charCodeAt(this.i);
      if (isBlank(c)) {
        this.i++;
      } else if (isDigit(c)) {
        this.number();
      } else if (c === 39 /* ' */ || c === 34 /* " */) {
        this.string(c);
      } else if (c === 64 /* @ */ || nameStartsAt(src, this.i)) {
        this.name();
      } else if (c === 40 || c === 41 || c === 44 || c === 59) {
        this.push({ kind: src[this.i] as '(' | ')' | ',' | ';', pos: this.i, text: src[this.i] });
        this.i++;
      } else {
        this.operator();
      }
    }
  }

  private push(token: Token): void {
    if (this.tokens.length >= this.limits.maxTokens) {
      throw new LexError(`too many tokens (the limit is ${this.limits.maxTokens})`);
    }
    this.tokens.push(token);
  }

  private fail(detail: string): never {
    throw new LexError(detail);
  }

  /** Decimal (`1`, `0.1`, `1.`, `1e20`) or hex (`0x7a`); huge hex values become floats. */
  private number(): void {
    const src = this.src;
    const start = this.i;
    let i = start;
    if (src.charCodeAt(i) === 48 && (src.charCodeAt(i + 1) | 0x20) === 120 /* x */) {
      i += 2;
      const digits = i;
      while (i < src.length && isHexDigit(src.charCodeAt(i))) i++;
      if (i === digits) this.fail(`expected hex digits after "0x" at position ${start}`);
      this.i = i;
      this.push({ kind: 'value', pos: start, text: src.slice(start, i), value: parseInt(src.slice(digits, i), 16) });
      return;
    }
    while (i < src.length && isDigit(src.charCodeAt(i))) i++;
    if (src.charCodeAt(i) === 46 /* . */) {
      i++;
      while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      if (src.charCodeAt(i) === 46) this.fail(`second decimal point in number at position ${i}`);
    }
    if ((src.charCodeAt(i) | 0x20) === 101 /* e */) {
      i++;
      const sign = src.charCodeAt(i);
      if (sign === 43 || sign === 45) i++;
      const digits = i;
      while (i < src.length && isDigit(src.charCodeAt(i))) i++;
      if (i === digits) this.fail(`expected a digit in the exponent of the number at position ${start}`);
    }
    this.i = i;
    const text = src.slice(start, i);
    this.push({ kind: 'value', pos: start, text, value: Number(text) });
  }

  /** Single- or double-quoted; escapes \n \t \r \f \xHH \uHHHH, any other escaped char stands for itself. */
  private string(quote: number): void {
    const src = this.src;
    const start = this.i;
    let i = start + 1;
    let out = '';
    let chunk = i;
    for (;;) {
      if (i >= src.length) this.fail(`unterminated string starting at position ${start}`);
      const c = src.charCodeAt(i);
      if (c === quote) break;
      if (c !== 92 /* \ */) {
        i++;
        continue;
      }
      out += src.slice(chunk, i);
      if (i + 1 >= src.length) this.fail(`unterminated string starting at position ${start}`);
      const e = src[i + 1];
      i += 2;
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'f':
          out += '\f';
          break;
        case 'u':
          out += this.hexEscape(i, 4, 'u');
          i += 4;
          break;
        case 'x':
          out += this.hexEscape(i, 2, 'x');
          i += 2;
          break;
        default:
          out += e;
      }
      chunk = i;
    }
    out += src.slice(chunk, i);
    this.i = i + 1;
    if (out.length > this.limits.maxStringLength) {
      this.fail(
        `string at position ${start} is too long (${out.length} characters, the limit is ${this.limits.maxStringLength})`,
      );
    }
    this.push({ kind: 'value', pos: start, text: src.slice(start, this.i), value: out });
  }

  private hexEscape(at: number, width: number, letter: string): string {
    const src = this.src;
    for (let k = 0; k < width; k++) {
      if (!isHexDigit(src.charCodeAt(at + k))) {
        this.fail(`invalid escape "\\${letter}" at position ${at - 2}: expected ${width} hex digits`);
      }
    }
    return String.fromCharCode(parseInt(src.slice(at, at + width), 16));
  }

  /**
   * A path (`a.b.0`, `a-b`), a variable (`@x`, `@x.y`, `@`), a constant, or a function call when
   * `(` follows at once (`max(`; `max (` is the path `max` followed by a group).
   */
  private name(): void {
    const src = this.src;
    const start = this.i;
    let i = start;
    if (src.charCodeAt(i) === 64 /* @ */) {
      i++;
      // `@` alone is the current node; `@0` is `@` next to 0
      if (!isLetter(src.charCodeAt(i))) {
        this.i = i;
        this.push({ kind: 'var', pos: start, text: '@' });
        return;
      }
    }
    for (;;) {
      while (i < src.length && nameGoesOnAt(src, i)) i++;
      if (src.charCodeAt(i) !== 46 /* . */ || !nameGoesOnAt(src, i + 1)) break;
      i++;
    }
    const text = src.slice(start, i);
    this.i = i;
    if (src.charCodeAt(i) === 40 /* ( */) {
      if (!FUNCTIONS.has(text)) {
        this.fail(`unknown function "${text}" at position ${start} (known: ${[...FUNCTIONS.keys()].join(', ')})`);
      }
      this.i = i + 1;
      this.push({ kind: 'call', pos: start, text });
      return;
    }
    const constant = CONSTANTS.get(text);
    if (constant !== undefined) this.push({ kind: 'value', pos: start, text, value: constant });
    else this.push({ kind: 'var', pos: start, text });
  }

  private operator(): void {
    const src = this.src;
    const start = this.i;
    for (const symbol of OPERATOR_SYMBOLS) {
      if (src.startsWith(symbol, start)) {
        this.i += symbol.length;
        this.push({ kind: 'op', pos: start, text: symbol });
        return;
      }
    }
    const ch = String.fromCodePoint(src.codePointAt(start) ?? 0);
    this.fail(`unexpected character ${describeChar(ch)} at position ${start}`);
  }
}

import { toNumber } from './coerce';

/**
 * The operator table. Precedence and associativity follow JavaScript, except that prefix
 * operators bind tighter than `**` (so `-2 ** 2` is 4, as the language defines). Operands are
 * JSON primitives or null: `+` and the comparisons keep JavaScript's mixed-type rules (`5 + "a"`
 * concatenates, `"1" == 1`), the other arithmetic reads numbers through toNumber, and `&&` / `||`
 * yield booleans after evaluating both sides.
 */

export interface BinaryOperator {
  readonly symbol: string;
  /** for messages: "add", "logical and" */
  readonly name: string;
  readonly precedence: number;
  readonly rightAssoc: boolean;
  readonly apply: (a: unknown, b: unknown) => unknown;
}

export interface UnaryOperator {
  readonly symbol: string;
  readonly name: string;
  readonly apply: (a: unknown) => unknown;
}

/** Above every binary operator. */
export const PREFIX_PRECEDENCE = 16;
/** Below every binary operator, right-associative: `@a = @b = 1` parses as `@a = (@b = 1)`. */
export const ASSIGN_PRECEDENCE = 2;

/** Values here are JSON primitives; the casts only let TypeScript accept JavaScript's own rules. */
type P = number;

const binary = (
  symbol: string,
  name: string,
  precedence: number,
  apply: (a: unknown, b: unknown) => unknown,
  rightAssoc = false,
): BinaryOperator => ({ symbol, name, precedence, rightAssoc, apply });

const BINARY_LIST: readonly BinaryOperator[] = [
  binary('**', 'power', 15, (a, b) => toNumber(a) ** toNumber(b), true),
  binary('*', 'multiply', 14, (a, b) => toNumber(a) * toNumber(b)),
  binary('/', 'divide', 14, (a, b) => toNumber(a) / toNumber(b)),
  binary('%', 'remainder', 14, (a, b) => toNumber(a) % toNumber(b)),
  binary('+', 'add', 13, (a, b) => (a as P) + (b as P)),
  binary('-', 'subtract', 13, (a, b) => toNumber(a) - toNumber(b)),
  binary('<<', 'left shift', 12, (a, b) => toNumber(a) << toNumber(b)),
  binary('>>', 'right shift', 12, (a, b) => toNumber(a) >> toNumber(b)),
  binary('>>>', 'unsigned right shift', 12, (a, b) => toNumber(a) >>> toNumber(b)),
  binary('<', 'less than', 11, (a, b) => (a as P) < (b as P)),
  binary('<=', 'less than or equal', 11, (a, b) => (a as P) <= (b as P)),
  binary('>', 'greater than', 11, (a, b) => (a as P) > (b as P)),
  binary('>=', 'greater than or equal', 11, (a, b) => (a as P) >= (b as P)),
  binary('==', 'equality', 10, (a, b) => a == b),
  binary('!=', 'inequality', 10, (a, b) => a != b),
  binary('===', 'strict equality', 10, (a, b) => a === b),
  binary('!==', 'strict inequality', 10, (a, b) => a !== b),
  binary('&', 'bitwise and', 9, (a, b) => toNumber(a) & toNumber(b)),
  binary('^', 'bitwise xor', 8, (a, b) => toNumber(a) ^ toNumber(b)),
  binary('|', 'bitwise or', 7, (a, b) => toNumber(a) | toNumber(b)),
  binary('&&', 'logical and', 6, (a, b) => !!a && !!b),
  binary('||', 'logical or', 5, (a, b) => !!a || !!b),
];

export const BINARY_OPERATORS: ReadonlyMap<string, BinaryOperator> = new Map(BINARY_LIST.map((op) => [op.symbol, op]));

const unary = (symbol: string, name: string, apply: (a: unknown) => unknown): UnaryOperator => ({
  symbol,
  name,
  apply,
});

export const UNARY_OPERATORS: ReadonlyMap<string, UnaryOperator> = new Map(
  [
    unary('-', 'negate', (a) => -toNumber(a)),
    unary('+', 'plus', (a) => toNumber(a)),
    unary('!', 'logical not', (a) => !a),
    unary('~', 'bitwise not', (a) => ~toNumber(a)),
  ].map((op) => [op.symbol, op]),
);

/** Every operator spelling, longest first so the lexer can take the longest match. */
export const OPERATOR_SYMBOLS: readonly string[] = [
  ...new Set([...BINARY_OPERATORS.keys(), ...UNARY_OPERATORS.keys(), '=']),
].sort((a, b) => b.length - a.length);

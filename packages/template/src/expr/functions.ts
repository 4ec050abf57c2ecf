import { toNumber } from './coerce';

/**
 * Built-in functions. A call takes every value its parentheses produce (`max(1 2 3)` and
 * `max(1, 2, 3)` are the same); functions of one argument ignore the rest.
 */
export interface ExprFunction {
  readonly name: string;
  readonly apply: (args: readonly unknown[]) => unknown;
}

/**
 * `max` and `min` keep the running value unless the next one compares strictly greater (smaller),
 * so a NaN in first place gives way to the next number while a later NaN sticks — the language's
 * fold, kept so existing templates print the same.
 */
function fold(args: readonly unknown[], better: (candidate: number, current: number) => boolean): number {
  let current = toNumber(args[0]);
  for (let i = 1; i < args.length; i++) {
    const candidate = toNumber(args[i]);
    current = better(current, candidate) ? current : candidate;
  }
  return current;
}

const LIST: readonly ExprFunction[] = [
  { name: 'max', apply: (args) => fold(args, (cur, cand) => cur > cand) },
  { name: 'min', apply: (args) => fold(args, (cur, cand) => cur < cand) },
  { name: 'abs', apply: (args) => Math.abs(toNumber(args[0])) },
  { name: 'num', apply: (args) => toNumber(args[0]) },
  { name: 'str', apply: (args) => String(args[0]) },
  { name: 'bool', apply: (args) => !!args[0] },
];

export const FUNCTIONS: ReadonlyMap<string, ExprFunction> = new Map(LIST.map((f) => [f.name, f]));

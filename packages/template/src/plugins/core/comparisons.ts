import type { Context } from '../../exec/context';
import { lenientNumber } from '../../exec/lenient';
import { jsonEqual, toNumber } from '../../exec/values';
import { splitPath } from '../../parse/path';
import type { Predicate } from '../../plugin';

/**
 * An argument is a JSON literal (number, quoted string, true, false, null) or a path resolved
 * against the current scope.
 */
type Operand = { literal: unknown } | { path: (string | number)[] };

function operand(arg: string): Operand {
  if (/^(-?\d|"|true$|false$|null$)/.test(arg)) {
    try {
      return { literal: JSON.parse(arg) };
    } catch {
      // not valid JSON after all: treat as a path
    }
  }
  return { path: splitPath(arg) };
}

function valueOf(op: Operand, ctx: Context): unknown {
  return 'literal' in op ? op.literal : ctx.resolve(op.path);
}

/** Two operands, or the current node and one operand. */
function compare(test: (a: unknown, b: unknown) => boolean): Predicate {
  return {
    prepare: (args) => args.filter((a) => a !== '').map(operand),
    test(ctx, _args, prepared) {
      const ops = prepared as Operand[];
      if (ops.length === 0) return false;
      if (ops.length === 1) return test(ctx.node(), valueOf(ops[0], ctx));
      return test(valueOf(ops[0], ctx), valueOf(ops[1], ctx));
    },
  };
}

/** Numbers compare numerically, strings by code points; mixed kinds are not ordered. */
function order(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === 'number' || typeof a === 'boolean') && (typeof b === 'number' || typeof b === 'boolean')) {
    return toNumber(a) - toNumber(b);
  }
  return null;
}

const ordered = (ok: (d: number) => boolean) =>
  compare((a, b) => {
    const d = order(a, b);
    return d !== null && ok(d);
  });

/** The number under test: the node, or a resolved first argument. */
function subject(ctx: Context, paths: (string | number)[][]): unknown {
  return paths.length > 0 ? ctx.resolve(paths[0]) : ctx.node();
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const comparisons: Record<string, Predicate> = {
  'equal?': compare(jsonEqual),
  'notEqual?': compare((a, b) => !jsonEqual(a, b)),
  'greaterThan?': ordered((d) => d > 0),
  'greaterThanOrEqual?': ordered((d) => d >= 0),
  'lessThan?': ordered((d) => d < 0),
  'lessThanOrEqual?': ordered((d) => d <= 0),
  'even?': {
    prepare: (args) => args.filter((a) => a !== '').map(splitPath),
    test: (ctx, _a, p) => {
      const v = subject(ctx, p as (string | number)[][]);
      return isInteger(v) && v % 2 === 0;
    },
  },
  'odd?': {
    prepare: (args) => args.filter((a) => a !== '').map(splitPath),
    test: (ctx, _a, p) => {
      const v = subject(ctx, p as (string | number)[][]);
      return isInteger(v) && Math.abs(v % 2) === 1;
    },
  },
  /** `nth? n` tests the node, `nth? path n` a resolved value: divisible by n */
  'nth?': {
    prepare: (args) => args.filter((a) => a !== ''),
    test: (ctx, _a, p) => {
      const args = p as string[];
      if (args.length === 0) return false;
      const n = toNumber(args[args.length - 1], 0);
      const v = args.length > 1 ? ctx.resolvePath(args[0]) : ctx.node();
      return n !== 0 && isInteger(v) && v % n === 0;
    },
  },
  // Counts are read leniently ("3 items" is plural), as the reference engine reads them.
  'plural?': { test: (ctx) => lenientNumber(ctx.node()) > 1 },
  'singular?': { test: (ctx) => lenientNumber(ctx.node()) === 1 },
  /** a list with more than one element, or an object with more than one key */
  'has-multiple?': {
    test: (ctx) => {
      const v = ctx.node();
      if (Array.isArray(v)) return v.length > 1;
      return v !== null && typeof v === 'object' && Object.keys(v).length > 1;
    },
  },
  /** debug output is never enabled when rendering storefront pages */
  'debug?': { test: () => false },
};

import type { Context } from '../exec/context';
import { splitPath } from '../parse/path';
import { isComposite } from './coerce';
import type { ExprFunction } from './functions';
import type { ExprLimits } from './limits';
import type { BinaryOperator, UnaryOperator } from './operators';
import { abort, warn } from './runtime';

/**
 * The compiled form: a tree of closures built once per tag. Operations on constants are folded
 * at compile time, so `{.eval 2 * PI}` costs nothing to evaluate.
 */
export type Evaluator = (ctx: Context) => unknown;

export interface ExprNode {
  readonly evaluate: Evaluator;
  /** set when the value is known at compile time */
  readonly constant: boolean;
  readonly value: unknown;
  /** set for a data path or variable reference, as written */
  readonly path: string | null;
  /** the source text of a literal, path or constant name; null for computed values */
  readonly text: string | null;
}

/** What node builders need to know about the expression they belong to. */
export interface Site {
  readonly source: string;
  readonly limits: ExprLimits;
}

export function constantNode(value: unknown, text: string | null = null): ExprNode {
  return { evaluate: () => value, constant: true, value, path: null, text };
}

/**
 * Missing data reads as null. A JSON object or array cannot take part in a computation, so it
 * stops the expression, as the language defines.
 */
export function pathNode(path: string, site: Site): ExprNode {
  const read = readPath(path);
  const evaluate: Evaluator = (ctx) => {
    const v = read(ctx);
    if (isComposite(v)) {
      abort(ctx, site.source, `"${path}" is an object or array; expressions work on numbers, strings and booleans`);
    }
    return v;
  };
  return { evaluate, constant: false, value: undefined, path, text: path };
}

/** The path's value as stored, objects included; missing is null. */
function readPath(path: string): Evaluator {
  const names = splitPath(path);
  return (ctx) => {
    const v = ctx.resolve(names);
    return v === undefined ? null : v;
  };
}

export function unaryNode(op: UnaryOperator, operand: ExprNode): ExprNode {
  const apply = op.apply;
  if (operand.constant) return constantNode(apply(operand.value));
  const a = operand.evaluate;
  return dynamic((ctx) => apply(a(ctx)));
}

export function binaryNode(op: BinaryOperator, left: ExprNode, right: ExprNode, site: Site): ExprNode {
  const apply: (a: unknown, b: unknown, ctx: Context) => unknown =
    op.symbol === '+' ? boundedConcat(op.apply, site) : op.apply;
  if (left.constant && right.constant) {
    // the concat bound needs a context to report through; fold only what cannot exceed it
    const folded = op.apply(left.value, right.value);
    if (typeof folded !== 'string' || folded.length <= site.limits.maxStringLength) return constantNode(folded);
  }
  const a = left.evaluate;
  if (right.constant) {
    const b = right.value;
    return dynamic((ctx) => apply(a(ctx), b, ctx));
  }
  const b = right.evaluate;
  return dynamic((ctx) => apply(a(ctx), b(ctx), ctx));
}

/** `+` with a cap on the strings it builds, so `@s = @s + @s` cannot double without bound. */
function boundedConcat(add: (a: unknown, b: unknown) => unknown, site: Site) {
  const max = site.limits.maxStringLength;
  return (a: unknown, b: unknown, ctx: Context): unknown => {
    const v = add(a, b);
    if (typeof v === 'string' && v.length > max) {
      abort(ctx, site.source, `string too long (${v.length} characters, the limit is ${max})`);
    }
    return v;
  };
}

export function callNode(fn: ExprFunction, args: readonly ExprNode[]): ExprNode {
  const apply = fn.apply;
  if (args.every((n) => n.constant)) return constantNode(apply(args.map((n) => n.value)));
  if (args.length === 1) {
    const a = args[0].evaluate;
    // one reusable argument list per call site: evaluation never re-enters the same node
    const list: unknown[] = [undefined];
    return dynamic((ctx) => {
      list[0] = a(ctx);
      return apply(list);
    });
  }
  const evaluators = args.map((n) => n.evaluate);
  const list: unknown[] = new Array(evaluators.length);
  return dynamic((ctx) => {
    for (let i = 0; i < evaluators.length; i++) list[i] = evaluators[i](ctx);
    return apply(list);
  });
}

/**
 * `@name = value`. It leaves no value behind (a statement holding an assignment prints nothing).
 * Assigning "no value" changes nothing; assigning an object is refused, as the language defines.
 */
export function assignNode(name: string, value: ExprNode, site: Site): ExprNode {
  const read = value.path !== null ? readPath(value.path) : value.evaluate;
  const what = value.path;
  return dynamic((ctx) => {
    const v = read(ctx);
    if (v === undefined) return undefined;
    if (isComposite(v)) {
      warn(ctx, site.source, `cannot assign the object or array "${what}" to @${name}`);
    } else {
      ctx.setVar(name, v);
    }
    return undefined;
  });
}

function dynamic(evaluate: Evaluator): ExprNode {
  return { evaluate, constant: false, value: undefined, path: null, text: null };
}

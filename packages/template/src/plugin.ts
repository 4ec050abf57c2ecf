import type { Context } from './exec/context';

/**
 * A value flowing through a formatter chain. `{a, b|fmt}` hands the formatter two variables;
 * the first one's final value is what the tag prints.
 */
export interface Variable {
  /** the resolved JSON value; undefined means missing */
  value: unknown;
}

/**
 * A formatter transforms vars[0].value in place (it may read the others).
 * `args` are the literal arguments split on the separator character that follows the name.
 * `prepare` runs once at compile time so that argument parsing is not repeated per execution;
 * its result is handed back as `prepared`.
 */
export interface Formatter {
  prepare?(args: string[]): unknown;
  apply(ctx: Context, args: string[], vars: Variable[], prepared: unknown): void;
}

/** A predicate tests the current node (ctx.node()) and/or its arguments. */
export interface Predicate {
  prepare?(args: string[]): unknown;
  test(ctx: Context, args: string[], prepared: unknown): boolean;
}

/** One family of plugins (core, commerce, content, date, i18n, social). */
export interface PluginFamily {
  formatters: Record<string, Formatter>;
  predicates: Record<string, Predicate>;
}

/** Shorthand for the many formatters that only map the first value. */
export const mapValue = (fn: (value: unknown, args: string[], ctx: Context) => unknown): Formatter => ({
  apply(ctx, args, vars) {
    vars[0].value = fn(vars[0].value, args, ctx);
  },
});

/**
 * Shorthand for formatters whose arguments parse into a spec: parsed once by `prepare` when the
 * template is compiled, or on the spot when the formatter is applied without it.
 */
export const withSpec = <S>(
  parse: (args: string[]) => S,
  apply: (ctx: Context, spec: S, vars: Variable[]) => void,
): Formatter => ({
  prepare: parse,
  apply(ctx, args, vars, prepared) {
    apply(ctx, (prepared as S | undefined) ?? parse(args), vars);
  },
});

/** Shorthand for predicates over the current node. */
export const testNode = (fn: (node: unknown, args: string[], ctx: Context) => boolean): Predicate => ({
  test(ctx, args) {
    return fn(ctx.node(), args, ctx);
  },
});

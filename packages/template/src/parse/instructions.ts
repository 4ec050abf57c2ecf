import type { Formatter, Predicate } from '../plugin';

/**
 * The instruction tree a template compiles to. Literal text is a plain string; other
 * instructions are objects whose kinds are small integers so the executor can switch on them
 * cheaply. Compiled templates are kept in caches, so the shapes are kept small: no empty arrays
 * (null instead), no copies of the source.
 */
export const VARIABLE = 1;
export const SECTION = 2;
export const REPEATED = 3;
export const PREDICATE = 4;
export const IF = 5;
export const BINDVAR = 6;
export const CTXVAR = 7;
export const EVAL = 8;
export const MACRO = 9;
export const INCLUDE = 10;
export const INJECT = 11;

export type { Path } from './path';
import type { Path } from './path';

export interface FormatterCall {
  readonly name: string;
  readonly impl: Formatter;
  readonly args: string[];
  readonly prepared: unknown;
}

export interface PredicateCall {
  readonly name: string;
  readonly impl: Predicate;
  readonly args: string[];
  readonly prepared: unknown;
}

/** A `.or` branch: unconditional (predicate null) or guarded by a predicate. */
export interface Alternative {
  readonly predicate: PredicateCall | null;
  body: Instruction[];
  alt: Alternative | null;
}

export interface VariableTag {
  readonly kind: typeof VARIABLE;
  /** the value to print, or the first of several handed to the formatters */
  readonly path: Path;
  /** the further values of `{a, b|fmt}`, else null */
  readonly more: readonly Path[] | null;
  readonly formatters: readonly FormatterCall[] | null;
}

export interface Section {
  readonly kind: typeof SECTION;
  readonly path: Path;
  body: Instruction[];
  alt: Alternative | null;
}

export interface Repeated {
  readonly kind: typeof REPEATED;
  readonly path: Path;
  body: Instruction[];
  alternatesWith: Instruction[] | null;
  alt: Alternative | null;
}

export interface PredicateBlock {
  readonly kind: typeof PREDICATE;
  readonly call: PredicateCall;
  body: Instruction[];
  alt: Alternative | null;
}

/** One operand of `.if`: a path tested for truthiness, or a predicate call. */
export type IfTerm = { readonly path: Path } | { readonly call: PredicateCall };

export interface If {
  readonly kind: typeof IF;
  readonly terms: readonly IfTerm[];
  /** operators between terms, evaluated left to right without precedence */
  readonly ops: readonly ('&&' | '||')[];
  body: Instruction[];
  alt: Alternative | null;
}

export interface BindVar {
  readonly kind: typeof BINDVAR;
  readonly name: string;
  readonly variable: VariableTag;
}

export interface CtxVar {
  readonly kind: typeof CTXVAR;
  readonly name: string;
  readonly bindings: readonly { key: string; path: Path }[];
}

export interface Eval {
  readonly kind: typeof EVAL;
  readonly expr: unknown;
}

export interface Macro {
  readonly kind: typeof MACRO;
  readonly name: string;
  body: Instruction[];
}

export interface Include {
  readonly kind: typeof INCLUDE;
  readonly name: string;
  readonly output: boolean;
}

export interface Inject {
  readonly kind: typeof INJECT;
  readonly name: string;
  readonly path: string;
}

export type Instruction =
  string | VariableTag | Section | Repeated | PredicateBlock | If | BindVar | CtxVar | Eval | Macro | Include | Inject;

/** A body of instructions, as macros and partials are stored. */
export type Block = Instruction[];

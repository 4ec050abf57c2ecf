import type { Formatter, Predicate } from '../plugin';

/**
 * The instruction tree a template compiles to. Kinds are small integers so the executor can
 * switch on them cheaply.
 */
export const TEXT = 0;
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

export type Path = readonly (string | number)[];

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

export interface Text {
  readonly kind: typeof TEXT;
  readonly text: string;
}

export interface VariableTag {
  readonly kind: typeof VARIABLE;
  readonly names: readonly string[];
  readonly paths: readonly Path[];
  readonly formatters: readonly FormatterCall[];
  /** the tag as written, printed back when a formatter is unknown */
  readonly source: string;
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
  readonly source: string;
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
  | Text
  | VariableTag
  | Section
  | Repeated
  | PredicateBlock
  | If
  | BindVar
  | CtxVar
  | Eval
  | Macro
  | Include
  | Inject;

/** A body of instructions, as macros and partials are stored. */
export type Block = Instruction[];

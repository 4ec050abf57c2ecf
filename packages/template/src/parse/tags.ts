import { TemplateError, templateError } from '../errors';
import { compileExpr } from '../expr';
import type { Formatter, Predicate } from '../plugin';
import * as I from './instructions';
import { parsePath, Path } from './path';

/** `.or` or `.or predicate? args` */
export interface OrMarker {
  readonly or: I.PredicateCall | null;
}

export const END = Object.freeze({ end: true });
export const ALTERNATES = Object.freeze({ alternates: true });
const OR: OrMarker = Object.freeze({ or: null });

/**
 * What one tag means to the assembler: an instruction (blocks are opened by their kind), literal
 * text, or one of the markers that close a block or start another part of it.
 */
export type Tag = I.Instruction | OrMarker | typeof END | typeof ALTERNATES;

export interface Registry {
  formatters: Record<string, Formatter>;
  predicates: Record<string, Predicate>;
}

const LITERALS: Record<string, string> = {
  'meta-left': '{',
  'meta-right': '}',
  space: ' ',
  tab: '\t',
  newline: '\n',
};

const PREDICATE_NAME = /^[A-Za-z][\w-]*\?/;
const BINDING = /^([\w$-]+)=(.+)$/;
const NEVER: Predicate = { test: () => false };

/**
 * Formatter calls by their text ("truncate 20", "html"). The same calls recur in every template;
 * sharing them skips argument preparation and keeps compiled templates small. Prepared arguments
 * are never mutated, so sharing is safe. Bounded so hostile input cannot grow it without limit.
 */
const CALL_LIMIT = 20_000;
const formatterCalls = new Map<string, I.FormatterCall>();

/**
 * Parses the inside of one `{...}` tag. Returns null when the tag is not an instruction, so that
 * the caller prints it as literal text. Unknown formatters and predicates are reported here.
 */
export function parseTag(body: string, registry: Registry, errors: TemplateError[]): Tag | null {
  if (body.charCodeAt(0) !== 46 /* . */) {
    return parseVariableTag(body, registry, errors);
  }
  const space = firstSpace(body);
  const word = space < 0 ? body.slice(1) : body.slice(1, space);
  if (space < 0) {
    switch (word) {
      case 'end':
        return END;
      case 'or':
        return OR;
      default:
        if (Object.prototype.hasOwnProperty.call(LITERALS, word)) return LITERALS[word];
    }
  }
  const rest = space < 0 ? '' : body.slice(space).trim();
  switch (word) {
    case 'or': {
      const call = parsePredicateCall(body.slice(space + 1), registry, errors);
      return call === null ? null : { or: call };
    }
    case 'alternates':
      return body === '.alternates with' ? ALTERNATES : null;
    case 'section': {
      const path = parsePath(rest);
      return path === null ? null : { kind: I.SECTION, path, body: [], alt: null };
    }
    case 'repeated': {
      const m = /^section\s+(\S+)$/.exec(rest);
      const path = m ? parsePath(m[1]) : null;
      return path === null ? null : { kind: I.REPEATED, path, body: [], alternatesWith: null, alt: null };
    }
    case 'if':
      return parseIf(rest, registry, errors);
    case 'var': {
      const m = /^@([\w$-]+)\s+(.+)$/.exec(rest);
      if (!m) return null;
      const variable = parseVariableTag(m[2], registry, errors);
      return variable === null ? null : { kind: I.BINDVAR, name: m[1], variable };
    }
    case 'ctx':
      return parseCtx(rest);
    case 'eval': {
      const { expr, errors: exprErrors } = compileExpr(rest);
      for (const e of exprErrors) errors.push(e);
      return { kind: I.EVAL, expr };
    }
    case 'macro':
      return rest && firstSpace(rest) < 0 ? { kind: I.MACRO, name: rest, body: [] } : null;
    case 'include': {
      const m = /^(\S+)(?:\s+(output))?$/.exec(rest);
      return m ? { kind: I.INCLUDE, name: m[1], output: m[2] !== undefined } : null;
    }
    case 'inject': {
      const m = /^@([\w$-]+)\s+(\S+)$/.exec(rest);
      return m ? { kind: I.INJECT, name: m[1], path: m[2] } : null;
    }
    default: {
      const text = body.slice(1);
      if (!PREDICATE_NAME.test(text)) return null;
      const call = parsePredicateCall(text, registry, errors);
      return call === null ? null : { kind: I.PREDICATE, call, body: [], alt: null };
    }
  }
}

function firstSpace(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9) return i;
  }
  return -1;
}

/** `{a, b|fmt args|fmt2}`. Null when not a variable tag. */
function parseVariableTag(body: string, registry: Registry, errors: TemplateError[]): I.VariableTag | null {
  const bar = body.indexOf('|');
  const head = bar < 0 ? body : body.slice(0, bar);
  let path: Path | null;
  let more: Path[] | null = null;
  if (head.indexOf(',') < 0) {
    path = parsePath(head);
  } else {
    const names = head.split(',');
    path = parsePath(names[0].trim());
    more = [];
    for (let i = 1; i < names.length && path !== null; i++) {
      const p = parsePath(names[i].trim());
      if (p === null) return null;
      more.push(p);
    }
  }
  if (path === null) return null;
  let formatters: I.FormatterCall[] | null = null;
  if (bar >= 0) {
    formatters = [];
    for (const segment of body.slice(bar + 1).split('|')) {
      const call = formatterCall(segment, registry, errors);
      if (call === null) return null;
      formatters.push(call);
    }
  }
  return { kind: I.VARIABLE, path, more, formatters };
}

function formatterCall(segment: string, registry: Registry, errors: TemplateError[]): I.FormatterCall | null {
  const known = formatterCalls.get(segment);
  if (known !== undefined) return known;
  const length = nameLength(segment);
  if (length === 0) return null;
  const name = segment.slice(0, length);
  const impl = Object.prototype.hasOwnProperty.call(registry.formatters, name) ? registry.formatters[name] : undefined;
  if (impl === undefined) {
    errors.push(templateError('parser', `Formatter '${name}' is unknown`));
    return null;
  }
  const args = splitArgs(segment.slice(length));
  const call: I.FormatterCall = { name, impl, args, prepared: impl.prepare ? impl.prepare(args) : undefined };
  if (formatterCalls.size < CALL_LIMIT) formatterCalls.set(segment, call);
  return call;
}

/** Length of a formatter name at the start: a letter, then letters, digits, '_' or '-'. */
function nameLength(s: string): number {
  const first = s.charCodeAt(0);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return 0;
  let i = 1;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const word = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45;
    if (!word) break;
  }
  return i;
}

const NO_ARGS: string[] = Object.freeze([]) as unknown as string[];

/** The first character after a name is its argument separator. */
function splitArgs(rest: string): string[] {
  if (rest.length === 0) return NO_ARGS;
  return rest.slice(1).split(rest[0]);
}

/** `name? args` as used by predicate blocks, `.or name?` and `.if`. */
function parsePredicateCall(text: string, registry: Registry, errors: TemplateError[]): I.PredicateCall | null {
  const m = PREDICATE_NAME.exec(text);
  if (!m) return null;
  const name = m[0];
  const args = splitArgs(text.slice(name.length));
  let impl = Object.prototype.hasOwnProperty.call(registry.predicates, name) ? registry.predicates[name] : undefined;
  if (impl === undefined) {
    errors.push(templateError('parser', `Predicate '${name}' is unknown`));
    impl = NEVER;
  }
  return { name, impl, args, prepared: impl.prepare ? impl.prepare(args) : undefined };
}

/** `.ctx @name key=path ...` */
function parseCtx(rest: string): Tag | null {
  const parts = rest.split(/\s+/);
  const m = /^@([\w$-]+)$/.exec(parts[0]);
  if (!m || parts.length < 2) return null;
  const bindings: { key: string; path: Path }[] = [];
  for (let i = 1; i < parts.length; i++) {
    const b = BINDING.exec(parts[i]);
    const path = b ? parsePath(b[2]) : null;
    if (!b || path === null) return null;
    bindings.push({ key: b[1], path });
  }
  return { kind: I.CTXVAR, name: m[1], bindings };
}

/** `.if a && b || pred? x`: operands joined by && / ||, evaluated left to right. */
function parseIf(rest: string, registry: Registry, errors: TemplateError[]): Tag | null {
  if (rest.length === 0) return null;
  const pieces = rest.split(/(&&|\|\|)/);
  const terms: I.IfTerm[] = [];
  const ops: ('&&' | '||')[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i].trim();
    if (i % 2 === 1) {
      ops.push(piece as '&&' | '||');
      continue;
    }
    if (PREDICATE_NAME.test(piece)) {
      const call = parsePredicateCall(piece, registry, errors);
      if (call === null) return null;
      terms.push({ call });
    } else {
      const path = parsePath(piece);
      if (path === null) return null;
      terms.push({ path });
    }
  }
  return { kind: I.IF, terms, ops, body: [], alt: null };
}

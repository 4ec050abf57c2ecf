import { TemplateError, templateError } from '../errors';
import { compileExpr } from '../expr';
import type { Formatter, Predicate } from '../plugin';
import * as I from './instructions';
import { splitPath } from './path';

/** What one tag means to the assembler. */
export type Tag =
  | { type: 'leaf'; inst: I.Instruction }
  | { type: 'open'; inst: I.Section | I.Repeated | I.PredicateBlock | I.If | I.Macro }
  | { type: 'or'; predicate: I.PredicateCall | null }
  | { type: 'alternates' }
  | { type: 'end' };

export interface Registry {
  formatters: Record<string, Formatter>;
  predicates: Record<string, Predicate>;
}

const FIRST_SEGMENT = /^(?:@[\w$-]*|[A-Za-z$][\w$-]*|\d+)$/;
const SEGMENT = /^[\w$@-]+$/;
const FORMATTER_NAME = /^[A-Za-z][\w-]*/;
const PREDICATE_NAME = /^[A-Za-z][\w-]*\?/;
const BINDING = /^([\w$-]+)=(.+)$/;

const LITERALS: Record<string, string> = {
  'meta-left': '{',
  'meta-right': '}',
  space: ' ',
  tab: '\t',
  newline: '\n',
};

const NEVER: Predicate = { test: () => false };

/**
 * Parses the inside of one `{...}` tag. Returns null when the tag is not an instruction, so that
 * the caller prints it as literal text. Unknown formatters and predicates are reported here.
 */
export function parseTag(body: string, raw: string, registry: Registry, errors: TemplateError[]): Tag | null {
  if (body.charCodeAt(0) !== 46 /* . */) {
    const v = parseVariableTag(body, raw, registry, errors);
    return v === null ? null : { type: 'leaf', inst: v };
  }
  const text = body.slice(1);
  const space = text.search(/\s/);
  const word = space < 0 ? text : text.slice(0, space);
  const rest = space < 0 ? '' : text.slice(space).trim();
  switch (word) {
    case 'end':
      return space < 0 ? { type: 'end' } : null;
    case 'or':
      if (space < 0) return { type: 'or', predicate: null };
      {
        const call = parsePredicateCall(text.slice(space + 1), registry, errors);
        return call === null ? null : { type: 'or', predicate: call };
      }
    case 'alternates':
      return rest === 'with' && text === 'alternates with' ? { type: 'alternates' } : null;
    case 'section': {
      const path = singlePath(rest);
      return path === null ? null : { type: 'open', inst: { kind: I.SECTION, path, body: [], alt: null } };
    }
    case 'repeated': {
      const m = /^section\s+(\S+)$/.exec(rest);
      const path = m ? singlePath(m[1]) : null;
      return path === null
        ? null
        : { type: 'open', inst: { kind: I.REPEATED, path, body: [], alternatesWith: null, alt: null } };
    }
    case 'if':
      return parseIf(rest, registry, errors);
    case 'var': {
      const m = /^@([\w$-]+)\s+(.+)$/.exec(rest);
      if (!m) return null;
      const variable = parseVariableTag(m[2], raw, registry, errors);
      return variable === null ? null : { type: 'leaf', inst: { kind: I.BINDVAR, name: m[1], variable } };
    }
    case 'ctx': {
      const parts = rest.split(/\s+/);
      const m = /^@([\w$-]+)$/.exec(parts[0]);
      if (!m || parts.length < 2) return null;
      const bindings: { key: string; path: I.Path }[] = [];
      for (let i = 1; i < parts.length; i++) {
        const b = BINDING.exec(parts[i]);
        const path = b ? singlePath(b[2]) : null;
        if (!b || path === null) return null;
        bindings.push({ key: b[1], path });
      }
      return { type: 'leaf', inst: { kind: I.CTXVAR, name: m[1], bindings } };
    }
    case 'eval': {
      const { expr, errors: exprErrors } = compileExpr(rest);
      for (const e of exprErrors) errors.push(e);
      return { type: 'leaf', inst: { kind: I.EVAL, source: rest, expr } };
    }
    case 'macro':
      return rest && !/\s/.test(rest) ? { type: 'open', inst: { kind: I.MACRO, name: rest, body: [] } } : null;
    case 'include': {
      const m = /^(\S+)(?:\s+(output))?$/.exec(rest);
      return m ? { type: 'leaf', inst: { kind: I.INCLUDE, name: m[1], output: m[2] !== undefined } } : null;
    }
    case 'inject': {
      const m = /^@([\w$-]+)\s+(\S+)$/.exec(rest);
      return m ? { type: 'leaf', inst: { kind: I.INJECT, name: m[1], path: m[2] } } : null;
    }
    default:
      if (space < 0 && Object.prototype.hasOwnProperty.call(LITERALS, word)) {
        return { type: 'leaf', inst: { kind: I.TEXT, text: LITERALS[word] } };
      }
      if (PREDICATE_NAME.test(text)) {
        const call = parsePredicateCall(text, registry, errors);
        return call === null ? null : { type: 'open', inst: { kind: I.PREDICATE, call, body: [], alt: null } };
      }
      return null;
  }
}

/** `a.b`, `@`, `@x.y`, `$k`: a path or null when the text is not a valid one. */
function singlePath(text: string): I.Path | null {
  if (!isPath(text)) return null;
  return splitPath(text);
}

function isPath(text: string): boolean {
  if (text.length === 0) return false;
  const parts = text.split('.');
  if (!FIRST_SEGMENT.test(parts[0])) return false;
  for (let i = 1; i < parts.length; i++) if (!SEGMENT.test(parts[i])) return false;
  return true;
}

/** `{a, b|fmt args|fmt2}`. Null when not a variable tag. */
function parseVariableTag(
  body: string,
  raw: string,
  registry: Registry,
  errors: TemplateError[],
): I.VariableTag | null {
  const segments = body.split('|');
  const names = segments[0].split(',').map((s, i, all) => (all.length > 1 ? s.trim() : s));
  for (const name of names) if (!isPath(name)) return null;
  const formatters: I.FormatterCall[] = [];
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i];
    const m = FORMATTER_NAME.exec(seg);
    if (!m) return null;
    const name = m[0];
    const args = splitArgs(seg.slice(name.length));
    const impl = registry.formatters[name];
    if (impl === undefined) {
      errors.push(templateError('parser', `Formatter '${name}' is unknown`));
      return null;
    }
    formatters.push({ name, impl, args, prepared: impl.prepare ? impl.prepare(args) : undefined });
  }
  return { kind: I.VARIABLE, names, paths: names.map(splitPath), formatters, source: raw };
}

/** The first character after a name is its argument separator. */
function splitArgs(rest: string): string[] {
  if (rest.length === 0) return [];
  return rest.slice(1).split(rest[0]);
}

/** `name? args` as used by predicate blocks, `.or name?` and `.if`. */
function parsePredicateCall(text: string, registry: Registry, errors: TemplateError[]): I.PredicateCall | null {
  const m = PREDICATE_NAME.exec(text);
  if (!m) return null;
  const name = m[0];
  const args = splitArgs(text.slice(name.length));
  let impl = registry.predicates[name];
  if (impl === undefined) {
    errors.push(templateError('parser', `Predicate '${name}' is unknown`));
    impl = NEVER;
  }
  return { name, impl, args, prepared: impl.prepare ? impl.prepare(args) : undefined };
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
      const path = singlePath(piece);
      if (path === null) return null;
      terms.push({ path });
    }
  }
  return { type: 'open', inst: { kind: I.IF, terms, ops, body: [], alt: null } };
}

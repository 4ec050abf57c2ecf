import { partialCache } from '../cache';
import { evaluateExpr } from '../expr';
import * as I from '../parse/instructions';
import type { Variable } from '../plugin';
import { Context, MAX_PARTIAL_DEPTH, MAX_STEPS, StepBudgetExceeded } from './context';
import { isTruthy, toText } from './values';

/**
 * Walks the instruction tree and returns the output text. Sections and repeated sections push
 * frames; a section's `.or` branches run in its frame, a repeated section's in the enclosing one.
 */
export function execute(code: readonly I.Instruction[], ctx: Context): string {
  ctx.applyPartial = (name, node, args, isolated) => applyPartial(ctx, name, node, args, isolated);
  return run(code, ctx);
}

function run(code: readonly I.Instruction[], ctx: Context): string {
  if ((ctx.steps += code.length) > MAX_STEPS) throw new StepBudgetExceeded();
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const inst = code[i];
    if (typeof inst === 'string') {
      out += inst;
      continue;
    }
    switch (inst.kind) {
      case I.VARIABLE:
        out += variableText(inst, ctx);
        break;
      case I.SECTION: {
        // The section's value is the current node in its `.or` branches too (a falsy `@`),
        // while names not found on it are still looked up outward.
        const value = ctx.resolve(inst.path);
        ctx.pushFrame(value);
        out += isTruthy(value) ? run(inst.body, ctx) : alternative(inst.alt, ctx);
        ctx.popFrame();
        break;
      }
      case I.REPEATED:
        out += repeated(inst, ctx);
        break;
      case I.PREDICATE:
        out += testPredicate(inst.call, ctx) ? run(inst.body, ctx) : alternative(inst.alt, ctx);
        break;
      case I.IF:
        out += testIf(inst, ctx) ? run(inst.body, ctx) : alternative(inst.alt, ctx);
        break;
      case I.BINDVAR:
        ctx.setVar(inst.name, formatVariable(inst.variable, ctx));
        break;
      case I.CTXVAR: {
        const value: Record<string, unknown> = {};
        for (const b of inst.bindings) value[b.key] = ctx.resolve(b.path);
        ctx.setVar(inst.name, value);
        break;
      }
      case I.EVAL:
        if (ctx.enableExpr && inst.expr !== null) out += toText(evaluateExpr(inst.expr as never, ctx));
        break;
      case I.MACRO:
        (ctx.frame.macros ??= new Map()).set(inst.name, inst.body);
        break;
      case I.INCLUDE:
        if (ctx.enableInclude) {
          const text = include(inst, ctx);
          if (inst.output) out += text;
        }
        break;
      case I.INJECT:
        ctx.setVar(inst.name, ctx.injects[inst.path]);
        break;
    }
  }
  return out;
}

function variableText(inst: I.VariableTag, ctx: Context): string {
  return toText(inst.formatters === null ? ctx.resolve(inst.path) : formatVariable(inst, ctx, true));
}

/**
 * Resolve the tag's variables and pass them through its formatters; the first one's value results.
 * A printed tag's formatters run with that value as the current node (names they look up are
 * found on it first, then outward); a `.var` binding's run where the binding is.
 */
function formatVariable(inst: I.VariableTag, ctx: Context, onValue = false): unknown {
  const vars: Variable[] = [{ value: ctx.resolve(inst.path) }];
  if (inst.more !== null) for (const p of inst.more) vars.push({ value: ctx.resolve(p) });
  if (inst.formatters === null) return vars[0].value;
  if (!onValue) return applyFormatters(inst.formatters, vars, ctx);
  ctx.pushFrame(vars[0].value);
  try {
    return applyFormatters(inst.formatters, vars, ctx);
  } finally {
    ctx.popFrame();
  }
}

function applyFormatters(formatters: readonly I.FormatterCall[], vars: Variable[], ctx: Context): unknown {
  for (const f of formatters) {
    try {
      f.impl.apply(ctx, f.args, vars, f.prepared);
    } catch (e) {
      if (e instanceof StepBudgetExceeded) throw e;
      // A formatter must never break the page: report it and continue with what we have.
      ctx.error('engine', `Formatter '${f.name}' failed: ${(e as Error)?.message ?? String(e)}`);
    }
  }
  return vars[0].value;
}

function repeated(inst: I.Repeated, ctx: Context): string {
  const list = ctx.resolve(inst.path);
  if (!Array.isArray(list) || list.length === 0) return alternative(inst.alt, ctx);
  let out = '';
  for (let i = 0; i < list.length; i++) {
    const frame = ctx.pushFrame(list[i]);
    frame.index = i;
    if (i > 0 && inst.alternatesWith !== null) out += run(inst.alternatesWith, ctx);
    out += run(inst.body, ctx);
    ctx.popFrame();
  }
  return out;
}

function alternative(alt: I.Alternative | null, ctx: Context): string {
  for (let a = alt; a !== null; a = a.alt) {
    if (a.predicate === null || testPredicate(a.predicate, ctx)) return run(a.body, ctx);
  }
  return '';
}

function testPredicate(call: I.PredicateCall, ctx: Context): boolean {
  try {
    return call.impl.test(ctx, call.args, call.prepared);
  } catch (e) {
    if (e instanceof StepBudgetExceeded) throw e;
    ctx.error('engine', `Predicate '${call.name}' failed: ${(e as Error)?.message ?? String(e)}`);
    return false;
  }
}

function testIf(inst: I.If, ctx: Context): boolean {
  let result = ifTerm(inst.terms[0], ctx);
  for (let i = 0; i < inst.ops.length; i++) {
    const term = ifTerm(inst.terms[i + 1], ctx);
    result = inst.ops[i] === '&&' ? result && term : result || term;
  }
  return result;
}

function ifTerm(term: I.IfTerm, ctx: Context): boolean {
  return 'path' in term ? isTruthy(ctx.resolve(term.path)) : testPredicate(term.call, ctx);
}

/** A macro in scope, else a partial compiled from the partials map. */
function findPartial(ctx: Context, name: string): readonly I.Instruction[] | undefined {
  const macro = ctx.findMacro(name);
  if (macro !== undefined) return macro;
  if (!Object.prototype.hasOwnProperty.call(ctx.partials, name)) return undefined;
  const compiled = partialCache.get(String(ctx.partials[name]));
  for (const e of compiled.errors) ctx.error(e.type, e.message);
  return compiled.code;
}

function enterPartial(ctx: Context, name: string): readonly I.Instruction[] | undefined {
  // an application costs a step even when it fails, so failing ones cannot loop for free
  if (++ctx.steps > MAX_STEPS) throw new StepBudgetExceeded();
  const code = findPartial(ctx, name);
  if (code === undefined) {
    ctx.error('engine', `Partial '${name}' not found`);
    return undefined;
  }
  if (ctx.partialDepth >= MAX_PARTIAL_DEPTH) {
    ctx.error('engine', `Partial '${name}' exceeds the maximum recursion depth of ${MAX_PARTIAL_DEPTH}`);
    return undefined;
  }
  return code;
}

function applyPartial(
  ctx: Context,
  name: string,
  node: unknown,
  args: Record<string, string> | undefined,
  isolated: boolean,
): string {
  const code = enterPartial(ctx, name);
  if (code === undefined) return '';
  ctx.partialDepth++;
  const frame = ctx.pushFrame(node, isolated);
  (frame.vars = new Map()).set('args', args);
  const out = run(code, ctx);
  ctx.popFrame();
  ctx.partialDepth--;
  return out;
}

/** `.include` runs in the current frame so that variables it sets stay visible after it. */
function include(inst: I.Include, ctx: Context): string {
  const code = enterPartial(ctx, inst.name);
  if (code === undefined) return '';
  ctx.partialDepth++;
  const out = run(code, ctx);
  ctx.partialDepth--;
  return out;
}

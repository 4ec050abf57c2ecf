import { partialCache, TemplateCache } from './cache';
import type { CompiledTemplate } from './compile';
import type { TemplateError } from './errors';
import { Context, ExecuteOptions, StepBudgetExceeded } from './exec/context';
import { execute } from './exec/executor';

export type { CompiledTemplate } from './compile';
export type { ErrorType, TemplateError } from './errors';
export type { ExecuteOptions } from './exec/context';
export type { Formatter, Predicate, PluginFamily, Variable } from './plugin';
export { compileTemplate } from './compile';
export { TemplateCache, DEFAULT_CACHE_SIZE } from './cache';
export { Context } from './exec/context';
export { FORMATTERS, PREDICATES } from './plugins';

export interface RenderResult {
  output: string;
  errors: TemplateError[];
}

export interface RenderOptions extends ExecuteOptions {
  template: string;
}

/** Execute a compiled template. Never throws: every problem is in `errors`. */
export function executeTemplate(compiled: CompiledTemplate, opts: ExecuteOptions = {}): RenderResult {
  const ctx = new Context(opts);
  try {
    const output = execute(compiled.code, ctx);
    const errors = ctx.reportedErrors();
    return { output, errors: compiled.errors.length ? [...compiled.errors, ...errors] : errors };
  } catch (e) {
    // A runaway template, or defensively a bug, surfaces as an error value, never as an exception.
    const message = e instanceof StepBudgetExceeded ? e.message : `Internal error: ${String(e)}`;
    return { output: '', errors: [...compiled.errors, ...ctx.reportedErrors(), { type: 'engine', message }] };
  }
}

const renderCache = new TemplateCache();

/** Compile (through a bounded cache) and execute in one call. Never throws. */
export function renderTemplate(opts: RenderOptions): RenderResult {
  let compiled: CompiledTemplate;
  try {
    compiled = renderCache.get(opts.template);
  } catch (e) {
    return { output: '', errors: [{ type: 'parser', message: `Internal error: ${String(e)}` }] };
  }
  return executeTemplate(compiled, opts);
}

/** Drop every cached compiled template and partial (e.g. after a theme changes). */
export function clearTemplateCaches(): void {
  renderCache.clear();
  partialCache.clear();
}

import { partialCache, TemplateCache } from './cache';
import type { CompiledTemplate } from './compile';
import type { TemplateError } from './errors';
import { Context, ExecuteOptions } from './exec/context';
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
    return { output, errors: compiled.errors.length ? [...compiled.errors, ...ctx.errors] : ctx.errors };
  } catch (e) {
    // Defensive: a bug must surface as an error value, not as an exception in a page render.
    return {
      output: '',
      errors: [...compiled.errors, ...ctx.errors, { type: 'engine', message: `Internal error: ${String(e)}` }],
    };
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

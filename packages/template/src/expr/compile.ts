import type { TemplateError } from '../errors';
import { tokenize } from './lexer';
import { type ExprLimits, resolveLimits } from './limits';
import { parse, type Statement } from './parser';

/** A parsed `.eval` expression, ready to evaluate any number of times. */
export interface CompiledExpr {
  readonly source: string;
  readonly statements: readonly Statement[];
}

/**
 * Parse once at compile time. Any error (unexpected character, unterminated string, mismatched
 * parentheses, missing operand, unknown function, too many tokens, string too long) yields no
 * expression and one TemplateError of type 'expr'.
 */
export function compileExpr(
  source: string,
  limits?: Partial<ExprLimits>,
): { expr: CompiledExpr | null; errors: TemplateError[] } {
  const site = { source, limits: resolveLimits(limits) };
  const lexed = tokenize(source, site.limits);
  if (lexed.error !== null) return { expr: null, errors: [lexed.error] };
  const parsed = parse(lexed.tokens, site);
  if (parsed.error !== null) return { expr: null, errors: [parsed.error] };
  return { expr: { source, statements: parsed.statements }, errors: [] };
}

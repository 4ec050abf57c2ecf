/**
 * Bounds on what one `.eval` may cost. The language sets none, so these are our own: far above any hand-written expression, low enough that a hostile template cannot make
 * the compiler or a string-doubling loop eat the process.
 */
export interface ExprLimits {
  /** most tokens one expression may hold (operators, operands, parentheses and separators all count) */
  maxTokens: number;
  /** longest string a literal may decode to, or a `+` concatenation may build at run time */
  maxStringLength: number;
}

export const DEFAULT_EXPR_LIMITS: Readonly<ExprLimits> = Object.freeze({
  maxTokens: 10_000,
  maxStringLength: 1_000_000,
});

export function resolveLimits(limits: Partial<ExprLimits> | undefined): ExprLimits {
  if (limits === undefined) return DEFAULT_EXPR_LIMITS;
  return {
    maxTokens: limits.maxTokens ?? DEFAULT_EXPR_LIMITS.maxTokens,
    maxStringLength: limits.maxStringLength ?? DEFAULT_EXPR_LIMITS.maxStringLength,
  };
}

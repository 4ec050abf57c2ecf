/** The `.eval` expression language: compile once per tag, evaluate per execution. */
export { compileExpr, type CompiledExpr } from './compile';
export { evaluateExpr } from './evaluate';
export { DEFAULT_EXPR_LIMITS, type ExprLimits } from './limits';

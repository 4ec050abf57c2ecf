import type { Context } from '../exec/context';
import { exprMessage } from './messages';

/**
 * Evaluation stops at the first runtime error, as the language defines: the error is reported
 * on the context and this marker unwinds to evaluateExpr, which returns no value.
 */
export class ExprAbort {
  private constructor() {}
  static readonly instance = new ExprAbort();
}

export function abort(ctx: Context, source: string, detail: string): never {
  ctx.error('expr', exprMessage(source, detail));
  throw ExprAbort.instance;
}

/** A problem worth telling the author about that does not stop the expression. */
export function warn(ctx: Context, source: string, detail: string): void {
  ctx.error('expr', exprMessage(source, detail));
}

import type { Context } from '../exec/context';
import type { CompiledExpr } from './compile';
import { exprMessage } from './messages';
import { ExprAbort } from './runtime';

/**
 * Run the statements in order and return the last one's value: undefined when it holds an
 * assignment or the expression is empty, and also after a runtime error (already reported on
 * ctx). Never throws.
 */
export function evaluateExpr(expr: CompiledExpr, ctx: Context): unknown {
  const statements = expr.statements;
  try {
    let result: unknown = undefined;
    for (let i = 0; i < statements.length; i++) {
      const st = statements[i];
      const effects = st.effects;
      for (let k = 0; k < effects.length; k++) effects[k](ctx);
      const value = st.result(ctx);
      result = st.silent ? undefined : value;
    }
    return result;
  } catch (e) {
    if (!(e instanceof ExprAbort)) ctx.error('expr', exprMessage(expr.source, `internal error: ${String(e)}`));
    return undefined;
  }
}

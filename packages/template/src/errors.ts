/**
 * Errors are values: every problem found while compiling or executing a template is collected
 * as a TemplateError and returned beside the output, never thrown to the caller.
 */
export type ErrorType =
  /** a tag that looks like an instruction but cannot be parsed, or an unknown formatter/predicate */
  | 'parser'
  /** blocks that do not nest: unclosed, or a misplaced .end / .or / .alternates with */
  | 'assembler'
  /** problems found while executing: partials, recursion, bad formatter arguments, data errors */
  | 'engine'
  /** .eval expression errors */
  | 'expr';

export interface TemplateError {
  type: ErrorType;
  message: string;
}

export const templateError = (type: ErrorType, message: string): TemplateError => ({ type, message });

import { scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';

/**
 * `{pattern|format a b}`: "{0}", "{1}"... in the pattern become the values at paths a, b...
 * Placeholders are plain: "{}" means {0}, anything that is not digits prints nothing, and an
 * unclosed "{" ends the text. Values print as JavaScript strings; missing and null print nothing.
 */
function substitute(pattern: string, values: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf('{', i);
    if (open < 0) return out + pattern.slice(i);
    out += pattern.slice(i, open);
    const close = pattern.indexOf('}', open + 1);
    if (close < 0) return out;
    const index = placeholderIndex(pattern, open + 1, close);
    if (index >= 0 && index < values.length) out += valueText(values[index]);
    i = close + 1;
  }
  return out;
}

/** Digits between the braces as an index (none means 0), or -1. */
function placeholderIndex(pattern: string, from: number, to: number): number {
  let n = 0;
  for (let j = from; j < to; j++) {
    const digit = pattern.charCodeAt(j) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function valueText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export const format: Formatter = {
  apply(ctx, args, vars) {
    const values = args.map((path) => ctx.resolvePathOutside(path));
    vars[0].value = substitute(scalarText(vars[0].value), values);
  },
};

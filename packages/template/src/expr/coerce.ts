/**
 * How expression operands turn into numbers. Arithmetic reads strings with the same
 * grammar as numeric literals (optionally signed, hex allowed, no surrounding blanks), which is
 * stricter than JavaScript's Number(): " 3 " and "Infinity" are NaN, "-0x10" is -16.
 */
import { isDigit, isHexDigit } from './chars';

export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return parseNumeric(value);
    default:
      return value === null ? 0 : Number.NaN;
  }
}

/** JSON objects and arrays: they can be named in an expression but not computed with. */
export function isComposite(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** `[+-]? (0x hex+ | digits ('.' digits*)? ([eE] [+-]? digits+)?)`; the empty string is 0. */
export function parseNumeric(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  let i = 0;
  let c = s.charCodeAt(0);
  const negative = c === 45; /* - */
  if (negative || c === 43 /* + */) i++;
  const start = i;
  if (s.charCodeAt(i) === 48 && (s.charCodeAt(i + 1) | 0x20) === 120 /* x */) {
    i += 2;
    if (i === n) return Number.NaN;
    for (; i < n; i++) if (!isHexDigit(s.charCodeAt(i))) return Number.NaN;
    const v = parseInt(s.slice(start + 2), 16);
    return negative ? -v : v;
  }
  const digitsFrom = i;
  while (i < n && isDigit(s.charCodeAt(i))) i++;
  if (i === digitsFrom) return Number.NaN;
  if (i < n && s.charCodeAt(i) === 46 /* . */) {
    i++;
    while (i < n && isDigit(s.charCodeAt(i))) i++;
  }
  if (i < n && (s.charCodeAt(i) | 0x20) === 101 /* e */) {
    i++;
    c = s.charCodeAt(i);
    if (c === 43 || c === 45) i++;
    const expFrom = i;
    while (i < n && isDigit(s.charCodeAt(i))) i++;
    if (i === expFrom) return Number.NaN;
  }
  return i === n ? Number(s) : Number.NaN;
}

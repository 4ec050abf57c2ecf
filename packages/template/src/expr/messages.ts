import { TemplateError, templateError } from '../errors';

/** Longest piece of the source quoted in a message; whole expressions can be thousands of tokens. */
const QUOTE_LIMIT = 80;

/** Quote the expression so an author can find the tag the message is about. */
export function quoteSource(source: string): string {
  const s = source.trim();
  return JSON.stringify(s.length > QUOTE_LIMIT ? s.slice(0, QUOTE_LIMIT) + '…' : s);
}

export function exprMessage(source: string, detail: string): string {
  return `Expression ${quoteSource(source)}: ${detail}`;
}

export function exprError(source: string, detail: string): TemplateError {
  return templateError('expr', exprMessage(source, detail));
}

/** A character as shown in a message: printable ones quoted, others by code point. */
export function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return JSON.stringify(ch);
}

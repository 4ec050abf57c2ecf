/**
 * CLDR context transforms, reduced to what the formatters need: text that starts a sentence or
 * stands alone (a menu entry, a label) starts with a capital letter.
 */
export type TextContext = 'middle' | 'capitalized';

export function parseContext(value: string): TextContext {
  return value === 'begin-sentence' || value === 'standalone' || value === 'ui-list-or-menu' ? 'capitalized' : 'middle';
}

export function applyContext(text: string, context: TextContext, locale: string): string {
  if (context === 'middle' || text.length === 0) return text;
  const first = text.codePointAt(0) as number;
  const size = first > 0xffff ? 2 : 1;
  return text.slice(0, size).toLocaleUpperCase(locale) + text.slice(size);
}

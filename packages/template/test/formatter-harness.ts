import { Context } from '../src/exec/context';
import type { TemplateError } from '../src/errors';
import type { Formatter } from '../src/plugin';
import { toText } from '../src/exec/values';

/** How a test calls a formatter. */
export interface FormatterCall {
  /** the arguments, split already or as a tag writes them, spaces between ('' for none) */
  args?: string | string[];
  /** the page JSON, the root of every path */
  json?: unknown;
  locale?: string | null;
  now?: number;
  /** the variables after the first, as `{a, b|name}` hands them over */
  more?: unknown[];
}

/**
 * Apply one formatter directly, as a tag would: `value` is the first variable, arguments
 * prepared the way compilation prepares them. Gives what the tag prints and the errors reported.
 */
export function runFormatter(
  formatter: Formatter,
  value: unknown,
  { args = [], json = {}, locale = 'en', now = 0, more = [] }: FormatterCall = {},
): { value: unknown; errors: TemplateError[] } {
  const list = typeof args !== 'string' ? args : args === '' ? [] : args.split(' ');
  const ctx = new Context({ json, locale, now });
  const vars = [{ value }, ...more.map((other) => ({ value: other }))];
  formatter.apply(ctx, list, vars, formatter.prepare?.(list));
  return { value: vars[0].value, errors: ctx.errors };
}

/** What a formatter prints, applied as a tag would. For plugin unit tests. */
export function applyFormatter(formatter: Formatter, value: unknown, call: FormatterCall = {}): unknown {
  return runFormatter(formatter, value, call).value;
}

/** What `{item|name}` prints for the `item` of a page's JSON. */
export function applyToItem(
  formatter: Formatter,
  json: unknown,
  options: { args?: string[]; locale?: string | null } = {},
): string {
  const item = json !== null && typeof json === 'object' ? (json as { item?: unknown }).item : undefined;
  return toText(applyFormatter(formatter, item, { ...options, json }));
}

type Fields = Record<string, unknown>;

/**
 * A page whose `item` is a product as the commerce formatters read it: a physical product with id
 * 'p1' and the structured `content` given. `page` adds page-level data (localized strings, website
 * settings); `item` adds or overrides fields of the item itself.
 */
export const productPage = (content: Fields = {}, page: Fields = {}, item: Fields = {}) => ({
  item: { id: 'p1', ...item, structuredContent: { productType: 1, ...content } },
  ...page,
});

/** Markup with every attribute value and text run blanked: the structure a browser would build. */
export const skeleton = (html: string): string => html.replace(/"[^"]*"/g, '""').replace(/>[^<]*</g, '><');

/** A hostile string that breaks out of text and double-quoted attributes when not escaped. */
export const HOSTILE_MARKUP = '"><script>alert(1)</script><img src=x onerror="alert(2)';

/** Output built from HOSTILE_MARKUP holds no live script, element or event attribute. */
export function expectInert(out: unknown): void {
  const text = String(out);
  expect(text).not.toContain('<script>alert');
  expect(text).not.toContain('<img src=x');
  expect(text).not.toContain('onerror="');
}

import { escapeAttr, scriptSafeJson } from '../../escape';
import { scalarText, toText } from '../../exec/values';

/**
 * Text helpers for the storefront markup that formatters build by hand. Every piece of merchant
 * or visitor text goes through one of these before it lands in the page, whether in an element or
 * in an attribute: escaping the double quote everywhere means one function is safe in both places.
 */

/** Escaped text of a scalar field; objects and arrays have no printable form in markup. */
export function html(value: unknown): string {
  return escapeAttr(scalarText(value));
}

/**
 * Escaped printed text of any value (arrays print their elements joined by commas), for the ids
 * and codes that the markup carries as hooks.
 */
export function htmlText(value: unknown): string {
  return escapeAttr(toText(value));
}

/** JSON for a data attribute; a missing value has no JSON and yields an empty attribute. */
export function attrJson(value: unknown): string {
  return value === undefined ? '' : escapeAttr(scriptSafeJson(value));
}

// Browsers ignore ASCII whitespace and control characters inside a scheme, so "java\tscript:"
// is still a script URL; strip them before looking at the scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SCHEME_NOISE = /[\u0000-\u0020]/g;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * A URL for an href: script-capable schemes are replaced by "#" so record data can never turn a
 * link into script; the result is escaped for a double-quoted attribute.
 */
export function safeHref(url: string): string {
  if (url.indexOf(':') >= 0 && SCRIPT_SCHEME.test(url.replace(SCHEME_NOISE, ''))) return '#';
  return escapeAttr(url);
}

import { escapeAttr } from '../../escape';

/** A scalar field ready to sit inside a double-quoted attribute ('' for anything else). */
export function attr(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return escapeAttr(value);
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
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

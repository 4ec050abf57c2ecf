import { escapeAttr, scriptSafeJson } from '../../escape';
import { toText } from '../../exec/values';

/**
 * Text helpers for building storefront markup by hand. Every piece of merchant or visitor text
 * goes through `html` before it lands in the page, whether in an element or in an attribute:
 * escaping the double quote everywhere means one function is safe in both places.
 */

/** Text of a scalar; objects and arrays have no printable form in a piece of markup. */
export function scalarText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}

/** Escaped text of a scalar, safe inside an element or a double-quoted attribute. */
export function html(value: unknown): string {
  return escapeAttr(scalarText(value));
}

/**
 * Escaped printed text of any value (arrays print their elements joined by commas), for the
 * ids and codes that the markup carries as hooks.
 */
export function htmlText(value: unknown): string {
  return escapeAttr(toText(value));
}

/** JSON for a data attribute; a missing value has no JSON and yields an empty attribute. */
export function attrJson(value: unknown): string {
  return value === undefined ? '' : escapeAttr(scriptSafeJson(value));
}

import { escapeAttr, escapeHtml, scriptSafeJson } from '../../escape';
import { scalarText } from '../../exec/values';
import { Formatter, mapValue } from '../../plugin';

/** Formatters that make a value safe for a particular place in a page. */
export const escaping: Record<string, Formatter> = {
  html: mapValue((v) => escapeHtml(scalarText(v))),
  htmlattr: mapValue((v) => escapeAttr(scalarText(v))),
  htmltag: mapValue((v) => escapeAttr(scalarText(v))),
  /** strips tags, leaving their text */
  safe: mapValue((v) => scalarText(v).replace(/<[^>]*>?/g, '')),
  json: mapValue((v) => scriptSafeJson(v)),
  'json-pretty': mapValue((v) => scriptSafeJson(v, 2)),
  'encode-uri': mapValue((v) => safeEncode(encodeURI, scalarText(v))),
  'encode-uri-component': mapValue((v) => safeEncode(encodeURIComponent, scalarText(v))),
  'url-encode': mapValue((v) => safeEncode(encodeURIComponent, scalarText(v))),
  'encode-space': mapValue((v) => scalarText(v).replace(/\s/g, '&nbsp;')),
};

/** encodeURI* throw on lone surrogates; such text encodes as empty rather than breaking the page. */
function safeEncode(encode: (s: string) => string, s: string): string {
  try {
    return encode(s);
  } catch {
    return '';
  }
}

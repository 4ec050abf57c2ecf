import { escapeAttr, escapeHtml, scriptSafeJson } from '../../escape';
import { toText } from '../../exec/values';
import { Formatter, mapValue } from '../../plugin';

/** Formatters that make a value safe for a particular place in a page. */
export const escaping: Record<string, Formatter> = {
  html: mapValue((v) => escapeHtml(toText(v))),
  htmlattr: mapValue((v) => escapeAttr(toText(v))),
  htmltag: mapValue((v) => escapeAttr(toText(v))),
  /** strips tags, leaving their text */
  safe: mapValue((v) => toText(v).replace(/<[^>]*>?/g, '')),
  json: mapValue((v) => scriptSafeJson(v)),
  'json-pretty': mapValue((v) => scriptSafeJson(v, 2)),
  'encode-uri': mapValue((v) => safeEncode(encodeURI, toText(v))),
  'encode-uri-component': mapValue((v) => safeEncode(encodeURIComponent, toText(v))),
  'url-encode': mapValue((v) => safeEncode(encodeURIComponent, toText(v))),
  'encode-space': mapValue((v) => toText(v).replace(/ /g, '&nbsp;')),
};

/** encodeURI* throw on lone surrogates; such text encodes as empty rather than breaking the page. */
function safeEncode(encode: (s: string) => string, s: string): string {
  try {
    return encode(s);
  } catch {
    return '';
  }
}

import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/**
 * The content types a browser's census beacon is sent with (sendBeacon and fetch with
 * URLSearchParams, a form post): form-encoded UTF-8, which is all the census front reads itself.
 */
const BEACON_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded;charset=utf-8',
  'application/x-www-form-urlencoded; charset=utf-8',
]);

/** A form field's name the plain parser takes as it is: no brackets, escapes or dots for qs to read otherwise. */
const PLAIN_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const BRACKET_EQUALS = /(\]|%5d)=/i;
const ESCAPED_OPEN = /%5b/gi;
const ESCAPED_CLOSE = /%5d/gi;

/**
 * Whether a request's headers are those of a browser's beacon: a form-encoded UTF-8 body, sent
 * whole and uncompressed, with a length of at most `limit` bytes. Anything else (another charset,
 * a compressed or chunked body, one too large) is left to express's parser and its answers.
 */
export function isBeaconForm(headers: IncomingHttpHeaders, limit: number): boolean {
  const type = headers['content-type'];
  if (type === undefined || !BEACON_TYPES.has(type.toLowerCase())) return false;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const length = headers['content-length'];
  return length !== undefined && /^\d{1,9}$/.test(length) && Number(length) <= limit;
}

/**
 * Reads a beacon's body (its headers passed isBeaconForm, so the HTTP parser ends it at its
 * length): the bytes, or undefined when the request was aborted. The body is not parsed here.
 */
export function readBeaconBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', () => resolve(undefined));
    // closed before its end: the caller went away (after the end this changes nothing)
    req.once('close', () => resolve(undefined));
  });
}

/**
 * The fields of a form body whose names are all plain and none repeated, at most `maxFields` of
 * them, decoded as express's form parser (body-parser with qs, not extended) decodes them: `+` is a
 * space, a percent escape that does not decode leaves the value as sent. Undefined for any other
 * body, which goes to express's parser itself. The decoding is qs's own, so the two agree on every
 * body this takes (test/beacon-form.test.ts holds them side by side).
 */
export function plainFormFields(text: string, maxFields: number): Record<string, string> | undefined {
  // express's parser strips a byte order mark (iconv-lite); leave such a body to it
  if (text.length === 0 || text.charCodeAt(0) === 0xfeff) return undefined;
  // qs splits a field at a `]=` (an escaped bracket counts) rather than at its first `=`
  if (BRACKET_EQUALS.test(text)) return undefined;
  const fields: Record<string, string> = {};
  let count = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    // every field counts against the limit, empty ones too, as express's parser counts them
    if (++count > maxFields) return undefined;
    if (end > start) {
      const eq = text.indexOf('=', start);
      const nameEnd = eq === -1 || eq > end ? end : eq;
      const name = text.slice(start, nameEnd);
      if (!PLAIN_NAME.test(name) || name in fields || name in Object.prototype) return undefined;
      fields[name] = nameEnd === end ? '' : decodeValue(text.slice(nameEnd + 1, end));
    }
    start = end + 1;
  }
  return fields;
}

/** qs's decoder for UTF-8, after its reading of escaped brackets as brackets. */
function decodeValue(value: string): string {
  if (value.indexOf('%') === -1) return value.indexOf('+') === -1 ? value : value.replace(/\+/g, ' ');
  const spaced = value.indexOf('+') === -1 ? value : value.replace(/\+/g, ' ');
  try {
    // an escaped bracket decodes to the bracket qs puts in its place, so only a failure shows the difference
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(ESCAPED_OPEN, '[').replace(ESCAPED_CLOSE, ']');
  }
}

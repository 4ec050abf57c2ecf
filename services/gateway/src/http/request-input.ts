import express, { type NextFunction, type Request, type Response } from 'express';

/** What every JSON body may weigh: far above any call of spec §7, far below anything that strains a process. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * How deeply a JSON body may nest. The deepest call (form answers with a list inside) needs a
 * handful of levels; JSON.parse and every validator after it recurse, so thousands would blow
 * the stack, and the body limit alone does not stop that (5,000 levels fit in 10 kB).
 */
export const MAX_JSON_DEPTH = 32;

/** The request's refusal as the error handler answers it: an http-errors-like 4xx with a type. */
export class RequestInputError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export const REQUEST_INPUT_MESSAGES = {
  nul: 'The request must not contain NUL characters.',
  tooDeep: 'The request body is nested too deeply.',
  encoding: 'Send the request body uncompressed.',
} as const;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `\u0000` as it appears escaped inside a JSON string (raw control characters are not valid JSON at all). */
const ESCAPED_NUL = Buffer.from('u0000');

/**
 * Refuses, before JSON.parse runs, a body nested deeper than MAX_JSON_DEPTH or carrying an
 * escaped NUL anywhere: no text column of PostgreSQL holds NUL, so no id, key or answer may.
 * One pass over the bytes, outside strings counting brackets, inside them looking for `\u0000`.
 */
export function checkJsonText(body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) {
        const escape = body.subarray(index + 1, index + 1 + ESCAPED_NUL.length);
        if (escape.equals(ESCAPED_NUL)) throw new RequestInputError(400, 'entity.nul', REQUEST_INPUT_MESSAGES.nul);
        index++;
      } else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > MAX_JSON_DEPTH) throw new RequestInputError(400, 'entity.too.deep', REQUEST_INPUT_MESSAGES.tooDeep);
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
}

/**
 * JSON bodies as the API takes them: at most MAX_JSON_BODY_BYTES (413 past it), checked by
 * checkJsonText, and never compressed: browsers do not compress what they send, and inflating
 * would turn a small body into a large one before the limit can see it (415).
 */
export function jsonBody() {
  return express.json({
    limit: MAX_JSON_BODY_BYTES,
    inflate: false,
    verify: (_req, _res, body) => checkJsonText(body),
  });
}

/** A percent-encoded NUL anywhere in the path or query; raw NUL bytes never get past Node's parser. */
const ENCODED_NUL = /%00/i;

/**
 * Refuses a URL carrying a NUL before any route decodes it: whether it names a slug, an id or a
 * cursor, it cannot name anything stored, and it must not reach a database.
 */
export function refuseNulInUrl() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (ENCODED_NUL.test(req.url)) next(new RequestInputError(400, 'url.nul', REQUEST_INPUT_MESSAGES.nul));
    else next();
  };
}

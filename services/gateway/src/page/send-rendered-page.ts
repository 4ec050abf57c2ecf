import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import accepts from 'accepts';
import type { Response } from 'express';
import fresh from 'fresh';
import type { RenderedPage } from './render-cache';

/** Below this a page goes out as it is: gzip would save less than it costs (the compression middleware's threshold). */
const GZIP_THRESHOLD_BYTES = 1024;

/** What a page request is answered with: header names and values in one flat list, as `writeHead` takes them. */
export interface PageAnswer {
  status: number;
  headers: readonly string[];
  body: Buffer | undefined;
}

/** The request as far as a page's answer depends on it. */
export type PageRequest = Pick<IncomingMessage, 'method' | 'headers'>;

/** The two answers of one encoding of a page: its bytes, or 304 Not Modified. */
interface Representation {
  ok: readonly string[];
  notModified: readonly string[];
  etag: string;
  body: Buffer;
}

/** Made once per rendering and encoding, not once per response. */
const representations = new WeakMap<RenderedPage, { plain?: Representation; gzip?: Representation }>();

function representationOf(page: RenderedPage, gzip: boolean): Representation {
  let known = representations.get(page);
  if (!known) representations.set(page, (known = {}));
  const kept = gzip ? known.gzip : known.plain;
  if (kept) return kept;
  const etag = gzip ? page.gzipEtag : page.etag;
  const body = gzip ? page.gzipped : page.body;
  // Pages are revalidated on every visit.
  const notModified = [
    'Content-Type',
    'text/html; charset=utf-8',
    'Cache-Control',
    'no-cache',
    'Vary',
    'Accept-Encoding',
    'ETag',
    etag,
  ];
  const encoding = gzip ? ['Content-Encoding', 'gzip'] : [];
  const made = { ok: [...notModified, ...encoding, 'Content-Length', String(body.length)], notModified, etag, body };
  if (gzip) known.gzip = made;
  else known.plain = made;
  return made;
}

/**
 * Whether an Accept-Encoding header takes gzip, as express's `req.acceptsEncodings` decides it.
 * Browsers send a handful of distinct headers, so each is negotiated once.
 */
const gzipAccepted = new Map<string, boolean>();
const MAX_KNOWN_HEADERS = 256;

function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const header = headers['accept-encoding'];
  if (header === undefined) return false;
  let accepted = gzipAccepted.get(header);
  if (accepted === undefined) {
    accepted = accepts({ headers: { 'accept-encoding': header } } as IncomingMessage).encodings('gzip') === 'gzip';
    if (gzipAccepted.size >= MAX_KNOWN_HEADERS) gzipAccepted.clear();
    gzipAccepted.set(header, accepted);
  }
  return accepted;
}

/**
 * The answer to a request for a rendered page: its bytes with their precomputed ETag (a matching
 * If-None-Match gets a 304, as express's `req.fresh` decides), gzipped when the browser takes it
 * and the page is worth it. Pages are compressed once per rendering, not per response.
 */
export function pageAnswer(page: RenderedPage, req: PageRequest, status: number): PageAnswer {
  const gzip = page.body.length >= GZIP_THRESHOLD_BYTES && acceptsGzip(req.headers);
  const representation = representationOf(page, gzip);
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (
    status === 200 &&
    conditional &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    fresh(req.headers, { etag: representation.etag })
  )
    return { status: 304, headers: representation.notModified, body: undefined };
  return { status, headers: representation.ok, body: req.method === 'HEAD' ? undefined : representation.body };
}

/** Sends a rendered page through express; a route may have asked for less caching (no-store) and keeps it. */
export function sendRenderedPage(res: Response, page: RenderedPage, status: number): void {
  const answer = pageAnswer(page, res.req, status);
  res.status(answer.status);
  const { headers } = answer;
  for (let index = 0; index < headers.length; index += 2) {
    const name = headers[index]!;
    const value = headers[index + 1]!;
    if (name === 'Vary') res.vary(value);
    else if (name !== 'Cache-Control' || !res.hasHeader(name)) res.setHeader(name, value);
  }
  res.end(answer.body);
}

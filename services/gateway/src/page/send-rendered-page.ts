import type { Response } from 'express';
import type { RenderedPage } from './render-cache';

/** Below this a page goes out as it is: gzip would save less than it costs (the compression middleware's threshold). */
const GZIP_THRESHOLD_BYTES = 1024;

/**
 * Sends the page's bytes with their precomputed ETag (a matching If-None-Match gets a 304),
 * gzipped when the browser takes it and the page is worth it; pages are compressed here, once
 * per rendering, not per response by the compression middleware.
 */
export function sendRenderedPage(res: Response, page: RenderedPage, status: number): void {
  const req = res.req;
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Pages are revalidated on every visit; a route may have asked for less caching (no-store).
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  const gzip = page.body.length >= GZIP_THRESHOLD_BYTES && req.acceptsEncodings('gzip') === 'gzip';
  res.setHeader('ETag', gzip ? page.gzipEtag : page.etag);
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const body = gzip ? page.gzipped : page.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

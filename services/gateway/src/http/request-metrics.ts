import type { ServerResponse } from 'node:http';
import { callMetrics } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';

const requests = callMetrics('http_server_requests', 'HTTP requests the gateway answered', [
  'method',
  'route',
  'status_class',
]);

/** Methods are the client's to invent; anything else is counted as one, so labels stay few. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The route pattern that answered (`/shop/p/:slug`), never the URL itself: one series per route,
 * however many products or carts there are. Bundles, theme files and the 404s have no route.
 */
export function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return path === undefined ? 'unrouted' : `${req.baseUrl}${String(path)}`;
}

/** Counts and times every request by method, route pattern and status class (GET /metrics). */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    // the route is known only once a router has answered
    countAnswer(req.method, res, () => routeOf(req));
    next();
  };
}

/**
 * Records one answer once `res` is finished; shared by the middleware and the answers sent before
 * express, which may say when the request came in (`started`, process.hrtime.bigint()).
 */
export function countAnswer(
  method: string,
  res: ServerResponse,
  route: () => string,
  started = process.hrtime.bigint(),
): void {
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const label = METHODS.has(method) ? method : 'other';
    const statusClass = STATUS_CLASSES[Math.floor(res.statusCode / 100) - 1] ?? 'other';
    requests(label, route(), statusClass).record(seconds);
  });
}

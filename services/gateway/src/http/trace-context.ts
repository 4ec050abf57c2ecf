import { inCallerTrace } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Carries a caller's trace (W3C `traceparent`) through the request when no HTTP instrumentation
 * has opened a span for it, which is when traces are not exported (see service-kit telemetry):
 * the gRPC calls the request makes, and its log lines, then join the caller's trace. A request
 * that brings no trace is given none; nothing would receive it.
 */
export function traceContext() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.headers.traceparent === undefined) return next();
    inCallerTrace(req.headers, undefined, next);
  };
}

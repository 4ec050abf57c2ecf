import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';

/**
 * Carries a caller's trace (W3C `traceparent`) through the request when no HTTP instrumentation
 * has opened a span for it, which is when traces are not exported (see service-kit telemetry):
 * the gRPC calls the request makes, and its log lines, then join the caller's trace. A request
 * that brings no trace is given none; nothing would receive it.
 */
export function traceContext() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.headers.traceparent === undefined || trace.getSpan(context.active())) return next();
    context.with(propagation.extract(ROOT_CONTEXT, req.headers), next);
  };
}

import type { ServerResponse } from 'node:http';
import type { Logger } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * One log line per request once the response is finished: method, path (never the query
 * string, which may carry personal data), status, duration and size.
 */
export function accessLog(logger: Logger) {
  const logAnswer = answerLogger(logger);
  // Below info level no line would be written: the listener and timing are not worth setting up.
  if (!logAnswer) return (_req: Request, _res: Response, next: NextFunction) => next();
  return (req: Request, res: Response, next: NextFunction) => {
    logAnswer(req.method, req.path, res);
    next();
  };
}

/**
 * Writes the line of one answer once `res` is finished; `path` without the query string. Undefined
 * below info level. Shared by the middleware and the answers sent before express, which may say
 * when the request came in (`started`, process.hrtime.bigint()).
 */
export function answerLogger(logger: Logger) {
  if (!logger.isLevelEnabled('info')) return undefined;
  return (method: string, path: string, res: ServerResponse, started = process.hrtime.bigint()) => {
    res.once('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        http: { method, path, status: res.statusCode, bytes: Number(res.getHeader('content-length') ?? 0) },
        durationMs: Math.round(durationMs * 100) / 100,
      };
      if (res.statusCode >= 500) logger.warn(entry, 'request');
      else logger.info(entry, 'request');
    });
  };
}

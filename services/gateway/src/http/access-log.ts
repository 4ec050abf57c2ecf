import type { Logger } from '@storefront/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * One log line per request once the response is finished: method, path (never the query
 * string, which may carry personal data), status, duration and size.
 */
export function accessLog(logger: Logger) {
  // Below info level no line would be written: the listener and timing are not worth setting up.
  if (!logger.isLevelEnabled('info')) return (_req: Request, _res: Response, next: NextFunction) => next();
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        http: {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          bytes: Number(res.getHeader('content-length') ?? 0),
        },
        durationMs: Math.round(durationMs * 100) / 100,
      };
      if (res.statusCode >= 500) logger.warn(entry, 'request');
      else logger.info(entry, 'request');
    });
    next();
  };
}

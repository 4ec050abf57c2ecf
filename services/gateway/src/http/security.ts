import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every response. Scripts come only from this origin (the shell and its
 * remotes); the page context is a JSON data block, which CSP does not treat as script. Inline
 * style attributes are allowed because storefront helpers emit a few (image focal points).
 * Framing is limited to this origin: the site editor shows the site in a frame of its own.
 */
export function securityHeaders() {
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    next();
  };
}

/** Every response's security headers as name, value pairs; cached pages send them without express (http/cached-answers-front). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = headersSetBy(helmetWithOurPolicy());

/**
 * With these options every header is the same for every response, so helmet's dozen middlewares
 * run once at start-up and each response gets their result in one loop.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  return headers;
}

function helmetWithOurPolicy() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

import helmet from 'helmet';

/**
 * Security headers for every response. Scripts come only from this origin (the shell and its
 * remotes); the page context is a JSON data block, which CSP does not treat as script. Inline
 * style attributes are allowed because storefront helpers emit a few (image focal points).
 * Framing is limited to this origin: the site editor shows the site in a frame of its own.
 */
export function securityHeaders() {
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

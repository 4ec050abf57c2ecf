import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { createBoundedCache } from '@storefront/service-kit';
import { parseCookies, serializeCookie } from './cookies';

/** Spec §8: the two messages of a crumb (CSRF) failure. */
export const CRUMB_MISSING_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';
export const CRUMB_INVALID_MESSAGE = 'Your session has expired. Please reload the page and try again.';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';
/** Where a beacon, which cannot send the header, puts the crumb (on the paths the guard names only). */
export const CRUMB_QUERY = 'crumb';

/** 144 bits: never guessed, never repeated. */
const NONCE_BYTES = 18;

/** What the genuine crumbs remembered may weigh: tens of thousands of visitors' crumbs. */
const GENUINE_KEPT_BYTES = 4 * 1024 * 1024;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The crumb: a CSRF token the page's scripts read from the `crumb` cookie and send back in the
 * X-CSRF-Token header (double submit). It is signed, so a cookie planted by a sibling domain
 * without the key is refused as well.
 */
export class Crumbs {
  constructor(
    private readonly secret: Buffer,
    private readonly secureCookies: boolean,
  ) {}

  /** Random bytes drawn from the system's CSPRNG a few kilobytes at a time: one call per crumb costs more than the HMAC. */
  private randomPool = Buffer.alloc(0);
  private randomOffset = 0;

  issue(): string {
    if (this.randomOffset + NONCE_BYTES > this.randomPool.length) {
      this.randomPool = randomBytes(NONCE_BYTES * 256);
      this.randomOffset = 0;
    }
    const nonce = this.randomPool.toString('base64url', this.randomOffset, (this.randomOffset += NONCE_BYTES));
    return `${nonce}.${this.sign(nonce)}`;
  }

  /**
   * Crumbs found genuine lately: a visitor's beacons and calls repeat the same crumb, and its HMAC
   * costs more than the rest of a census hit's checks. Only genuine crumbs are kept, so a caller
   * cannot make a forged one pass by repeating it.
   */
  private readonly genuine = createBoundedCache<true>({ maxBytes: GENUINE_KEPT_BYTES, sizeOf: () => 0 });

  isGenuine(crumb: string | undefined): crumb is string {
    if (!crumb) return false;
    if (this.genuine.has(crumb)) return true;
    const dot = crumb.indexOf('.');
    if (dot < 1) return false;
    const expected = Buffer.from(this.sign(crumb.slice(0, dot)));
    const given = Buffer.from(crumb.slice(dot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    this.genuine.set(crumb, true);
    return true;
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.secret).update(nonce).digest('base64url').slice(0, 24);
  }

  /**
   * The Set-Cookie value that hands a page's visitor a new crumb, or undefined when the request
   * (its Cookie header) already carries a genuine one.
   */
  cookieFor(cookieHeader: string | undefined): string | undefined {
    if (this.isGenuine(parseCookies(cookieHeader)[CRUMB_COOKIE])) return undefined;
    return serializeCookie(CRUMB_COOKIE, this.issue(), { secure: this.secureCookies, sameSite: 'Lax' });
  }

  /** Pages hand out a crumb when the visitor has no genuine one yet. */
  issuer() {
    return (req: Request, res: Response, next: NextFunction) => {
      const current = parseCookies(req.headers.cookie)[CRUMB_COOKIE];
      if (this.isGenuine(current)) res.locals.crumb = current;
      else {
        const crumb = this.issue();
        res.locals.crumb = crumb;
        res.append('Set-Cookie', serializeCookie(CRUMB_COOKIE, crumb, { secure: this.secureCookies, sameSite: 'Lax' }));
      }
      next();
    };
  }

  /** The crumb a page's plain HTML forms repeat in a hidden field (set by `issuer`). */
  static of(res: Response): string {
    return typeof res.locals.crumb === 'string' ? res.locals.crumb : '';
  }

  /**
   * Checks the crumb a plain HTML form sent against the visitor's cookie, as `guard` checks the
   * header: undefined when it matches, else spec §8's message for the failure.
   */
  refusal(cookieHeader: string | undefined, sent: unknown): string | undefined {
    const cookie = parseCookies(cookieHeader)[CRUMB_COOKIE];
    if (cookie === undefined) return CRUMB_MISSING_MESSAGE;
    const given = Buffer.from(textOr(sent));
    const expected = Buffer.from(cookie);
    const matches = given.length === expected.length && timingSafeEqual(given, expected);
    return matches && this.isGenuine(cookie) ? undefined : CRUMB_INVALID_MESSAGE;
  }

  /**
   * Refuses a mutating call unless its header repeats the visitor's genuine crumb cookie. On the
   * paths named in `queryCrumbPaths` (exactly, as express reads `req.path`) a call without the
   * header may give the crumb as the `crumb` query parameter instead: navigator.sendBeacon cannot
   * set headers. The cookie is still required and compared the same way, and a cross-site page
   * cannot read it to put it in a URL, so the query form guards as well as the header does. On the
   * paths named in `formCrumbPaths` the crumb may likewise come as the `crumb` field of a
   * form-encoded body (census beacons).
   */
  guard({
    queryCrumbPaths = [],
    formCrumbPaths = [],
  }: { queryCrumbPaths?: readonly string[]; formCrumbPaths?: readonly string[] } = {}) {
    const queryPaths = new Set(queryCrumbPaths);
    const formPaths = new Set(formCrumbPaths);
    const sentCrumb = (req: Request): string => {
      const header = req.get(CRUMB_HEADER);
      if (header !== undefined) return header;
      if (queryPaths.has(req.path)) return textOr(req.query[CRUMB_QUERY]);
      // a form-encoded beacon's body, parsed before the guard on these paths only
      if (formPaths.has(req.path)) return crumbSentInForm(req);
      return '';
    };
    return (req: Request, res: Response, next: NextFunction) => {
      if (!MUTATING.has(req.method)) return next();
      const refused = this.refusal(req.headers.cookie, sentCrumb(req));
      if (refused === undefined) return next();
      res.status(403).json({ crumbFail: true, message: refused });
    };
  }
}

/** The crumb a form-encoded beacon sent: the header when it has one, else the body's `crumb` field. */
export function crumbSentInForm(req: Request): string {
  return req.get(CRUMB_HEADER) ?? textOr((req.body as Record<string, unknown> | undefined)?.[CRUMB_QUERY]);
}

const textOr = (value: unknown): string => (typeof value === 'string' ? value : '');

import type { Request, Response } from 'express';
import { parseCookies, serializeCookie, type CookieOptions } from './cookies';

/** The owner's session: HttpOnly, never readable by the page's scripts. */
export const OWNER_SESSION_COOKIE = 'owner_session';
/** The customer's session token, HttpOnly like the owner's. */
export const SITE_USER_SESSION_COOKIE = 'site_user_session';
/** Spec §3: what the page's scripts read to know a customer is signed in (authenticated, siteUserId). */
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

/**
 * Session tokens are URL-safe random text made by the accounts service; anything else in the
 * cookie was not set by us and counts as no session rather than being sent on.
 */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The session cookies' lifetime: the session's own, so the browser drops the cookie when the session ends. */
function lifetime(expiresAtMs: number, now: number): Pick<CookieOptions, 'maxAgeSeconds'> {
  if (!Number.isFinite(expiresAtMs) || expiresAtMs <= 0) return {};
  return { maxAgeSeconds: Math.max(0, Math.floor((expiresAtMs - now) / 1000)) };
}

/**
 * The cookies of signed-in owners and customers. They are Secure whenever the request came over
 * TLS as express reads it (`req.secure`: the socket, or X-Forwarded-Proto from a proxy the
 * `trust proxy` setting trusts), or always with COOKIE_SECURE; SameSite=Lax keeps them off
 * cross-site POSTs, and the crumb guards every change besides.
 */
export class AccountCookies {
  constructor(
    private readonly alwaysSecure: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  ownerToken(req: Request): string {
    return tokenIn(req, OWNER_SESSION_COOKIE);
  }

  /**
   * A cookie of the browser session, without a lifetime: an owner session lapses when unused (and
   * is extended by use), so no lifetime given at sign-in stays right; the accounts service ends it
   * on time, and closing the browser ends it sooner.
   */
  setOwner(res: Response, token: string): void {
    res.append('Set-Cookie', serializeCookie(OWNER_SESSION_COOKIE, token, this.flags(res.req, true)));
  }

  clearOwner(res: Response): void {
    res.append(
      'Set-Cookie',
      serializeCookie(OWNER_SESSION_COOKIE, '', { ...this.flags(res.req, true), maxAgeSeconds: 0 }),
    );
  }

  siteUserToken(req: Request): string {
    return tokenIn(req, SITE_USER_SESSION_COOKIE);
  }

  /** True when the request carries either customer cookie, e.g. ones that outlived their session. */
  hasSiteUserCookies(req: Request): boolean {
    const cookies = parseCookies(req.headers.cookie);
    return cookies[SITE_USER_SESSION_COOKIE] !== undefined || cookies[SITE_USER_INFO_COOKIE] !== undefined;
  }

  /** The session token (HttpOnly) and, for the page's scripts, SiteUserInfo; both live as long as the session. */
  setSiteUser(res: Response, session: { token: string; expiresAtMs: number }, siteUserId: string): void {
    const expiry = lifetime(session.expiresAtMs, this.now());
    const info = JSON.stringify({ authenticated: true, siteUserId });
    res.append('Set-Cookie', [
      serializeCookie(SITE_USER_SESSION_COOKIE, session.token, { ...this.flags(res.req, true), ...expiry }),
      serializeCookie(SITE_USER_INFO_COOKIE, info, { ...this.flags(res.req, false), ...expiry }),
    ]);
  }

  clearSiteUser(res: Response): void {
    res.append('Set-Cookie', [
      serializeCookie(SITE_USER_SESSION_COOKIE, '', { ...this.flags(res.req, true), maxAgeSeconds: 0 }),
      serializeCookie(SITE_USER_INFO_COOKIE, '', { ...this.flags(res.req, false), maxAgeSeconds: 0 }),
    ]);
  }

  private flags(req: Request, httpOnly: boolean): CookieOptions {
    return { httpOnly, secure: this.alwaysSecure || req.secure, sameSite: 'Lax', path: '/' };
  }
}

function tokenIn(req: Request, name: string): string {
  const value = parseCookies(req.headers.cookie)[name];
  return value !== undefined && SESSION_TOKEN.test(value) ? value : '';
}

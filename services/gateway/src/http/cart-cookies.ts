import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { parseCookies, serializeCookie } from './cookies';

/** Spec §3 page-context cookies of the cart. */
export const CART_COOKIE = 'CART';
export const HAS_CART_COOKIE = 'hasCart';

/** A cart is kept for a visitor for 30 days after their last change to it. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Cart tokens are URL-safe random text; anything else in the cookie was not set by us and is
 * treated as no cart rather than sent on to the cart service.
 */
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;

/**
 * The visitor's cart cookies: `CART` holds the cart's token and is HttpOnly, so page scripts
 * can never read or leak it; `hasCart=true` is readable by the page, which uses it to decide
 * whether to load the cart at all (spec §4 "Cart loading").
 */
export class CartCookies {
  constructor(private readonly secure: boolean) {}

  /** The cart token of the request, or '' when the visitor has none (or a malformed one). */
  token(req: Pick<IncomingMessage, 'headers'>): string {
    const value = parseCookies(req.headers.cookie)[CART_COOKIE];
    return value !== undefined && TOKEN.test(value) ? value : '';
  }

  /** Spec §5: express checkout may go on when hasCart is 'true' or a CART cookie exists. */
  mayCheckOut(req: Request): boolean {
    const cookies = parseCookies(req.headers.cookie);
    return cookies[HAS_CART_COOKIE] === 'true' || cookies[CART_COOKIE] !== undefined;
  }

  /** True when the request carries either cart cookie, e.g. one that outlived its cart. */
  present(req: Request): boolean {
    const cookies = parseCookies(req.headers.cookie);
    return cookies[CART_COOKIE] !== undefined || cookies[HAS_CART_COOKIE] !== undefined;
  }

  /** Set (or renewed) on every change, so a cart in use never expires from the browser. */
  set(res: Response, token: string): void {
    const maxAgeSeconds = CART_COOKIE_MAX_AGE_SECONDS;
    res.append('Set-Cookie', [
      serializeCookie(CART_COOKIE, token, { httpOnly: true, secure: this.secure, sameSite: 'Lax', maxAgeSeconds }),
      serializeCookie(HAS_CART_COOKIE, 'true', { secure: this.secure, sameSite: 'Lax', maxAgeSeconds }),
    ]);
  }

  clear(res: Response): void {
    res.append('Set-Cookie', [
      serializeCookie(CART_COOKIE, '', { httpOnly: true, secure: this.secure, sameSite: 'Lax', maxAgeSeconds: 0 }),
      serializeCookie(HAS_CART_COOKIE, '', { secure: this.secure, sameSite: 'Lax', maxAgeSeconds: 0 }),
    ]);
  }
}

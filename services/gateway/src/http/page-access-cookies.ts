import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { parseCookies, serializeCookie } from './cookies';

/** How long a typed password opens its page in this browser. */
export const PAGE_ACCESS_SECONDS = 12 * 60 * 60;

/**
 * The cookie that opens one password-protected page after its password was typed: scoped to the
 * page's path, HttpOnly, and signed with a key derived from the crumb secret, so it can be neither
 * read by scripts nor made without the key. It names the password it was given for (a digest of its
 * hash), so changing the password closes the page again for everyone.
 */
export class PageAccessCookies {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly secureCookies: boolean,
    private readonly now: () => number = Date.now,
  ) {
    // a key of its own: an access cookie can never pass as a crumb or the other way round
    this.key = createHmac('sha256', secret).update('page-access').digest();
  }

  /** One name per page, so the cookies of two pages never shadow each other. */
  static nameOf(pagePath: string): string {
    return `page_access_${pagePath.slice(1)}`;
  }

  private sign(pagePath: string, passwordHash: string, expires: number): string {
    const password = createHash('sha256').update(passwordHash).digest('base64url');
    return createHmac('sha256', this.key).update(`${pagePath}\n${password}\n${expires}`).digest('base64url');
  }

  /** The Set-Cookie value that opens `pagePath` for PAGE_ACCESS_SECONDS. */
  grant(pagePath: string, passwordHash: string): string {
    const expires = Math.floor(this.now() / 1000) + PAGE_ACCESS_SECONDS;
    const value = `${expires}.${this.sign(pagePath, passwordHash, expires)}`;
    return serializeCookie(PageAccessCookies.nameOf(pagePath), value, {
      httpOnly: true,
      secure: this.secureCookies,
      sameSite: 'Lax',
      path: pagePath,
      maxAgeSeconds: PAGE_ACCESS_SECONDS,
    });
  }

  /** Whether the request carries a genuine, unexpired cookie for `pagePath` under its current password. */
  opens(req: Pick<Request, 'headers'>, pagePath: string, passwordHash: string): boolean {
    const value = parseCookies(req.headers.cookie)[PageAccessCookies.nameOf(pagePath)];
    const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.sign(pagePath, passwordHash, expires));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

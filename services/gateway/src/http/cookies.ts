/** Cookie header parsing and Set-Cookie writing, for the few cookies of spec §3 the gateway reads. */

import { remembered } from '@storefront/service-kit';

const NO_COOKIES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Cookie headers read lately and what they hold: one request asks for its cookies in several
 * places (the crumb, the rate limit, the owner session) and a visitor sends the same header call
 * after call. Results are frozen, as they are shared; headers longer than a visitor's usual few
 * cookies are parsed each time.
 */
const cookiesOf = remembered((header) => Object.freeze(readCookies(header)), {
  maxBytes: 8 * 1024 * 1024,
  maxKeyLength: 1_024,
});

export function parseCookies(header: string | undefined): Readonly<Record<string, string>> {
  return header ? cookiesOf(header) : NO_COOKIES;
}

function readCookies(header: string): Record<string, string> {
  // no prototype: a cookie named __proto__ or toString is just a cookie
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

import { parseVisitorCookie, VISITOR_COOKIE } from '@storefront/census-rules';
import type { Request } from 'express';
import { parseCookies } from './cookies';

/** The visitor's id from their ss_cvr cookie, or '' when there is none or it is malformed (spec §5). */
export function visitorId(req: Request): string {
  return parseVisitorCookie(parseCookies(req.headers.cookie)[VISITOR_COOKIE])?.id ?? '';
}

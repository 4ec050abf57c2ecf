import type { Request } from 'express';
import { parseCookies } from './cookies';

/** Spec §3 visitor cookie: a random id, then first-visit, previous-visit and current-visit times and a visit count. */
const VISITOR_COOKIE = 'ss_cvr';

/** Spec §5: an id followed by four positive integers separated by bars; anything else is discarded. */
const VISITOR_ID = /^([A-Za-z0-9_-]{1,100})(\|[1-9]\d{0,15}){4}$/;

/** The visitor's id from their ss_cvr cookie, or '' when there is none or it is malformed. */
export function visitorId(req: Request): string {
  const cookie = parseCookies(req.headers.cookie)[VISITOR_COOKIE];
  return cookie ? (VISITOR_ID.exec(cookie)?.[1] ?? '') : '';
}

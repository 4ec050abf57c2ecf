/** Spec §3 visitor cookie: a random id, then first-visit, previous-visit and current-visit times and a visit count. */
export const VISITOR_COOKIE = 'ss_cvr';

/** Spec §5: an id followed by four positive integers separated by bars; anything else is discarded. */
const VISITOR_COOKIE_PATTERN =
  /^([A-Za-z0-9_-]{1,100})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,15})$/;

/**
 * A visit count the store can keep (PostgreSQL integer). A browser counts one a visit, so a larger
 * one is not a count a browser made: the cookie is discarded like any other malformed one.
 */
export const MAX_VISIT_COUNT = 2_147_483_647;

export interface VisitorCookie {
  /** The random id of the visitor. */
  id: string;
  /** Which visit of this visitor the cookie belongs to; one visit is one (id, visitCount). */
  visitCount: number;
}

/** Every part of an ss_cvr value: the browser moves the times on at each new visit (spec §4). */
export interface VisitorCookieParts extends VisitorCookie {
  /** Epoch milliseconds of the first visit, the visit before this one, and this one. */
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
}

/** Every part of an ss_cvr value, or undefined when it is missing or malformed (spec §5: discarded). */
export function parseVisitorCookieParts(value: unknown): VisitorCookieParts | undefined {
  if (typeof value !== 'string') return undefined;
  const match = VISITOR_COOKIE_PATTERN.exec(value);
  if (!match) return undefined;
  const visitCount = Number(match[5]);
  if (visitCount > MAX_VISIT_COUNT) return undefined;
  return {
    id: match[1]!,
    firstVisit: Number(match[2]),
    previousVisit: Number(match[3]),
    currentVisit: Number(match[4]),
    visitCount,
  };
}

/** The visitor of an ss_cvr value, or undefined when it is missing or malformed (spec §5: discarded). */
export function parseVisitorCookie(value: unknown): VisitorCookie | undefined {
  const parts = parseVisitorCookieParts(value);
  return parts && { id: parts.id, visitCount: parts.visitCount };
}

/** The ss_cvr value of these parts, as parseVisitorCookieParts reads it back. */
export function formatVisitorCookie(parts: VisitorCookieParts): string {
  return [parts.id, parts.firstVisit, parts.previousVisit, parts.currentVisit, parts.visitCount].join('|');
}

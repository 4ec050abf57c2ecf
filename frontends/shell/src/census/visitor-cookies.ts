import { parseVisitorCookieParts, type VisitorCookieParts } from '@storefront/census-rules';

/**
 * Spec §3/§4/§5/§9 visitor cookies, as pure rules (the ss_cvr format itself is census-rules', which
 * the gateway reads it by). `ss_cvr` is the visitor: a random id, then the
 * first-visit, previous-visit and current-visit times (epoch milliseconds) and the visit count, separated by
 * bars. `ss_cvt` holds the time of the last page view and lives 30 minutes, so its absence means a
 * new visit has begun.
 */

export { VISITOR_COOKIE } from '@storefront/census-rules';
export const LAST_VISIT_COOKIE = 'ss_cvt';

/** Spec §9: the visitor id is kept 2 years, the last-visit time 30 minutes. */
export const VISITOR_COOKIE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const LAST_VISIT_COOKIE_SECONDS = 30 * 60;

/** Spec §5: a positive integer, written without sign, fraction or leading zero. */
const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

/** Spec §5: the last-visit timestamp must be a positive integer; anything else counts as absent. */
export function parseLastVisit(value: string | undefined): number | undefined {
  if (value === undefined || !POSITIVE_INTEGER.test(value)) return undefined;
  const time = Number(value);
  return Number.isSafeInteger(time) ? time : undefined;
}

export interface VisitorCookies {
  /** `ss_cvr` as the browser holds it. */
  visitor?: string;
  /** `ss_cvt` as the browser holds it. */
  lastVisit?: string;
}

export interface VisitorDecision {
  visitor: VisitorCookieParts;
  /** Whether the cookies are written (never in restrictive cookie mode). */
  persist: boolean;
}

/**
 * Spec §4 visitor-id states on a page view at `now`: no (valid) visitor cookie -> a new visitor;
 * a visitor but no (valid) last-visit cookie -> a new visit (count + 1, the current time becomes the
 * previous one); otherwise the visitor is kept as it is. In restrictive cookie mode every page view
 * is a fresh visitor and nothing is persisted.
 */
export function visitOnPageView(
  cookies: VisitorCookies,
  now: number,
  newId: () => string,
  restrictive: boolean,
): VisitorDecision {
  const fresh = (): VisitorCookieParts => ({
    id: newId(),
    firstVisit: now,
    previousVisit: now,
    currentVisit: now,
    visitCount: 1,
  });
  if (restrictive) return { visitor: fresh(), persist: false };
  const known = parseVisitorCookieParts(cookies.visitor);
  if (!known) return { visitor: fresh(), persist: true };
  if (parseLastVisit(cookies.lastVisit) !== undefined) return { visitor: known, persist: true };
  return {
    visitor: {
      ...known,
      previousVisit: known.currentVisit,
      currentVisit: Math.max(now, known.currentVisit),
      visitCount: known.visitCount + 1,
    },
    persist: true,
  };
}

/** A random visitor id: 128 bits as hex, from the browser's CSPRNG (available outside secure contexts too). */
export function randomVisitorId(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  let id = '';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}

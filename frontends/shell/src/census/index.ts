/**
 * The census of every page (spec §3/§4/§6): the visitor cookies are brought up to date before any
 * remote reads them, then the page-view hit goes out unless the page or the visitor is not
 * tracked, and so do the counts of the page's buttons (spec §7 button-render, button-click). A
 * search page sends the commerce event 'search' instead of the hit (spec §2, §3).
 */
import type { StorefrontContext } from '@storefront/contracts';
import { cookieValue } from '../cookie-jar';
import { browserButtonPost, buttonPageContext, countButtons } from './button-calls';
import { hitData, localStorageWorks } from './hit-data';
import { recordsPageView } from './page-view-rules';
import { searchOnPage, sendSearchEvent } from './search-event';
import { browserHitTransport, sendHit } from './send-hit';
import { formatVisitorCookie } from '@storefront/census-rules';
import {
  LAST_VISIT_COOKIE,
  LAST_VISIT_COOKIE_SECONDS,
  randomVisitorId,
  VISITOR_COOKIE,
  VISITOR_COOKIE_SECONDS,
  visitOnPageView,
} from './visitor-cookies';

function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function recordPageView(context: StorefrontContext | null): void {
  const now = Date.now();
  const cookies = document.cookie;
  const { visitor, persist } = visitOnPageView(
    { visitor: cookieValue(cookies, VISITOR_COOKIE), lastVisit: cookieValue(cookies, LAST_VISIT_COOKIE) },
    now,
    randomVisitorId,
    context?.restrictiveCookies === true,
  );
  const visitorCookie = formatVisitorCookie(visitor);
  if (persist) {
    setCookie(VISITOR_COOKIE, visitorCookie, VISITOR_COOKIE_SECONDS);
    setCookie(LAST_VISIT_COOKIE, String(now), LAST_VISIT_COOKIE_SECONDS);
  }
  const search = searchOnPage(context?.pageType, document);
  if (search && context?.censusDisabled !== true)
    sendSearchEvent(search, cookieValue(cookies, 'crumb') ?? '', browserHitTransport);
  const tracked = recordsPageView({
    path: location.pathname,
    pageType: context?.pageType,
    censusDisabled: context?.censusDisabled === true,
    accountRoles: context?.authenticatedAccountId ? (context.authenticatedAccountRoles ?? []) : null,
  });
  if (!tracked) return;
  const around = {
    location,
    document,
    navigator,
    viewport: window,
    screen: window.screen,
    localStorageSupported: localStorageWorks(window),
  };
  sendHit(hitData(context, around, now), visitorCookie, cookieValue(cookies, 'crumb') ?? '', browserHitTransport);
  // the shell's script is deferred: the page's buttons are all parsed by now
  countButtons(
    document,
    window,
    () => buttonPageContext(context, { title: document.title, path: location.pathname }, visitorCookie),
    browserButtonPost(() => cookieValue(document.cookie, 'crumb') ?? ''),
  );
}

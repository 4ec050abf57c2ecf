import type { Visitor } from './visitor';

export const CENSUS_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The visitor's crumb as its scripts read it from the cookie. */
export const crumbOf = (visitor: Visitor) => {
  const cookie = visitor.cookies.get('crumb');
  return cookie === undefined ? undefined : decodeURIComponent(cookie);
};

/** Spec §3 hit data of a page view of `path`. */
export const hitData = (path = '/shop', more: Record<string, unknown> = {}) => ({
  websiteId: 'site-1',
  templateId: 'tpl-1',
  website_locale: 'en-US',
  userAgent: CENSUS_USER_AGENT,
  clientDate: '2026-11-26T10:00:00.000Z',
  viewportInnerHeight: 800,
  viewportInnerWidth: 1280,
  screenHeight: 1080,
  screenWidth: 1920,
  url: `http://localhost${path}`,
  title: 'Shop',
  itemId: null,
  recordType: 10,
  collectionId: 'c-1',
  localStorageSupported: true,
  queryString: '',
  referrer: 'https://www.google.com/',
  ...more,
});

/**
 * What a census beacon does: a form-encoded POST with no headers of its own, the crumb as a form
 * field (undefined: the visitor's; null: none).
 */
export function censusForm(
  visitor: Visitor,
  path: '/api/census/RecordHit' | '/api/census/events',
  fields: Record<string, string>,
  crumb: string | null | undefined = crumbOf(visitor),
  userAgent = CENSUS_USER_AGENT,
) {
  const body = new URLSearchParams(fields);
  if (crumb !== null && crumb !== undefined) body.set('crumb', crumb);
  return visitor.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    body: body.toString(),
  });
}

/** A page view's hit as the shell sends it. */
export const recordHit = (visitor: Visitor, path = '/shop', fields: Record<string, string> = {}) =>
  censusForm(visitor, '/api/census/RecordHit', { event: 'View', data: JSON.stringify(hitData(path)), ...fields });

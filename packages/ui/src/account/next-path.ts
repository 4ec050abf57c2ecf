/** Stands in for this site's origin while the `next` address is checked. */
const SITE = 'https://site.invalid';

/**
 * Where a sign-in page sends the person afterwards: the `next` of its query when that names a page
 * of this site, else `fallback`. Anything that would leave the site (`//host`, `https:…`,
 * `/\host`) is ignored, so a link cannot turn a sign-in into a redirect elsewhere.
 */
export function pathAfterSignIn(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return fallback;
  }
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

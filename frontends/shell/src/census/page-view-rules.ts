import { isTrackedPageType } from '@storefront/census-rules';
import { onlyViewer } from '@storefront/permissions';

/** Spec §2: the search page sends no automatic page-view hit. */
const SEARCH_PATH = '/search';

export interface PageViewConditions {
  path: string;
  pageType: string | undefined;
  /** The census-disabling flag of spec §6. */
  censusDisabled: boolean;
  /** The signed-in owner account's website roles; null for a visitor who is not one. */
  accountRoles: readonly number[] | null;
}

/** The configuration area (spec §6), where even a signed-in owner's views are counted. */
function inConfigurationArea(path: string): boolean {
  return path === '/config' || path.startsWith('/config/');
}

/**
 * Whether this page view sends its hit (spec §2, §6): never on /search, on not-found, lock-screen
 * or member-area-access-denied pages, or with the census-disabling flag; outside /config not for a
 * signed-in account unless its only role is viewer, so an owner browsing their own shop does not
 * inflate its figures.
 */
export function recordsPageView({ path, pageType, censusDisabled, accountRoles }: PageViewConditions): boolean {
  if (censusDisabled || path === SEARCH_PATH) return false;
  if (pageType !== undefined && !isTrackedPageType(pageType)) return false;
  if (accountRoles && !onlyViewer(accountRoles) && !inConfigurationArea(path)) return false;
  return true;
}

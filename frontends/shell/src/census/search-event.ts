import type { CommerceEventName } from '@storefront/census-rules';
import { beaconFirst } from '../beacon-first';
import type { HitTransport } from './send-hit';

/** Where commerce events are posted, form-encoded (spec §7). */
export const CENSUS_EVENTS_PATH = '/api/census/events';
const SEARCH_EVENT: CommerceEventName = 'search';

/** The search a search page shows, as its server markup says: what was searched for and how many products it found. */
export interface SearchOnPage {
  query: string;
  resultCount: number;
}

/** The element the server marks with the search it rendered; a page without a search has none. */
interface SearchResults {
  getAttribute(name: string): string | null;
}

/**
 * The search rendered on a page of type search (spec §2), read from its results section; null
 * anywhere else and on a search page before anything was searched for.
 */
export function searchOnPage(
  pageType: string | undefined,
  root: { querySelector(selector: string): SearchResults | null },
): SearchOnPage | null {
  if (pageType !== 'search') return null;
  const results = root.querySelector('[data-search-query]');
  const query = results?.getAttribute('data-search-query');
  if (!query) return null;
  const resultCount = Number(results?.getAttribute('data-result-count'));
  return { query, resultCount: Number.isSafeInteger(resultCount) ? resultCount : 0 };
}

/**
 * Spec §3's commerce event 'search', sent instead of the page-view hit the search page does not
 * send (spec §2). Form-encoded with the crumb as a field, so the beacon can carry it; failures are
 * ignored (spec §8).
 */
export function sendSearchEvent(search: SearchOnPage, crumb: string, transport: HitTransport): void {
  const body = new URLSearchParams({
    event: SEARCH_EVENT,
    data: JSON.stringify({ query: search.query, result_count: search.resultCount }),
    crumb,
  });
  const beacon = transport.beacon;
  beaconFirst(
    beacon && (() => beacon(CENSUS_EVENTS_PATH, body)),
    () => void transport.post(CENSUS_EVENTS_PATH, body).catch(() => undefined),
  );
}

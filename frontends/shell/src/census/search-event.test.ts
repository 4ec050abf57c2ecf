import { describe, expect, it } from '@jest/globals';
import { CENSUS_EVENTS_PATH, searchOnPage, sendSearchEvent } from './search-event';
import type { HitTransport } from './send-hit';

/** A page whose results section carries `attributes`, or none. */
function pageWith(attributes: Record<string, string> | null) {
  return {
    querySelector: (selector: string) =>
      attributes && selector === '[data-search-query]'
        ? { getAttribute: (name: string) => attributes[name] ?? null }
        : null,
  };
}

describe('the search a page shows', () => {
  it('reads the query and count the server rendered on a search page', () => {
    const page = pageWith({ 'data-search-query': 'linen <shirt>', 'data-result-count': '12' });
    expect(searchOnPage('search', page)).toEqual({ query: 'linen <shirt>', resultCount: 12 });
  });

  it('finds none on other pages, before a search, or without a query', () => {
    const page = pageWith({ 'data-search-query': 'linen', 'data-result-count': '1' });
    expect(searchOnPage('product-list', page)).toBeNull();
    expect(searchOnPage(undefined, page)).toBeNull();
    expect(searchOnPage('search', pageWith(null))).toBeNull();
    expect(searchOnPage('search', pageWith({ 'data-search-query': '' }))).toBeNull();
  });

  it('counts a missing or malformed count as none found', () => {
    expect(searchOnPage('search', pageWith({ 'data-search-query': 'mug', 'data-result-count': 'x' }))).toEqual({
      query: 'mug',
      resultCount: 0,
    });
  });
});

describe("the commerce event 'search' (spec §3)", () => {
  function recording(beaconQueues: boolean | 'absent') {
    const sent: { how: string; url: string; body: URLSearchParams }[] = [];
    const transport: HitTransport = {
      beacon:
        beaconQueues === 'absent'
          ? undefined
          : (url, body) => {
              sent.push({ how: 'beacon', url, body });
              return beaconQueues;
            },
      post: async (url, body) => {
        sent.push({ how: 'post', url, body });
        throw new Error('offline');
      },
    };
    return { sent, transport };
  }

  it('posts the event form-encoded by beacon, with the query, the count and the crumb', () => {
    const { sent, transport } = recording(true);
    sendSearchEvent({ query: 'linen', resultCount: 3 }, 'crumb-1', transport);
    expect(sent.map(({ how, url }) => [how, url])).toEqual([['beacon', CENSUS_EVENTS_PATH]]);
    expect(Object.fromEntries(sent[0]!.body)).toEqual({
      event: 'search',
      data: '{"query":"linen","result_count":3}',
      crumb: 'crumb-1',
    });
  });

  it('falls back to a post when there is no beacon or it is refused, and swallows the failure', async () => {
    for (const beacon of ['absent', false] as const) {
      const { sent, transport } = recording(beacon);
      sendSearchEvent({ query: 'mug', resultCount: 0 }, '', transport);
      expect(sent.at(-1)).toMatchObject({ how: 'post', url: CENSUS_EVENTS_PATH });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

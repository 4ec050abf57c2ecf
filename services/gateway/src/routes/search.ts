import express from 'express';
import type { Pages } from '../page/pages';
import { SEARCH_PAGE_SIZE, searchPageData } from '../page/search-page';
import type { Catalog } from '../upstream/catalog';
import { BadQuery, optionalText } from './query';

/** A page number as a link writes it; the catalog refuses pages past its own limit. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

function pageOf(query: Record<string, unknown>): number {
  const page = optionalText(query, 'page');
  if (page === '') return 1;
  if (!PAGE_NUMBER.test(page)) throw new BadQuery('page must be a whole number from 1.');
  return Number(page);
}

/**
 * /search (spec §2, page type search): the search form and, once something is typed, one page of
 * the catalog's results in the list page's markup. Malformed input (a repeated or overlong q, a page
 * that is not a number, one past the catalog's limit) is the 400 page.
 */
export function searchRoutes(catalog: Catalog, pages: Pages, lifetimeMs: number) {
  const router = express.Router();

  router.get('/search', async (req, res) => {
    const query = optionalText(req.query, 'q').trim();
    const page = pageOf(req.query);
    // Shoppers repeat the popular searches: a results page is kept for SEARCH_CACHE_MS, keyed by
    // the query as shown on the page, so no shopper sees another's spelling of it. A search costs
    // the catalog tens of milliseconds, which a shopper of a popular search would otherwise wait
    // each time its page expires: the expired page is sent instead while the new one is made.
    await pages.sendShared(
      res,
      'search',
      `search:${page}:${query}`,
      async () => ({
        pageType: 'search',
        title: query === '' ? 'Search' : `Search results for “${query}”`,
        data: searchPageData(
          query,
          page,
          query === '' ? undefined : await catalog.search(query, page, SEARCH_PAGE_SIZE),
        ),
      }),
      { sendWhileRenewing: true, lifetimeMs },
    );
  });

  return router;
}

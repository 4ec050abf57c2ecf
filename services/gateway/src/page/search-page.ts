import type { catalogV1 } from '@storefront/proto';
import { productCards } from './product-json';

/** Products per search page: a whole number of rows in the list grid's four, three and two columns. */
export const SEARCH_PAGE_SIZE = 24;

/** The address of one page of results; the first page has no page parameter. */
export function searchPageUrl(query: string, page: number): string {
  const q = `/search?q=${encodeURIComponent(query)}`;
  return page > 1 ? `${q}&page=${page}` : q;
}

/** '1 product', '12 products', 'No products' found for a search. */
export function resultSummary(totalCount: number): string {
  if (totalCount === 0) return 'No products found';
  return `${totalCount} ${totalCount === 1 ? 'product' : 'products'} found`;
}

/**
 * The search page's template data: the query as typed (the template escapes it), the page's
 * product cards in the list page's markup, the count and links to the neighbouring pages. A page
 * past the last one shows no cards and leads back to the first.
 */
export function searchPageData(query: string, page: number, results?: catalogV1.SearchItemsResponse) {
  if (!results) return { query, searched: false };
  const pageCount = Math.ceil(results.totalCount / SEARCH_PAGE_SIZE);
  return {
    query,
    searched: true,
    totalCount: results.totalCount,
    resultSummary: resultSummary(results.totalCount),
    items: productCards(results.items),
    quickView: true,
    pastTheEnd: results.items.length === 0 && results.totalCount > 0,
    firstPageUrl: searchPageUrl(query, 1),
    previousPageUrl: page > 1 && page <= pageCount ? searchPageUrl(query, page - 1) : '',
    nextPageUrl: page < pageCount ? searchPageUrl(query, page + 1) : '',
  };
}

import { catalogV1 } from '@storefront/proto';
import { resultSummary, SEARCH_PAGE_SIZE, searchPageData, searchPageUrl } from './search-page';

const results = (totalCount: number, items = 0): catalogV1.SearchItemsResponse => ({
  totalCount,
  items: Array.from({ length: items }, (_, index) => catalogV1.Product.fromPartial({ id: `p${index}`, title: 'Mug' })),
});

describe('the search page', () => {
  it('links pages by query, the first without a page number', () => {
    expect(searchPageUrl('linen shirt & co', 1)).toBe('/search?q=linen%20shirt%20%26%20co');
    expect(searchPageUrl('linen', 3)).toBe('/search?q=linen&page=3');
  });

  it('words the count', () => {
    expect([0, 1, 2, 1000].map(resultSummary)).toEqual([
      'No products found',
      '1 product found',
      '2 products found',
      '1000 products found',
    ]);
  });

  it('shows only the form before anything is searched for', () => {
    expect(searchPageData('', 1)).toEqual({ query: '', searched: false });
  });

  it('links the neighbouring pages that exist', () => {
    const total = SEARCH_PAGE_SIZE * 2 + 1;
    const first = searchPageData('mug', 1, results(total, SEARCH_PAGE_SIZE));
    expect([first.previousPageUrl, first.nextPageUrl]).toEqual(['', '/search?q=mug&page=2']);
    const last = searchPageData('mug', 3, results(total, 1));
    expect([last.previousPageUrl, last.nextPageUrl, last.pastTheEnd]).toEqual(['/search?q=mug&page=2', '', false]);
  });

  it('leads from a page past the end back to the first, with no other links', () => {
    const beyond = searchPageData('mug', 9, results(5));
    expect(beyond).toMatchObject({
      pastTheEnd: true,
      firstPageUrl: '/search?q=mug',
      previousPageUrl: '',
      nextPageUrl: '',
    });
  });
});

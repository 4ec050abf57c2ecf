import { isTrackedPage, recognizePage } from './page-type';

describe('recognizePage (spec §2)', () => {
  it('recognizes a content item holding a product as a product detail page', () => {
    expect(recognizePage({ item: { structuredContent: { _type: 'Product', productType: 1 } } })).toBe('product-detail');
    expect(recognizePage({ item: { structuredContent: { productType: 4 } } })).toBe('product-detail');
  });

  it('recognizes a products collection as a product list page, except inside the configuration frame', () => {
    expect(recognizePage({ collection: { type: 13 } })).toBe('product-list');
    expect(recognizePage({ collection: { type: 13 }, inConfigurationFrame: true })).toBeNull();
  });

  it('does not recognize other items and collections', () => {
    expect(recognizePage({ item: { structuredContent: {} } })).toBeNull();
    expect(recognizePage({ collection: { type: 1 } })).toBeNull();
    expect(recognizePage({})).toBeNull();
  });
});

it('does not track not-found, lock-screen and member-area-access-denied pages', () => {
  expect(isTrackedPage('not-found')).toBe(false);
  expect(isTrackedPage('lock-screen')).toBe(false);
  expect(isTrackedPage('member-area-access-denied')).toBe(false);
  expect(isTrackedPage('product-detail')).toBe(true);
});

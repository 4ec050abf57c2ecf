import { describe, expect, it } from '@jest/globals';
import { findHooks, hookTable, type HookRoot } from './hook-table';

/** A page reduced to "which selector list matches which elements", enough to drive the lookup. */
function fakePage(matches: Record<string, string[]>): HookRoot<string> & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    querySelectorAll(selector: string) {
      queries.push(selector);
      const parts = selector.split(',').map((part) => part.trim());
      return [...new Set(parts.flatMap((part) => matches[part] ?? []))];
    },
  };
}

describe('findHooks', () => {
  it('needs no remote on a page without hooks', () => {
    expect(findHooks(fakePage({ h1: ['title'] }), { hasCart: true }).size).toBe(0);
  });

  it.each([
    '.sqs-add-to-cart-button-wrapper',
    '.product-variants',
    '.product-quantity-input',
    '.sqs-product-quick-view-button',
    '.product-restock-form',
    '[data-product-stock]',
  ])('loads product for %s', (selector) => {
    const needed = findHooks(fakePage({ [selector]: ['hook'] }), { hasCart: false });
    expect([...needed.keys()]).toEqual(['product']);
    expect(needed.get('product')).toEqual(['hook']);
  });

  it.each(['.sqs-block-form', '[data-form-block]', '.newsletter-form'])('loads forms for %s', (selector) => {
    expect([...findHooks(fakePage({ [selector]: ['form'] }), { hasCart: false }).keys()]).toEqual(['forms']);
  });

  it('loads cart for the cart page whatever the cookie says', () => {
    expect(findHooks(fakePage({ '[data-cart-page]': ['page'] }), { hasCart: false }).get('cart')).toEqual(['page']);
  });

  it('loads cart for the customer account pages and owner for the owner area', () => {
    const page = fakePage({ '[data-account-page]': ['sign-in'], '[data-owner-page]': ['settings'] });
    const needed = findHooks(page, { hasCart: false });
    expect(needed.get('cart')).toEqual(['sign-in']);
    expect(needed.get('owner')).toEqual(['settings']);
  });

  it('counts the cart pill only when the visitor has a cart', () => {
    const page = fakePage({ '[data-cart-pill]': ['pill'] });
    expect(findHooks(page, { hasCart: false }).has('cart')).toBe(false);
    expect(findHooks(page, { hasCart: true }).get('cart')).toEqual(['pill']);
  });

  it('queries each remote once with all its active selectors', () => {
    const page = fakePage({ '[data-cart-page]': ['page'], '[data-cart-pill]': ['pill'] });
    const needed = findHooks(page, { hasCart: true });
    expect(needed.get('cart')).toEqual(['page', 'pill']);
    expect(page.queries.filter((query) => query.includes('data-cart'))).toEqual([
      '[data-cart-page], [data-checkout-page], [data-cart-pill], [data-account-page]',
    ]);
  });

  it('finds every remote a full product page needs, in table order', () => {
    const page = fakePage({
      '.product-variants': ['variants'],
      '[data-product-stock]': ['stock'],
      '[data-cart-pill]': ['pill'],
      '[data-form-block]': ['form'],
    });
    expect([...findHooks(page, { hasCart: true }).entries()]).toEqual([
      ['product', ['variants', 'stock']],
      ['cart', ['pill']],
      ['forms', ['form']],
    ]);
  });

  it('names only known remotes', () => {
    expect(new Set(hookTable.map((hook) => hook.remote))).toEqual(new Set(['product', 'cart', 'forms', 'owner']));
  });
});

import type { Cart, CartEntry } from '../domain/cart';
import { RecentCarts } from './recent-carts';

const MB = 1024 * 1024;

const entry = (id: string, answer: string): CartEntry => ({
  id,
  itemId: 'item',
  variantId: 'variant',
  sku: 'SKU',
  attributes: {},
  optionNames: [],
  title: 'Engraved Cutting Board',
  quantity: 1,
  purchasePriceCents: 7500,
  currency: 'USD',
  productType: 1,
  url: '/shop/p/engraved-cutting-board',
  imageUrl: '',
  additionalFields: answer === '' ? null : { 'engraving-text': answer },
});

const cart = (id: string, { version = 0, entries = 0, answer = '' } = {}): Cart => ({
  id,
  kind: 'SHOPPING',
  websiteId: 'w',
  currency: 'USD',
  subscriptionOptionId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  isPurchased: false,
  orderId: null,
  version,
  siteUserId: null,
  entries: Array.from({ length: entries }, (_, i) => entry(`${id}-${i}`, answer)),
});

describe('RecentCarts', () => {
  it('answers the cart last remembered under a token hash', () => {
    const recent = new RecentCarts(MB);
    recent.remember('a', cart('1', { version: 0, entries: 1 }));
    recent.remember('a', cart('1', { version: 1, entries: 2 }));
    expect(recent.get('a')?.version).toBe(1);
    expect(recent.get('b')).toBeUndefined();
  });

  it('lets the least recently used carts go once they weigh more than the budget', () => {
    const recent = new RecentCarts(5_000);
    recent.remember('a', cart('1', { entries: 1 }));
    recent.remember('b', cart('2', { entries: 1 }));
    recent.get('a'); // a is now more recent than b
    for (const id of ['3', '4', '5', '6']) recent.remember(id, cart(id, { entries: 1 }));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.id).toBe('1');
    expect(recent.heldBytes).toBeLessThanOrEqual(5_000);
  });

  it("keeps a visitor's full carts of long answers within the byte budget", () => {
    // the attack measured: carts of 100 entries, each with about 31,000 characters of answers
    const budget = 16 * MB;
    const recent = new RecentCarts(budget);
    const answer = 'x'.repeat(31_000);
    const tokens = Array.from({ length: 50 }, (_, i) => `token-${i}`);
    for (const token of tokens) recent.remember(token, cart(token, { entries: 100, answer }));
    const kept = tokens.filter((token) => recent.get(token) !== undefined);
    // one such cart holds 100 x 31,000 characters, over 6 MB as V8 keeps them: two fit in 16 MB
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length * 100 * 31_000 * 2).toBeLessThanOrEqual(budget);
    expect(kept).toContain('token-49');
  });
});

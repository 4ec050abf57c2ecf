import type { Cart, CartLine } from '../domain/cart';
import { RecentCarts } from './recent-carts';

const cart = (id: string, { version = 0, lines = 0 } = {}): Cart => ({
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
  entries: Array.from({ length: lines }, (_, i) => ({ id: `${id}-${i}` }) as CartLine),
});

describe('RecentCarts', () => {
  it('answers the cart last remembered under a token hash', () => {
    const recent = new RecentCarts(10);
    recent.remember('a', cart('1', { version: 0, lines: 1 }));
    recent.remember('a', cart('1', { version: 1, lines: 2 }));
    expect(recent.get('a')?.version).toBe(1);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.held).toBe(3);
  });

  it('lets the least recently used carts go once they weigh more than the capacity', () => {
    const recent = new RecentCarts(5);
    recent.remember('a', cart('1', { lines: 1 }));
    recent.remember('b', cart('2', { lines: 1 }));
    recent.get('a'); // a is now more recent than b
    recent.remember('c', cart('3', { lines: 1 }));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.id).toBe('1');
    expect(recent.get('c')?.id).toBe('3');
    expect(recent.held).toBe(4);
  });

  it('keeps memory bounded by lines, not carts: one full cart pushes out many small ones', () => {
    const recent = new RecentCarts(10);
    for (const id of ['1', '2', '3', '4', '5']) recent.remember(id, cart(id, { lines: 1 }));
    recent.remember('full', cart('full', { lines: 7 }));
    expect(recent.held).toBeLessThanOrEqual(10);
    expect(recent.get('full')?.entries).toHaveLength(7);
    expect(['1', '2', '3', '4'].map((id) => recent.get(id))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

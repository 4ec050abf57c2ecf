import type { Cart } from '../domain/cart';
import { RecentCarts } from './recent-carts';

const cart = (id: string, version = 0): Cart => ({
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
  entries: [],
});

describe('RecentCarts', () => {
  it('answers the cart last remembered under a token hash', () => {
    const recent = new RecentCarts(10);
    recent.remember('a', cart('1', 0));
    recent.remember('a', cart('1', 1));
    expect(recent.get('a')?.version).toBe(1);
    expect(recent.get('b')).toBeUndefined();
  });

  it('lets the least recently used cart go once full', () => {
    const recent = new RecentCarts(2);
    recent.remember('a', cart('1'));
    recent.remember('b', cart('2'));
    recent.get('a'); // a is now more recent than b
    recent.remember('c', cart('3'));
    expect(recent.size).toBe(2);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.id).toBe('1');
    expect(recent.get('c')?.id).toBe('3');
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  alertTitle,
  giftCardCheckoutUrl,
  hasCartCookies,
  purchasePath,
  subscriptionCheckoutUrl,
} from './purchase-path';

describe('purchasePath: gift cards go to their checkout, subscriptions through the subscription call', () => {
  it.each([
    [{ productType: 4, isSubscribable: false }, 'gift-card'],
    [{ productType: 1, isSubscribable: true }, 'subscription'],
    [{ productType: 1, isSubscribable: false }, 'cart'],
    [{ productType: 2, isSubscribable: false }, 'cart'],
  ])('%j goes to %s', (product, path) => {
    expect(purchasePath(product)).toBe(path);
  });
});

describe('alertTitle', () => {
  it('uses the spec titles', () => {
    expect(alertTitle('cart', false)).toBe('Unable to Add Item');
    expect(alertTitle('cart', true)).toBe('Unable to Purchase Item');
    expect(alertTitle('gift-card', true)).toBe('Unable to purchase Gift Card');
    expect(alertTitle('subscription', false)).toBe('Unable to Add Item');
  });
});

describe('checkout addresses', () => {
  it('adds the sku to the gift card address only when a denomination was chosen', () => {
    expect(giftCardCheckoutUrl('site 1', 'gc1', null)).toBe(
      '/checkout/giftcard?websiteId=site+1&giftCardProductId=gc1',
    );
    expect(giftCardCheckoutUrl('site1', 'gc1', 'SQ-GC-25')).toBe(
      '/checkout/giftcard?websiteId=site1&giftCardProductId=gc1&sku=SQ-GC-25',
    );
  });

  it('carries the cart token to subscription checkout', () => {
    expect(subscriptionCheckoutUrl('tok/en+1')).toBe('/checkout/subscribe?cartToken=tok%2Fen%2B1');
  });
});

describe('hasCartCookies', () => {
  it('accepts hasCart=true or any CART cookie', () => {
    expect(hasCartCookies('crumb=abc; hasCart=true')).toBe(true);
    expect(hasCartCookies('CART=xyz')).toBe(true);
    expect(hasCartCookies('hasCart=false; crumb=abc')).toBe(false);
    expect(hasCartCookies('CART=; myhasCart=true')).toBe(false);
    expect(hasCartCookies('')).toBe(false);
  });
});

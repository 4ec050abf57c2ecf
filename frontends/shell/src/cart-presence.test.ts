import { describe, expect, it } from '@jest/globals';
import { visitorMayHaveCart } from './cart-presence';

describe('visitorMayHaveCart', () => {
  it('is true with the hasCart cookie', () => {
    expect(visitorMayHaveCart('crumb=a; hasCart=true')).toBe(true);
  });

  it('is true for a signed-in site visitor', () => {
    const info = encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }));
    expect(visitorMayHaveCart(`SiteUserInfo=${info}`)).toBe(true);
  });

  it('is false for anonymous visitors without a cart, and for unreadable cookies', () => {
    expect(visitorMayHaveCart('')).toBe(false);
    expect(visitorMayHaveCart('hasCart=false')).toBe(false);
    expect(visitorMayHaveCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`)).toBe(false);
    expect(visitorMayHaveCart('SiteUserInfo=%7Bbroken')).toBe(false);
  });
});

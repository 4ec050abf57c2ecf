import type { Cart, CartKind } from './cart';
import { planAttachment } from './cart-attachment';

const cart = (
  id: string,
  {
    siteUserId = null,
    isPurchased = false,
    kind = 'SHOPPING',
  }: { siteUserId?: string | null; isPurchased?: boolean; kind?: CartKind } = {},
): Cart => ({
  id,
  kind,
  websiteId: 'w',
  currency: 'USD',
  subscriptionOptionId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  isPurchased,
  orderId: null,
  version: 0,
  siteUserId,
  entries: [],
});

describe('what a sign-in does with the carts', () => {
  const accountCart = cart('account', { siteUserId: 'u1' });

  it("adopts the browser's anonymous cart when the account has none", () => {
    const anonymous = cart('anonymous');
    expect(planAttachment(anonymous, null)).toEqual({ kind: 'adopt', cart: anonymous });
  });

  it("merges the browser's anonymous cart into the account's", () => {
    const anonymous = cart('anonymous');
    expect(planAttachment(anonymous, accountCart)).toEqual({ kind: 'merge', accountCart, anonymousCart: anonymous });
  });

  it("joins the account's cart when the browser has none, and keeps it when the browser holds it already", () => {
    expect(planAttachment(null, accountCart)).toEqual({ kind: 'join', cart: accountCart });
    expect(planAttachment(accountCart, accountCart)).toEqual({ kind: 'held', cart: accountCart });
  });

  it('takes no purchased cart, no cart of another kind and no cart of another account', () => {
    const taken = [
      cart('bought', { isPurchased: true }),
      cart('subscription', { kind: 'SUBSCRIPTION' }),
      cart('gift', { kind: 'GIFT_CARD' }),
      cart('theirs', { siteUserId: 'u2' }),
    ];
    for (const browserCart of taken) {
      expect(planAttachment(browserCart, null)).toEqual({ kind: 'none' });
      expect(planAttachment(browserCart, accountCart)).toEqual({ kind: 'join', cart: accountCart });
    }
  });

  it('makes no cart when there is none on either side', () => {
    expect(planAttachment(null, null)).toEqual({ kind: 'none' });
  });
});

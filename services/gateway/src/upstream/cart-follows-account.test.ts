import { randomUUID } from 'node:crypto';
import type { RunningService } from '@storefront/service-kit';
import { capturedLogger, testServiceAuth } from '@storefront/service-kit/testing';
import { demoStoreProducts } from '../../../catalog/src/seed';
import { startTestCart, startTestCatalog } from '../../test/support/running-shop';
import { describeWhenPGliteRuns } from '../../test/support/shop-suite';
import { Cart } from './cart';
import { cartFollowsAccount } from './cart-follows-account';

jest.setTimeout(90_000);

const product = (slug: string) => demoStoreProducts().find(({ product }) => product.slug === slug)!.product;
const candle = product('brass-candle-holder');
const vase = product('hand-thrown-vase');
const one = (itemId: string) => ({ itemId, sku: '', quantity: 1, additionalFieldsJson: '' });

describeWhenPGliteRuns('the cart following the account', 'the cart following the account at sign-in', () => {
  let catalog: RunningService;
  let cartService: RunningService;
  let cart: Cart;
  const { logger, lines } = capturedLogger();

  beforeAll(async () => {
    catalog = await startTestCatalog();
    cartService = await startTestCart(`127.0.0.1:${catalog.grpc.port}`);
    cart = new Cart({
      address: `127.0.0.1:${cartService.grpc.port}`,
      deadlineMs: 2_000,
      auth: testServiceAuth('gateway'),
      logger,
    });
  });

  afterAll(async () => {
    cart.close();
    await cartService.stop();
    await catalog.stop();
  });

  const follow = (siteUserId: string, cartToken: string) => cartFollowsAccount({ cart, logger }, siteUserId, cartToken);
  const itemsIn = async (cartToken: string) =>
    (await cart.shoppingCart(cartToken))?.entries.map((entry) => [entry.itemId, entry.quantity]);

  it('a customer signs up, adds to cart, signs out, signs in on a fresh browser and finds the same cart', async () => {
    const siteUserId = randomUUID();
    expect(await follow(siteUserId, '')).toEqual({ cartToken: '', hasCart: false, droppedEntries: 0 });

    // the first add makes an anonymous cart; signed in, the add route lets it follow the account
    const added = await cart.addEntry('', one(candle.id), randomUUID());
    const signedIn = await follow(siteUserId, added.cartToken);
    expect(signedIn).toEqual({ cartToken: expect.any(String), hasCart: true, droppedEntries: 0 });
    expect(signedIn.cartToken).not.toBe(added.cartToken);
    expect(await itemsIn(added.cartToken)).toBeUndefined();

    // signing out forgets the cookie: the fresh browser sends none
    const fresh = await follow(siteUserId, '');
    expect(fresh.hasCart).toBe(true);
    expect(await itemsIn(fresh.cartToken)).toEqual([[candle.id, 1]]);
    expect((await cart.shoppingCart(fresh.cartToken))!.id).toBe(added.cart.id);
  });

  it('merges an anonymous cart into the account cart on sign-in', async () => {
    const siteUserId = randomUUID();
    const first = await follow(siteUserId, (await cart.addEntry('', one(candle.id), randomUUID())).cartToken);
    const anonymous = await cart.addEntry('', one(candle.id), randomUUID());
    await cart.addEntry(anonymous.cartToken, one(vase.id), randomUUID());

    const second = await follow(siteUserId, anonymous.cartToken);
    expect(second.hasCart).toBe(true);
    const merged = [
      [candle.id, 2],
      [vase.id, 1],
    ];
    expect(await itemsIn(second.cartToken)).toEqual(merged);
    expect(await itemsIn(first.cartToken)).toEqual(merged);
    expect(await itemsIn(anonymous.cartToken)).toBeUndefined();
  });

  it('lets the sign-in go on with the browser keeping its cart when the cart service cannot be reached', async () => {
    const { cartToken } = await cart.addEntry('', one(candle.id), randomUUID());
    const unreachable = new Cart({ address: '127.0.0.1:1', deadlineMs: 300, auth: testServiceAuth('gateway'), logger });
    try {
      const siteUserId = randomUUID();
      expect(await cartFollowsAccount({ cart: unreachable, logger }, siteUserId, cartToken)).toEqual({
        cartToken,
        hasCart: true,
        droppedEntries: 0,
      });
      expect(await cartFollowsAccount({ cart: unreachable, logger }, siteUserId, '')).toEqual({
        cartToken: '',
        hasCart: false,
        droppedEntries: 0,
      });
      expect(
        lines.filter((line) => line.msg === 'the cart could not follow the account; the browser keeps its cart'),
      ).toHaveLength(2);
    } finally {
      unreachable.close();
    }
  });
});

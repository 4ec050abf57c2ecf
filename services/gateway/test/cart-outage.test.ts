import { startTestCart } from './support/running-shop';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';
import { demoStoreProducts } from '../../catalog/src/seed';

jest.setTimeout(90_000);

const DEADLINE_MS = 1_000;
const ENTRIES = '/api/commerce/shopping-cart/entries';
const CART = '/api/commerce/shopping-cart';
const holder = demoStoreProducts().find(({ product }) => product.slug === 'brass-candle-holder')!.product;

describeWhenPGliteRuns('cart outage', 'when the cart service is down', () => {
  const shop = shopForTests({ UPSTREAM_DEADLINE_MS: String(DEADLINE_MS) });
  let me: Visitor;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
    expect((await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 2 })).status).toBe(200);
    await shop().cart!.stop();
    shop().cart = undefined;
  });

  it('answers cart calls with a 503 JSON message within the deadline', async () => {
    for (const [method, path, body] of [
      ['GET', CART, undefined],
      ['POST', ENTRIES, { itemId: holder.id, quantity: 1 }],
      ['POST', '/api/3/commerce/cart/subscription', { itemId: holder.id, qty: 1 }],
    ] as const) {
      const started = Date.now();
      const response = await me.call(method, path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get('retry-after')).toBe('5');
      // A change's outcome is unknown (it may have been applied): the browser repeats it with its key.
      const retry = method === 'GET' ? {} : { retry: true };
      expect(await response.json()).toEqual({ message: 'Unable to connect. Please try again', ...retry });
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 500);
    }
    // The visitor keeps their cart cookie: the cart is away, not gone.
    expect(me.cookies.has('CART')).toBe(true);
  });

  it('still renders the shop, with the pill hidden, and stays ready', async () => {
    const response = await me.fetch('/shop');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(
      /<a class="sqs-cart-pill" data-cart-pill href="\/cart" hidden><span class="sqs-cart-quantity">0<\/span>/,
    );
    const ready = await fetch(`${shop().gateway.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('answers the checkout page with the 503 page', async () => {
    const response = await me.fetch('/checkout');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("We'll be right back");
  });

  it('recovers by itself once the cart is back, starting a new cart for a cookie whose cart is gone', async () => {
    shop().cart = await startTestCart(`127.0.0.1:${shop().catalog.grpc.port}`, shop().cartPort);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 10_000) {
      status = (await me.call('GET', CART)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    // The restarted service kept no carts (in-memory database): the old cookie names nothing.
    const oldCookie = me.cookies.get('CART');
    me.cookies.set('CART', oldCookie ?? 'x');
    const added = await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
    expect(added.status).toBe(200);
    expect(((await added.json()) as { shoppingCart: { totalQuantity: number } }).shoppingCart.totalQuantity).toBe(1);
    expect(me.cookies.get('CART')).not.toBe(oldCookie);
  });
});

import { CRUMB_INVALID_MESSAGE, CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import type { RunningGateway } from '../src/gateway-server';
import { fieldsEmptyUntilCheckout } from './support/rest-cart';
import { startGatewayOver } from './support/running-shop';
import { demoProduct, demoSkuOf } from './support/demo-products';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(90_000);

const ENTRIES = '/api/commerce/shopping-cart/entries';
const CART = '/api/commerce/shopping-cart';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

interface CartBody {
  id: string;
  entries: { id: string; quantity: number; additionalFields: Record<string, unknown> | null }[];
  totalQuantity: number;
  subtotalCents: number;
  grandTotalCents: number;
  currency: string;
  [field: string]: unknown;
}

describeWhenPGliteRuns('cart API', 'cart REST API against real catalog and cart services', () => {
  const shop = shopForTests();
  let url: string;
  const shirt = demoProduct('linen-shirt');
  const board = demoProduct('engraved-cutting-board');
  const holder = demoProduct('brass-candle-holder');

  beforeAll(async () => {
    url = shop().gateway.url;
  });

  const visitor = () => new Visitor(url).arrive();
  const json = async <T = CartBody>(response: Response) => (await response.json()) as T;
  /** One medium engraved board with the given custom-form answers. */
  const addBoard = (me: Visitor, additionalFields: Record<string, unknown>) =>
    me.call('POST', ENTRIES, {
      itemId: board.id,
      sku: demoSkuOf('engraved-cutting-board', 'Medium'),
      quantity: 1,
      additionalFields,
    });

  it('adds a line, sets the cart cookies, reads the cart, changes quantity and answers, and removes it', async () => {
    const me = await visitor();
    const added = await addBoard(me, { 'engraving-text': 'For Sam', 'engraving-font': 'Serif' });
    expect(added.status).toBe(200);
    const { shoppingCart, newlyAdded } = await json<{ shoppingCart: CartBody; newlyAdded: Record<string, unknown> }>(
      added,
    );
    expect(newlyAdded).toEqual({
      id: expect.any(String),
      itemId: board.id,
      quantity: 1,
      chosenVariant: {
        sku: demoSkuOf('engraved-cutting-board', 'Medium'),
        attributes: { Size: 'Medium' },
        optionValues: [{ optionName: 'Size', value: 'Medium' }],
      },
      title: 'Engraved Cutting Board',
      subTotal: { value: '7500', currency: 'USD' },
      purchasePriceCents: 7500,
      additionalFields: { 'engraving-text': 'For Sam', 'engraving-font': 'Serif' },
      productType: 1,
      url: '/shop/p/engraved-cutting-board',
      imageUrl: expect.any(String),
      qtyInStock: 10,
      unlimited: false,
    });
    expect(shoppingCart).toMatchObject({
      id: expect.stringMatching(/\S/),
      orderId: null,
      isPurchased: false,
      entries: [newlyAdded],
      ...fieldsEmptyUntilCheckout,
      subtotalCents: 7500,
      totalQuantity: 1,
      requiresShipping: true,
      currency: 'USD',
    });
    expect(typeof shoppingCart.created).toBe('number');

    const cartCookie = me.lastSetCookie('CART')!;
    expect(cartCookie).toMatch(
      new RegExp(`^CART=[A-Za-z0-9_-]{20,}; Path=/; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Lax$`),
    );
    expect(me.lastSetCookie('hasCart')).toBe(`hasCart=true; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax`);

    const read = await me.call('GET', CART);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await json(read)).toEqual(shoppingCart);

    const entryId = newlyAdded.id as string;
    const more = await me.call('PUT', `${ENTRIES}/${entryId}`, { quantity: '3' });
    expect(more.status).toBe(200);
    const afterQuantity = (await json<{ shoppingCart: CartBody }>(more)).shoppingCart;
    expect(afterQuantity.entries[0]!.quantity).toBe(3);
    expect(afterQuantity).toMatchObject({ totalQuantity: 3, subtotalCents: 22_500 });

    const answers = { 'engraving-text': '<img src=x onerror=alert(1)>', 'engraving-font': 'Script' };
    const updated = await me.call('PUT', `${ENTRIES}/${entryId}/additionalFields`, {
      itemId: board.id,
      sku: demoSkuOf('engraved-cutting-board', 'Medium'),
      additionalFields: answers,
    });
    expect(updated.status).toBe(200);
    const { updatedEntry } = await json<{ updatedEntry: CartBody['entries'][number] }>(updated);
    expect(updatedEntry.additionalFields).toEqual(answers);
    expect(((await json(await me.call('GET', CART))) as CartBody).entries[0]!.additionalFields).toEqual(answers);

    const removed = await me.call('DELETE', `${ENTRIES}/${entryId}`);
    expect(removed.status).toBe(200);
    expect((await json<{ shoppingCart: CartBody }>(removed)).shoppingCart).toMatchObject({
      entries: [],
      totalQuantity: 0,
      subtotalCents: 0,
    });
  });

  it('merges a second add of the same line and keeps one cart per visitor', async () => {
    const me = await visitor();
    const first = await json<{ shoppingCart: CartBody }>(
      await me.call('POST', ENTRIES, { itemId: holder.id, sku: null, quantity: 1, additionalFields: null }),
    );
    const second = await json<{ shoppingCart: CartBody }>(
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 2 }),
    );
    expect(second.shoppingCart.id).toBe(first.shoppingCart.id);
    expect(second.shoppingCart.entries).toHaveLength(1);
    expect(second.shoppingCart.totalQuantity).toBe(3);
  });

  describe('Idempotency-Key', () => {
    const addWithKey = (me: Visitor, key: string) =>
      me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 }, undefined, { 'idempotency-key': key });

    it('applies a retried add with the same key once, answering as the first time', async () => {
      const me = await visitor();
      const first = await addWithKey(me, 'press-1');
      expect(first.status).toBe(200);
      const firstCart = await json<{ shoppingCart: CartBody }>(first);
      const retried = await addWithKey(me, 'press-1');
      expect(retried.status).toBe(200);
      expect((await json<{ shoppingCart: CartBody }>(retried)).shoppingCart.totalQuantity).toBe(1);
      expect((await json(await me.call('GET', CART))).totalQuantity).toBe(1);
      expect(firstCart.shoppingCart.totalQuantity).toBe(1);
      // the next press has a key of its own
      await addWithKey(me, 'press-2');
      expect((await json(await me.call('GET', CART))).totalQuantity).toBe(2);
    });

    it('answers a retried removal with the same key as the first time, and another removal 404', async () => {
      const me = await visitor();
      const added = await json<{ newlyAdded: { id: string } }>(await addWithKey(me, 'press-1'));
      const remove = (key: string) =>
        me.call('DELETE', `${ENTRIES}/${added.newlyAdded.id}`, undefined, undefined, { 'idempotency-key': key });
      const first = await remove('remove-1');
      expect(first.status).toBe(200);
      const retried = await remove('remove-1');
      expect(retried.status).toBe(200);
      expect((await json<{ shoppingCart: CartBody }>(retried)).shoppingCart.entries).toEqual([]);
      expect((await remove('remove-2')).status).toBe(404);
    });

    it("never answers one visitor's request with another visitor's change of the same key", async () => {
      const ada = await visitor();
      const bob = await visitor();
      expect((await addWithKey(ada, 'same-key')).status).toBe(200);
      expect((await addWithKey(bob, 'same-key')).status).toBe(200);
      expect(bob.cookies.get('CART')).not.toBe(ada.cookies.get('CART'));
      expect((await json(await bob.call('GET', CART))).totalQuantity).toBe(1);
    });

    it.each([[''], ['x'.repeat(101)], ['has space'], ['ümlaut'], ['a/b']])(
      'refuses the key %p with 400',
      async (key) => {
        const me = await visitor();
        const response = await addWithKey(me, key);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: 'Idempotency-Key must be 1 to 100 letters, digits or the characters . _ : -',
        });
        expect(me.cookies.has('CART')).toBe(false);
      },
    );
  });

  describe('refuses bad calls with a clear 4xx', () => {
    const addShirt = { itemId: shirt.id, sku: demoSkuOf('linen-shirt', 'S'), quantity: 1, additionalFields: null };

    it('refuses a call without the crumb cookie, or with a wrong crumb header', async () => {
      const noCookie = await fetch(`${url}${ENTRIES}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(addShirt),
      });
      expect(noCookie.status).toBe(403);
      expect(await noCookie.json()).toMatchObject({ message: CRUMB_MISSING_MESSAGE });

      const me = await visitor();
      const wrong = await me.call('POST', ENTRIES, addShirt, 'not-the-crumb');
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toMatchObject({ message: CRUMB_INVALID_MESSAGE });
      expect(me.cookies.has('CART')).toBe(false);
    });

    it.each([
      ['a quantity that is not a number', { quantity: 'abc' }, 'Quantity must be a number.'],
      ['an empty quantity', { quantity: '' }, 'Quantity must be a number.'],
      ['a fractional quantity', { quantity: 1.5 }, 'Quantity must be a whole number.'],
      ['a quantity below 1', { quantity: 0 }, 'Quantity must be at least 1.'],
      ['a quantity above 9999', { quantity: '10000' }, 'Quantity must be at most 9999.'],
      ['no itemId', { itemId: '' }, 'itemId is required.'],
      ['a long itemId', { itemId: 'x'.repeat(65) }, 'itemId is too long.'],
      ['a long sku', { sku: 's'.repeat(65) }, 'sku is too long.'],
      ['answers that are not an object', { additionalFields: 'text' }, 'additionalFields must be an object or null.'],
    ])('answers %s with 400', async (_name, change, message) => {
      const me = await visitor();
      const response = await me.call('POST', ENTRIES, { ...addShirt, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    });

    it("answers custom-form answers the product's form refuses with 400 and a message per field id", async () => {
      const me = await visitor();
      const response = await addBoard(me, {
        'engraving-text': 'x'.repeat(31),
        'engraving-font': 'Comic Sans',
        surprise: 'yes',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'One or more fields is invalid, please check your entries.',
        errors: {
          'engraving-text': expect.any(String),
          'engraving-font': expect.any(String),
          surprise: expect.any(String),
        },
      });
      expect(me.cookies.has('CART')).toBe(false);
    });

    it('answers a body that is not an object with 400', async () => {
      const me = await visitor();
      const response = await me.call('POST', ENTRIES, [addShirt]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The request body must be a JSON object.' });
    });

    it('answers more than the stock with 409 and the spec message', async () => {
      const me = await visitor();
      const response = await me.call('POST', ENTRIES, { ...addShirt, quantity: 13 });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'Sorry, we do not have enough of that item available.' });
    });

    it('answers an unknown product with 404', async () => {
      const me = await visitor();
      const response = await me.call('POST', ENTRIES, { ...addShirt, itemId: 'no-such-product' });
      expect(response.status).toBe(404);
      expect((await json<{ message: string }>(response)).message).toMatch(/\S/);
    });

    it('answers a change of a line without any cart with 404', async () => {
      const me = await visitor();
      const response = await me.call('PUT', `${ENTRIES}/0b6f1f0e-1c1a-4d8e-9d5b-2f6c1b9d7a11`, { quantity: 2 });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'That cart entry does not exist.' });
    });
  });

  it("cannot read or change another visitor's cart by guessing tokens or entry ids", async () => {
    const owner = await visitor();
    const added = await json<{ shoppingCart: CartBody; newlyAdded: { id: string } }>(
      await owner.call('POST', ENTRIES, { itemId: shirt.id, sku: demoSkuOf('linen-shirt', 'L'), quantity: 2 }),
    );
    const entryId = added.newlyAdded.id;

    const other = await visitor();
    await other.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
    const attempts = [
      await other.call('PUT', `${ENTRIES}/${entryId}`, { quantity: 1 }),
      await other.call('PUT', `${ENTRIES}/${entryId}/additionalFields`, {
        itemId: shirt.id,
        sku: '',
        additionalFields: { note: 'mine now' },
      }),
      await other.call('DELETE', `${ENTRIES}/${entryId}`),
    ];
    for (const response of attempts) expect(response.status).toBe(404);
    expect(await json(await owner.call('GET', CART))).toEqual(added.shoppingCart);

    const guesser = await visitor();
    guesser.cookies.set('CART', 'A'.repeat(43));
    guesser.cookies.set('hasCart', 'true');
    const guessed = await guesser.call('GET', CART);
    expect(guessed.status).toBe(200);
    expect(await guessed.json()).toMatchObject({ id: '', entries: [], totalQuantity: 0, currency: 'USD' });
    expect(guesser.lastSetCookie('CART')).toMatch(/^CART=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(guesser.lastSetCookie('hasCart')).toMatch(/^hasCart=; Path=\/; Max-Age=0;/);
    expect(guesser.cookies.has('CART')).toBe(false);
  });

  describe('GET /api/commerce/shopping-cart', () => {
    it('answers the empty cart shape to a visitor without a cart, setting no cookie', async () => {
      const response = await fetch(`${url}${CART}`);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const body = await json(response);
      expect(body).toMatchObject({
        id: '',
        orderId: null,
        entries: [],
        shippingOptions: [],
        selectedShippingOption: null,
        subtotalCents: 0,
        grandTotalCents: 0,
        totalQuantity: 0,
        currency: 'USD',
      });
      expect(body.websiteId).toMatch(/\S/);
    });

    it('answers the empty shape for mock=true without reading the cart, and accepts timecode and calculateSubtotal', async () => {
      const me = await visitor();
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      expect((await json(await me.call('GET', `${CART}?mock=true`))).id).toBe('');
      const real = await me.call('GET', `${CART}?mock=false&timecode=1732400000000&calculateSubtotal=true`);
      expect((await json(real)).totalQuantity).toBe(1);
    });

    it.each([
      ['mock=yes', 'mock must be true or false.'],
      ['calculateSubtotal=1', 'calculateSubtotal must be true or false.'],
      ['timecode=abc', 'timecode must be digits.'],
      ['timecode=1&timecode=2', 'timecode must be digits.'],
    ])('answers ?%s with 400', async (query, message) => {
      const response = await fetch(`${url}${CART}?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    });
  });

  describe('POST /api/3/commerce/cart/subscription', () => {
    const coffee = demoProduct('weekly-coffee');
    /** `me` makes a subscription cart of `qty` of the coffee's first variant. */
    const subscribeToCoffee = (me: Visitor, qty: number, more: Record<string, unknown> = {}) =>
      me.call('POST', '/api/3/commerce/cart/subscription', {
        itemId: coffee.id,
        sku: coffee.variants[0]!.sku,
        qty,
        ...more,
      });

    it('answers data.cartToken and leaves the shopping cart cookies alone', async () => {
      const me = await visitor();
      const response = await subscribeToCoffee(me, 2, { additionalFields: '{}' });
      expect(response.status).toBe(200);
      const body = await json<{ data: { cartToken: string } }>(response);
      expect(body.data.cartToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(me.cookies.has('CART')).toBe(false);
    });

    it("is never read as the visitor's shopping cart when its token is sent as the CART cookie", async () => {
      const me = await visitor();
      const response = await subscribeToCoffee(me, 1);
      const { cartToken } = (await json<{ data: { cartToken: string } }>(response)).data;
      me.cookies.set('CART', cartToken);
      me.cookies.set('hasCart', 'true');
      const read = await json(await me.call('GET', CART));
      expect(read.id).toBe('');
      expect(read.entries).toEqual([]);
      expect(me.cookies.has('CART')).toBe(false);
      me.cookies.set('CART', cartToken);
      const checkout = await me.fetch('/checkout');
      expect(checkout.status).toBe(302);
      expect(checkout.headers.get('location')).toBe('/cart');
      me.cookies.set('CART', cartToken);
      const page = await (await me.fetch('/cart')).text();
      expect(page).not.toMatch(/1 item/);
      // an add starts a shopping cart of its own instead of failing on the subscription cart
      const added = await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      expect(added.status).toBe(200);
      expect(me.cookies.get('CART')).not.toBe(cartToken);
    });

    it.each([
      ['qty that is not a number', { qty: 'abc' }, 400, 'Quantity must be a number.'],
      ['qty that is not whole', { qty: '1.5' }, 400, 'Quantity must be a whole number.'],
      ['quantity that is not whole', { quantity: 2.5 }, 400, 'Quantity must be a whole number.'],
      ['answers that are not JSON', { additionalFields: '{oops' }, 400, 'additionalFields must be a JSON object.'],
      ['answers that are a JSON list', { additionalFields: '[1]' }, 400, 'additionalFields must be a JSON object.'],
    ])('answers %s with {message}', async (_name, change, status, message) => {
      const me = await visitor();
      const response = await me.call('POST', '/api/3/commerce/cart/subscription', {
        itemId: coffee.id,
        sku: '',
        additionalFields: '',
        ...change,
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message });
    });

    it('answers a product that is not subscribable with 409 and the reason', async () => {
      const me = await visitor();
      const response = await me.call('POST', '/api/3/commerce/cart/subscription', { itemId: holder.id, qty: 1 });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'This product cannot be bought as a subscription.' });
    });
  });

  describe('rate limit of mutating cart calls', () => {
    let limited: RunningGateway;

    beforeAll(async () => {
      ({ gateway: limited } = await startGatewayOver(shop(), {
        CART_RATE_LIMIT: '3',
        CART_RATE_WINDOW_MS: '60000',
      }));
    });

    afterAll(async () => {
      await limited?.stop();
    });

    it('answers 429 with the spec message and Retry-After past the limit, per visitor, reads unlimited', async () => {
      const me = await new Visitor(limited.url).arrive();
      const statuses: number[] = [];
      for (let call = 0; call < 3; call++) {
        statuses.push((await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 })).status);
      }
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'Please try again in a few seconds.' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await me.call('DELETE', `${ENTRIES}/0b6f1f0e-1c1a-4d8e-9d5b-2f6c1b9d7a11`)).status).toBe(429);
      expect((await me.call('POST', '/api/3/commerce/cart/subscription', {})).status).toBe(429);

      expect((await me.call('GET', CART)).status).toBe(200);
      expect((await json(await me.call('GET', CART))).totalQuantity).toBe(3);
      const someoneElse = await new Visitor(limited.url).arrive();
      expect((await someoneElse.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 })).status).toBe(200);
    });
  });

  it('marks the cart cookies Secure when the gateway is configured for TLS', async () => {
    const { gateway } = await startGatewayOver(shop(), {
      COOKIE_SECURE: 'true',
    });
    try {
      const me = await new Visitor(gateway.url).arrive();
      expect((await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 })).status).toBe(200);
      expect(me.lastSetCookie('CART')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      expect(me.lastSetCookie('hasCart')).toMatch(/^hasCart=true; Path=\/; Max-Age=\d+; Secure; SameSite=Lax$/);
    } finally {
      await gateway.stop();
    }
  });

  it('lets cart calls through when Redis is down, warning once', async () => {
    const { gateway, logs } = await startGatewayOver(shop(), {
      REDIS_URL: 'redis://127.0.0.1:1',
      CART_RATE_LIMIT: '1',
    });
    try {
      const me = await new Visitor(gateway.url).arrive();
      for (let call = 0; call < 3; call++) {
        expect((await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 })).status).toBe(200);
      }
      expect(logs.filter((line) => line.msg === 'rate limit skipped: redis is down')).toHaveLength(1);
    } finally {
      await gateway.stop();
    }
  });
});

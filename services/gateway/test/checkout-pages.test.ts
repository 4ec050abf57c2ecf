import { CHECKOUT_SESSION_MESSAGE } from '../src/routes/checkout';
import { demoProduct, demoSkuOf } from './support/demo-products';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(90_000);

const ENTRIES = '/api/commerce/shopping-cart/entries';

/** The header pill as the page renders it: its attributes and its text. */
function pillOf(html: string): { attributes: string; text: string } {
  const match =
    /<a class="sqs-cart-pill" data-cart-pill href="\/cart"([^>]*)><span class="sqs-cart-quantity">([^<]*)<\/span> <span class="cart-pill-label">([^<]*)<\/span><\/a>/.exec(
      html,
    );
  if (!match) throw new Error('page has no cart pill');
  return { attributes: match[1]!, text: `${match[2]!} ${match[3]!}` };
}

describeWhenPGliteRuns('checkout pages', 'checkout pages and the header pill', () => {
  const shop = shopForTests();
  let url: string;
  let websiteId: string;
  const board = demoProduct('engraved-cutting-board');
  const holder = demoProduct('brass-candle-holder');
  const giftCard = demoProduct('gift-card');
  const coffee = demoProduct('weekly-coffee');

  beforeAll(async () => {
    url = shop().gateway.url;
    websiteId = ((await (await fetch(`${url}/api/context/config`)).json()) as { websiteId: string }).websiteId;
  });

  afterEach(() => {
    expect(shop().logs.filter((line) => line.msg === 'theme rendered with errors')).toEqual([]);
  });

  const visitor = () => new Visitor(url).arrive();
  const page = async (who: Visitor | undefined, path: string) => {
    const response = who ? await who.fetch(path) : await fetch(`${url}${path}`, { redirect: 'manual' });
    return {
      status: response.status,
      body: await response.text(),
      location: response.headers.get('location'),
      cacheControl: response.headers.get('cache-control'),
    };
  };

  describe('header pill', () => {
    it('is hidden for a visitor without a cart', async () => {
      expect(pillOf((await page(undefined, '/shop')).body)).toEqual({ attributes: ' hidden', text: '0 items' });
    });

    it('shows the real count from the first paint, in the spec wording', async () => {
      const me = await visitor();
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      expect(pillOf((await page(me, '/shop')).body)).toEqual({
        attributes: ' aria-label="1 item in cart"',
        text: '1 item',
      });
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 99 });
      expect(pillOf((await page(me, '/')).body)).toEqual({
        attributes: ' aria-label="100 items in cart"',
        text: '100 items',
      });
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      expect(pillOf((await page(me, '/shop/p/linen-shirt')).body)).toEqual({
        attributes: ' aria-label="More than 100 items in cart"',
        text: '100+ items',
      });
    });

    it('is hidden when the CART cookie names no cart', async () => {
      const me = await visitor();
      me.cookies.set('CART', 'B'.repeat(43));
      const { status, body } = await page(me, '/shop');
      expect(status).toBe(200);
      expect(pillOf(body).attributes).toBe(' hidden');
    });
  });

  describe('/commerce/goto-checkout', () => {
    it('refuses a visitor without cart cookies with the spec message', async () => {
      const { status, body } = await page(undefined, '/commerce/goto-checkout');
      expect(status).toBe(400);
      expect(body).toContain('Unable to Purchase Item');
      expect(body).toContain(CHECKOUT_SESSION_MESSAGE);
    });

    it('sends a visitor with hasCart=true or a CART cookie on to /checkout', async () => {
      for (const cookie of ['hasCart=true', 'CART=anything']) {
        const response = await fetch(`${url}/commerce/goto-checkout`, { headers: { cookie }, redirect: 'manual' });
        expect({ cookie, status: response.status }).toEqual({ cookie, status: 302 });
        expect(response.headers.get('location')).toBe('/checkout');
      }
      const stale = await fetch(`${url}/commerce/goto-checkout`, {
        headers: { cookie: 'hasCart=false' },
        redirect: 'manual',
      });
      expect(stale.status).toBe(400);
    });
  });

  describe('/checkout', () => {
    it('sends a visitor without a cart to /cart', async () => {
      expect(await page(undefined, '/checkout')).toMatchObject({ status: 302, location: '/cart' });
      const stale = await visitor();
      stale.cookies.set('CART', 'C'.repeat(43));
      expect(await page(stale, '/checkout')).toMatchObject({ status: 302, location: '/cart' });
      expect(stale.cookies.has('CART')).toBe(false);
    });

    it('summarises the cart: entries, options, answers as text, subtotal, total, inside the hook of the checkout form', async () => {
      const me = await visitor();
      await me.call('POST', ENTRIES, {
        itemId: board.id,
        sku: demoSkuOf('engraved-cutting-board', 'Large'),
        quantity: 2,
        additionalFields: { 'engraving-text': '<script>alert(1)</script>', 'engraving-font': 'Serif' },
      });
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      const { status, body, cacheControl } = await page(me, '/checkout');
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-store');
      expect(body).toContain('<h1 id="checkout-title">Checkout</h1>');
      expect(body).toContain('Engraved Cutting Board');
      expect(body).toContain('Size: Large');
      expect(body).toContain('Brass Candle Holder');
      expect(body).toContain('$190.00');
      expect(body).toContain('$95.00 each');
      expect(body).toMatch(/<dd class="checkout-subtotal">\$229\.00<\/dd>/);
      expect(body).toMatch(/<dd class="checkout-grand-total">\$\d[\d,]*\.\d\d<\/dd>/);
      // a shopping cart is bought on this page: the summary sits in the cart remote's checkout hook
      expect(body).toContain('<div class="checkout-steps" data-checkout-page="" data-purchase="">');
      expect(body).toContain('Loading the checkout…');
      expect(body).toContain('<div class="checkout-entry-answer">&lt;script&gt;alert(1)&lt;/script&gt;</div>');
      expect(body).not.toContain('<script>alert');
      expect(pillOf(body).text).toBe('3 items');
    });
  });

  describe('/checkout/subscribe', () => {
    it('shows the subscription cart named by the token from the subscription call', async () => {
      const me = await visitor();
      const created = await me.call('POST', '/api/3/commerce/cart/subscription', {
        itemId: coffee.id,
        sku: coffee.variants[0]!.sku,
        qty: '1',
      });
      expect(created.status).toBe(200);
      const { cartToken } = ((await created.json()) as { data: { cartToken: string } }).data;
      const { status, body } = await page(me, `/checkout/subscribe?cartToken=${encodeURIComponent(cartToken)}`);
      expect(status).toBe(200);
      expect(body).toContain('Your subscription');
      expect(body).toContain('Weekly Coffee');
      expect(body).toContain('$16.00');
    });

    it('answers an unknown token with the 404 page and a missing or malformed one with the 400 page', async () => {
      expect((await page(undefined, `/checkout/subscribe?cartToken=${'D'.repeat(43)}`)).status).toBe(404);
      const missing = await page(undefined, '/checkout/subscribe');
      expect(missing.status).toBe(400);
      expect(missing.body).toContain('cartToken is required.');
      expect((await page(undefined, '/checkout/subscribe?cartToken=%3Cx%3E')).status).toBe(400);
      expect((await page(undefined, '/checkout/subscribe?cartToken=a&cartToken=b')).status).toBe(400);
    });

    it('does not show a shopping cart through its token', async () => {
      const me = await visitor();
      await me.call('POST', ENTRIES, { itemId: holder.id, quantity: 1 });
      const token = me.cookies.get('CART')!;
      expect((await page(undefined, `/checkout/subscribe?cartToken=${token}`)).status).toBe(404);
    });
  });

  describe('/checkout/giftcard', () => {
    const giftCardPath = (query: string) =>
      `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${giftCard.id}${query}`;

    it('buys the first denomination when no sku is given', async () => {
      const { status, body } = await page(undefined, giftCardPath(''));
      expect(status).toBe(200);
      expect(body).toContain('Your gift card');
      expect(body).toContain('Gift Card');
      expect(body).toMatch(/<dd class="checkout-subtotal">\$25\.00<\/dd>/);
    });

    it('buys the chosen denomination when a sku is given', async () => {
      const { status, body } = await page(undefined, giftCardPath(`&sku=${demoSkuOf('gift-card', '$100')}`));
      expect(status).toBe(200);
      expect(body).toContain('Amount: $100');
      expect(body).toMatch(/<dd class="checkout-subtotal">\$100\.00<\/dd>/);
    });

    it('refuses what is not a gift card, another website, and malformed addresses', async () => {
      const notGiftCard = await page(
        undefined,
        `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${holder.id}`,
      );
      expect(notGiftCard.status).toBe(409);
      expect(notGiftCard.body).toContain('Unable to purchase Gift Card');
      expect(notGiftCard.body).toContain('This product is not a gift card.');
      expect(
        (await page(undefined, `/checkout/giftcard?websiteId=other&giftCardProductId=${giftCard.id}`)).status,
      ).toBe(404);
      expect(
        (await page(undefined, `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=no-such-product`)).status,
      ).toBe(404);
      const missing = await page(undefined, `/checkout/giftcard?websiteId=${websiteId}`);
      expect(missing.status).toBe(400);
      expect(missing.body).toContain('giftCardProductId is required.');
      expect((await page(undefined, giftCardPath(`&sku=${'s'.repeat(65)}`))).status).toBe(400);
    });
  });
});

import { demoStoreProducts } from '../../catalog/src/seed';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(90_000);

const holder = demoStoreProducts().find(({ product }) => product.slug === 'brass-candle-holder')!.product;

const ENTRIES = '/api/commerce/shopping-cart/entries';

/** Every JSON route of spec §7 that reads a body. */
const JSON_ROUTES: [method: string, path: string][] = [
  ['POST', ENTRIES],
  ['PUT', `${ENTRIES}/some-entry`],
  ['PUT', `${ENTRIES}/some-entry/additionalFields`],
  ['POST', '/api/3/commerce/cart/subscription'],
  ['POST', '/api/events/RecordJavascriptErrors'],
  ['POST', '/api/census/form-render'],
  ['POST', '/api/form/SaveFormSubmission'],
  ['POST', '/api/rest/forms/validate/contact'],
];

const nested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

describeWhenPGliteRuns('bad input', 'input no client may send answers 4xx at the gateway, never 5xx', () => {
  const shop = shopForTests();
  let me: Visitor;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
  });

  const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
    me.fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': decodeURIComponent(me.cookies.get('crumb')!),
        ...headers,
      },
      body,
    });

  it('refuses a body with a Content-Encoding it does not take with 415, on every JSON route, crumb or not', async () => {
    for (const [method, path] of JSON_ROUTES) {
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const response = await send(method, path, '{"itemId":"x"}', { 'content-encoding': encoding });
        expect({ method, path, encoding, status: response.status }).toEqual({ method, path, encoding, status: 415 });
      }
    }
    const withoutCrumb = await fetch(`${shop().gateway.url}${ENTRIES}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{}',
    });
    expect(withoutCrumb.status).toBe(415);
    expect(await withoutCrumb.json()).toEqual({ message: 'Send the request body uncompressed.' });
  });

  it('refuses JSON nested deeper than any call needs with 400, on every JSON route', async () => {
    const deep = nested(5_000);
    expect(deep.length).toBeLessThan(64 * 1024);
    for (const [method, path] of JSON_ROUTES) {
      const response = await send(method, path, deep);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 400 });
    }
    const cartAnswer = await send('POST', ENTRIES, deep);
    expect(await cartAnswer.json()).toEqual({ message: 'The request body is nested too deeply.' });
    // the form calls answer in their own words (spec §8)
    const formAnswer = await send('POST', '/api/form/SaveFormSubmission', deep);
    expect(await formAnswer.json()).toEqual({ error: 'Could not parse the form fields, please check your entries.' });
    // a report nested a few levels is still taken
    const shallow = await send(
      'POST',
      '/api/events/RecordJavascriptErrors',
      JSON.stringify([
        { event: 'x', data: { message: 'm', detail: JSON.parse(nested(10)) as unknown }, timestamp: Date.now() },
      ]),
    );
    expect(shallow.status).toBe(202);
    expect(await shallow.json()).toEqual({ accepted: 1, rejected: 0 });
  });

  it('refuses a NUL character in body text, ids and query strings with 400 before any service sees it', async () => {
    const inBody = await send('POST', ENTRIES, JSON.stringify({ itemId: 'a\u0000b', quantity: 1 }));
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toEqual({ message: 'The request must not contain NUL characters.' });
    const inAnswers = await send(
      'POST',
      ENTRIES,
      JSON.stringify({ itemId: holder.id, additionalFields: { 'note\u0000': 'x' } }),
    );
    expect(inAnswers.status).toBe(400);
    const inSubscription = await send(
      'POST',
      '/api/3/commerce/cart/subscription',
      JSON.stringify({ itemId: 'a\u0000b' }),
    );
    expect(inSubscription.status).toBe(400);
    const settings = await me.fetch('/api/context/config');
    const { websiteId } = (await settings.json()) as { websiteId: string };
    const giftCard = await me.fetch(`/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=a%00b`);
    expect(giftCard.status).toBe(400);
    expect((await me.fetch('/api/commerce/inventory/stock?itemId=a%00b')).status).toBe(400);
    expect((await me.fetch('/shop?cursor=%00')).status).toBe(400);
    expect((await me.fetch('/assets/products/a%00b.svg')).status).toBe(400);
  });

  it('refuses other control characters in ids with 400', async () => {
    const response = await send('POST', ENTRIES, JSON.stringify({ itemId: 'a\u0001b', quantity: 1 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'itemId must be printable text.' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await send('POST', ENTRIES, JSON.stringify({ itemId: holder.id, pad: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });
});

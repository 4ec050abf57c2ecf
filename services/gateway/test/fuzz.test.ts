import fc from 'fast-check';
import { demoStoreProducts } from '../../catalog/src/seed';
import { pgliteRuns, startTestShop, VM_MODULES_FLAG, type RunningShop } from './support/running-shop';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const holder = demoStoreProducts().find(({ product }) => product.slug === 'brass-candle-holder')!.product;

/**
 * Every route of the gateway (app.ts and routes/): the pages, spec §7's API, files and probes.
 * `{id}` is where a fuzzed path segment goes; the fixed query is what a real caller would send.
 */
const ROUTES: { method: string; path: string; query?: string }[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/shop' },
  { method: 'GET', path: '/shop/p/{id}' },
  { method: 'GET', path: '/shop/quick-view/{id}' },
  { method: 'GET', path: '/cart' },
  { method: 'GET', path: '/contact' },
  { method: 'GET', path: '/events/register' },
  { method: 'GET', path: '/feedback' },
  { method: 'GET', path: '/waitlist' },
  { method: 'GET', path: '/{id}' },
  { method: 'GET', path: '/commerce/goto-checkout' },
  { method: 'GET', path: '/checkout' },
  { method: 'GET', path: '/checkout/subscribe', query: 'cartToken={id}' },
  { method: 'GET', path: '/checkout/giftcard', query: 'websiteId={id}&giftCardProductId={id}' },
  { method: 'GET', path: '/assets/products/{id}' },
  { method: 'GET', path: '/frontends/product/{id}' },
  { method: 'GET', path: '/theme/{id}' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/api/commerce/shopping-cart', query: 'timecode={id}' },
  { method: 'POST', path: '/api/commerce/shopping-cart/entries' },
  { method: 'PUT', path: '/api/commerce/shopping-cart/entries/{id}' },
  { method: 'PUT', path: '/api/commerce/shopping-cart/entries/{id}/additionalFields' },
  { method: 'DELETE', path: '/api/commerce/shopping-cart/entries/{id}' },
  { method: 'POST', path: '/api/3/commerce/cart/subscription' },
  { method: 'GET', path: '/api/commerce/inventory/stock', query: 'itemId={id}' },
  { method: 'GET', path: '/api/context/config' },
  { method: 'POST', path: '/api/events/RecordJavascriptErrors' },
  { method: 'POST', path: '/api/census/RecordQuickView/{id}' },
  { method: 'POST', path: '/api/census/form-render' },
  { method: 'POST', path: '/api/form/FormSubmissionKey' },
  { method: 'POST', path: '/api/form/SaveFormSubmission' },
  { method: 'POST', path: '/api/rest/forms/validate/{id}' },
  { method: 'GET', path: '/api/template/GetTemplateSchema', query: 'type={id}' },
  { method: 'GET', path: '/api/{id}' },
];

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The shapes the routes read, with any field given any JSON value: wrong types and odd text. */
const plausibleBody = fc
  .record({
    itemId: fc.oneof(fc.constant(holder.id), fc.jsonValue()),
    sku: fc.option(fc.jsonValue()),
    quantity: fc.oneof(fc.constantFrom('1', '0x10', '1e3', ' 2 ', '-1', '9999999999'), fc.jsonValue()),
    qty: fc.option(fc.jsonValue()),
    additionalFields: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
    formId: fc.oneof(fc.constantFrom('contact', 'newsletter'), fc.string()),
    form: fc.oneof(fc.string(), fc.jsonValue()),
    key: fc.option(fc.string()),
    event: fc.string(),
    data: fc.jsonValue(),
    timestamp: fc.jsonValue(),
  })
  .map((body) => JSON.stringify(body));

/** One class of hostile body per draw, so each class is drawn often. */
const body = fc.oneof(
  plausibleBody,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.integer({ min: 33, max: 6_000 }).map(nested),
  fc.string().map((text) => JSON.stringify({ itemId: `a\u0000${text}`, formId: `f\u0000`, key: '\u0000' })),
  fc.integer({ min: 65 * 1024, max: 300 * 1024 }).map((size) => JSON.stringify({ itemId: 'x'.repeat(size) })),
  fc.string({ unit: 'binary' }),
  fc.constant(''),
);

/** Path segments and query values: printable, binary, NUL, stray percent signs, very long. */
const segment = fc.oneof(
  fc.constantFrom('linen-shirt', holder.id, 'contact', 'form', '9', 'site.css', 'remoteEntry.js'),
  fc.string().map(encodeURIComponent),
  fc.string({ unit: 'binary' }).map(encodeURIComponent),
  fc.constantFrom('%00', 'a%00b', '%', '%zz', '%C0%80', '..%2F..%2Fetc', '%E0%A4%A', 'a%2Fb'),
  fc.integer({ min: 1_000, max: 8_000 }).map((length) => 'a'.repeat(length)),
);

const extraQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('&mock=true', '&mock=x', '&cursor=%00', '&cursor[a]=b', '&itemId=a&itemId=b', '&&&==&', '&sku=%FF'),
  fc.string().map((text) => `&${encodeURIComponent(text)}=${encodeURIComponent(text)}`),
);

const headers = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
  ),
  contentEncoding: fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, br'),
  crumb: fc.boolean(),
});

if (!pgliteRuns) it.skip(`gateway fuzz (skipped: run node with ${VM_MODULES_FLAG})`, () => undefined);
else
  describe('no request a client can send gets a 5xx from the gateway', () => {
    let shop: RunningShop;
    let me: Visitor;

    beforeAll(async () => {
      // A budget no fuzzed run reaches, so every request gets past the limits to the route itself.
      shop = await startTestShop({ CART_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' });
      me = await new Visitor(shop.gateway.url).arrive();
    });

    afterAll(async () => {
      await shop?.stop();
    });

    it('answers every fuzzed request to every route below 500', async () => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          segment,
          extraQuery,
          body,
          headers,
          async (route, id, more, text, { contentType, contentEncoding, crumb }) => {
            const path = route.path.replaceAll('{id}', id);
            const query = `${(route.query ?? '').replaceAll('{id}', id)}${more}`;
            const requestHeaders: Record<string, string> = {};
            if (contentType) requestHeaders['content-type'] = contentType;
            if (contentEncoding) requestHeaders['content-encoding'] = contentEncoding;
            if (crumb) requestHeaders['x-csrf-token'] = decodeURIComponent(me.cookies.get('crumb')!);
            const withBody = route.method !== 'GET';
            const response = await me.fetch(query ? `${path}?${query}` : path, {
              method: route.method,
              headers: requestHeaders,
              body: withBody ? text : undefined,
            });
            await response.arrayBuffer();
            if (response.status >= 500) {
              failures.push(`${route.method} ${path.slice(0, 120)}?${query.slice(0, 120)} -> ${response.status}`);
            }
            return response.status < 500;
          },
        ),
        { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
      );
      expect(failures).toEqual([]);
    });
  });

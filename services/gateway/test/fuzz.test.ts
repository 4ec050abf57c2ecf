import fc from 'fast-check';
import { demoStoreProducts } from '../../catalog/src/seed';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(360_000);

const holder = demoStoreProducts().find(({ product }) => product.slug === 'brass-candle-holder')!.product;

/** A route to fuzz: `{id}` is where a fuzzed path segment goes, `query` what a real caller would send. */
interface Route {
  method: string;
  path: string;
  query?: string;
}

/** The routes `method` answers at each of `targets`, a path with the query a real caller sends, if any. */
const routes = (method: string, ...targets: string[]): Route[] =>
  targets.map((target) => {
    const [path, query] = target.split('?');
    return { method, path: path!, query };
  });

const ENTRIES = '/api/commerce/shopping-cart/entries';

/** Every route of the gateway (app.ts and routes/): the pages, spec §7's API, files and probes. */
const ROUTES: Route[] = [
  ...routes('GET', '/', '/shop', '/shop/p/{id}', '/shop/quick-view/{id}', '/cart'),
  ...routes('GET', '/search?q={id}', '/search?q={id}&page={id}', '/search?q=linen&page={id}'),
  ...routes('GET', '/contact', '/events/register', '/feedback', '/waitlist', '/{id}'),
  // content pages: public, members only, and the lock screen with its password form
  ...routes('GET', '/lookbook', '/members', '/wholesale'),
  ...routes('POST', '/wholesale'),
  ...routes('GET', '/commerce/goto-checkout', '/checkout', '/checkout/subscribe?cartToken={id}'),
  ...routes('GET', '/checkout/giftcard?websiteId={id}&giftCardProductId={id}'),
  ...routes('GET', '/assets/products/{id}', '/frontends/product/{id}', '/theme/{id}', '/healthz', '/readyz'),
  ...routes('GET', '/api/commerce/shopping-cart?timecode={id}'),
  ...routes('POST', ENTRIES),
  ...routes('PUT', `${ENTRIES}/{id}`, `${ENTRIES}/{id}/additionalFields`),
  ...routes('DELETE', `${ENTRIES}/{id}`),
  ...routes('POST', '/api/3/commerce/cart/subscription'),
  ...routes('GET', '/api/commerce/inventory/stock?itemId={id}', '/api/context/config'),
  ...routes('POST', '/api/events/RecordJavascriptErrors', '/api/census/RecordQuickView/{id}'),
  ...routes('POST', '/api/census/form-render', '/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission'),
  ...routes('POST', '/api/rest/forms/validate/{id}'),
  ...routes('GET', '/api/template/GetTemplateSchema?type={id}', '/api/{id}'),
  // The owner area and customer pages as far as they answer without an accounts service: no session cookie.
  ...routes('GET', '/config/login?next={id}', '/config', '/config/{id}', '/account', '/account/{id}'),
  ...routes('GET', '/api/owner/{id}', '/api/site-users/session'),
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
  fc.constantFrom('linen-shirt', holder.id, 'contact', 'form', '9', 'site.css', 'remote-assets.json'),
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

describeWhenPGliteRuns('gateway fuzz', 'no request a client can send gets a 5xx from the gateway', () => {
  // A budget no fuzzed run reaches, so every request gets past the limits to the route itself.
  const shop = shopForTests({ CART_RATE_LIMIT: '100000', FORM_RATE_LIMIT: '100000' });
  let me: Visitor;

  beforeAll(async () => {
    me = await new Visitor(shop().gateway.url).arrive();
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

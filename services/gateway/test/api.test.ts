import { request } from 'node:http';
import { type RunningService } from '@storefront/service-kit';
import { CRUMB_INVALID_MESSAGE, CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import type { RunningGateway } from '../src/gateway-server';
import { fakeFrontends, startTestCatalog, startTestGateway } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';

jest.setTimeout(30_000);

describeWhenPGliteRuns('gateway API', 'gateway REST API and HTTP behaviour', () => {
  let catalog: RunningService;
  let gateway: RunningGateway;
  let shirtId: string;
  const get = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);
  /** node:http, because fetch marks conditional requests no-cache, which forbids a 304. */
  const statusOf = (path: string, headers: Record<string, string>) =>
    new Promise<number | undefined>((resolve, reject) =>
      request(`${gateway.url}${path}`, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end(),
    );

  beforeAll(async () => {
    catalog = await startTestCatalog();
    ({ gateway } = await startTestGateway(`127.0.0.1:${catalog.grpc.port}`, { FRONTENDS_DIR: fakeFrontends() }));
    const page = await (await get('/shop/p/linen-shirt')).text();
    shirtId = /"itemId":"([^"]+)"/.exec(page)![1]!;
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
  });

  describe('GET /api/commerce/inventory/stock/', () => {
    it('answers unlimited and qtyInStock for every variant of the item', async () => {
      const response = await get(`/api/commerce/inventory/stock/?itemId=${shirtId}`);
      expect(response.status).toBe(200);
      const { results } = (await response.json()) as { results: Record<string, unknown>[] };
      expect(results.length).toBeGreaterThan(1);
      for (const row of results) {
        expect(row).toMatchObject({
          itemId: shirtId,
          unlimited: expect.any(Boolean),
          qtyInStock: expect.any(Number),
        });
        expect(row.sku).toMatch(/\S/);
        expect(Object.keys(row.attributes as object)).toEqual(['Size']);
      }
      expect(results.some((row) => row.qtyInStock === 0)).toBe(true);
    });

    it.each([
      ['no itemId', '', 'itemId is required.'],
      ['an empty itemId', '?itemId=', 'itemId is required.'],
      ['only a nested itemId', '?itemId[a]=b', 'itemId is required.'],
      ['an id with bad characters', '?itemId=%3Cscript%3E', 'itemId "<script>" is not a valid id.'],
      [
        'too many ids',
        `?itemId=${Array.from({ length: 51 }, (_, i) => `id${i}`).join(',')}`,
        'At most 50 values of itemId are allowed.',
      ],
    ])('answers %s with a 400 JSON message', async (_name, query, message) => {
      const response = await get(`/api/commerce/inventory/stock/${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message });
    });

    it('answers an unknown id with a 404 JSON message', async () => {
      const response = await get('/api/commerce/inventory/stock/?itemId=doesnotexist');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No product has that id.' });
    });
  });

  it('GET /api/context/config answers the site-wide page context', async () => {
    const response = await get('/api/context/config');
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      timeZone: 'America/New_York',
      templateId: 'storefront-default',
      appDomain: 'localhost',
      authenticatedAccountId: null,
      storeSettings: { selectedCurrency: 'USD', multipleQuantityAllowedForServices: true },
    });
    expect(config.websiteId).toMatch(/\S/);
    expect(config).toHaveProperty('captchaSiteKey');
    expect(config).toHaveProperty('siteSettings.commentsEnabled');
  });

  it('answers unknown API paths with a 404 JSON body', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such API.' });
  });

  describe('crumb (CSRF) on mutating calls', () => {
    const report = JSON.stringify([
      { event: 'remote-load-failed', data: { remote: 'product', message: 'failed' }, timestamp: Date.now() },
    ]);
    let crumb: string;

    beforeAll(async () => {
      const response = await get('/shop');
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('crumb='))!;
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/);
      crumb = decodeURIComponent(/^crumb=([^;]+)/.exec(cookie)![1]!);
    });

    const post = (headers: Record<string, string>, body = report) =>
      get('/api/events/RecordJavascriptErrors', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    it('hands a crumb only to visitors without a genuine one', async () => {
      const again = await get('/shop', { headers: { cookie: `crumb=${crumb}` } });
      expect(again.headers.getSetCookie().some((line) => line.startsWith('crumb='))).toBe(false);
      const forged = await get('/shop', { headers: { cookie: 'crumb=forged.value' } });
      expect(forged.headers.getSetCookie().some((line) => line.startsWith('crumb='))).toBe(true);
    });

    it('refuses a call without the crumb cookie with the cookies message', async () => {
      const response = await post({});
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ crumbFail: true, message: CRUMB_MISSING_MESSAGE });
    });

    it('refuses a missing, wrong or forged header with the session message', async () => {
      const attempts: Record<string, string>[] = [
        { cookie: `crumb=${crumb}` },
        { cookie: `crumb=${crumb}`, 'x-csrf-token': `${crumb}x` },
        { cookie: 'crumb=forged.value', 'x-csrf-token': 'forged.value' },
      ];
      for (const headers of attempts) {
        const response = await post(headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ crumbFail: true, message: CRUMB_INVALID_MESSAGE });
      }
    });

    it('accepts a call whose header repeats the genuine crumb, and validates its body', async () => {
      const headers = { cookie: `crumb=${encodeURIComponent(crumb)}`, 'x-csrf-token': crumb };
      expect((await post(headers)).status).toBe(202);
      const malformed = await post(headers, '{not json');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
      const wrongShape = await post(headers, JSON.stringify({ event: 'x' }));
      expect(wrongShape.status).toBe(400);
      const tooLarge = await post(headers, JSON.stringify([{ event: 'x', data: 'y'.repeat(70_000), timestamp: 1 }]));
      expect(tooLarge.status).toBe(413);
    });
  });

  describe('HTTP behaviour', () => {
    it('sets security headers on pages', async () => {
      const response = await get('/shop');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('compresses pages for clients that accept gzip', async () => {
      const response = await get('/shop', { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
    });

    it('answers a repeated request with 304 when its ETag still matches, per encoding', async () => {
      const first = await get('/shop/p/linen-shirt', { headers: { cookie: 'x=1', 'accept-encoding': 'identity' } });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"/);
      expect(await statusOf('/shop/p/linen-shirt', { 'if-none-match': etag! })).toBe(304);

      const gzipped = await get('/shop/p/linen-shirt', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await gzipped.text()).toBe(await first.text());
      const gzipEtag = gzipped.headers.get('etag')!;
      expect(gzipEtag).not.toBe(etag);
      const conditional = { 'if-none-match': gzipEtag, 'accept-encoding': 'gzip' };
      expect(await statusOf('/shop/p/linen-shirt', conditional)).toBe(304);
      // the gzip form's validator does not vouch for the plain bytes
      expect(await statusOf('/shop/p/linen-shirt', { 'if-none-match': gzipEtag })).toBe(200);
    });

    it('serves front-end asset lists no-cache, hashed modules immutable', async () => {
      const cacheOf = async (path: string) => {
        const response = await get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        return response.headers.get('cache-control');
      };
      expect(await cacheOf('/frontends/product/remote-assets.json')).toBe('no-cache');
      expect(await cacheOf('/frontends/shell/shell-assets.json')).toBe('no-cache');
      expect(await cacheOf('/frontends/shell/shell.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
      expect(await cacheOf('/frontends/product/mount.9f8e7d6c.js')).toBe('public, max-age=31536000, immutable');
      const missing = await get('/frontends/product/nope.js');
      expect(missing.status).toBe(404);
      expect((await get('/frontends/unknown/x.js')).status).toBe(404);
      expect((await get('/frontends/product/../../etc/passwd')).status).toBe(404);
    });

    it('serves product images from the catalog, revalidated by ETag', async () => {
      const image = await get('/assets/products/linen-shirt-1.svg?format=500w');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toMatch(/^<svg/);
      const etag = image.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      expect(await statusOf('/assets/products/linen-shirt-1.svg', { 'if-none-match': etag })).toBe(304);
      expect((await get('/assets/products/no-such-image-1.svg')).status).toBe(404);
      expect((await get('/assets/products/NOT-OK.svg')).status).toBe(400);
    });

    it("carries a product page's main image in the page when it is a small SVG, and links the others", async () => {
      const page = await (await get('/shop/p/canvas-sneaker')).text();
      const slides = [
        ...page.matchAll(/<figure class="ProductItem-gallery-slide" id="image-\d+">\s*<img ([^>]*)>/g),
      ].map((match) => match[1]!);
      expect(slides.length).toBeGreaterThan(1);
      const inlined = /^src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/.exec(slides[0]!)?.[1];
      const served = await (await get('/assets/products/canvas-sneaker-1.svg')).text();
      expect(Buffer.from(inlined!, 'base64').toString()).toBe(served);
      // a vector image scales itself: no srcset for it, and nothing to wait for
      expect(slides[0]).not.toMatch(/srcset|loading=/);
      for (const slide of slides.slice(1))
        expect(slide).toMatch(
          /^src="\/assets\/products\/canvas-sneaker-\d\.svg\?format=1000w"\s+srcset=.* loading="lazy"/,
        );
    });

    it("carries the stylesheet's first-screen part in the head and links its scripted part at a content-hashed, immutable URL", async () => {
      const page = await (await get('/shop/p/canvas-sneaker')).text();
      const head = page.slice(0, page.indexOf('</head>'));
      // nothing in the head waits for a download before the first paint
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      expect(/<style id="first-screen-css">([^<]*)<\/style>/.exec(head)?.[1]).toContain('.ProductItem-gallery');
      const href = /<link rel="stylesheet" href="(\/theme\/site-scripted\.[0-9a-f]{12}\.css)">\n<\/body>/.exec(
        page,
      )![1]!;
      const css = await get(href);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toMatch(/^text\/css/);
      expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await css.text()).toContain('.quick-view');
    });

    it('reports liveness and readiness', async () => {
      expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await get('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        checks: { catalog: { ok: true }, redis: { ok: true } },
      });
    });
  });
});

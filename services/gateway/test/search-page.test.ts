import fc from 'fast-check';
import type { RunningService } from '@storefront/service-kit';
import { putSearchProducts, searchProduct } from '../../catalog/test/support/search-products';
import type { RunningGateway } from '../src/gateway-server';
import { fakeFrontends, startTestCatalog, startTestGateway, type LogLine } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { pageContext } from './support/page-context';

jest.setTimeout(60_000);

const cardSlugs = (html: string) =>
  [...html.matchAll(/<a class="product-card-link" href="\/shop\/p\/([a-z0-9-]+)"/g)].map((m) => m[1]);
const searchBoxValue = (html: string) =>
  /<input id="search-query" type="search" name="q" value="([^"]*)"/.exec(html)?.[1];

/** Lanterns enough for two pages of 24 and a bit. */
const LANTERNS = 30;

describeWhenPGliteRuns('search page', 'the /search page rendered from the catalog', () => {
  let catalog: RunningService;
  let gateway: RunningGateway;
  let logs: LogLine[];
  const page = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`);
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    catalog = await startTestCatalog();
    await putSearchProducts(
      catalog.database.db,
      Array.from({ length: LANTERNS }, (_, index) =>
        searchProduct({ slug: `paper-lantern-${index}`, title: `Paper Lantern ${index + 1}` }, 100 + index),
      ),
    );
    ({ gateway, logs } = await startTestGateway(`127.0.0.1:${catalog.grpc.port}`, { FRONTENDS_DIR: fakeFrontends() }));
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
  });

  afterEach(() => {
    expect(logs.filter((line) => line.msg === 'theme rendered with errors')).toEqual([]);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('shows the search form, and nothing else, before anything is typed', async () => {
    const { status, body } = await page('/search');
    expect(status).toBe(200);
    expect(searchBoxValue(body)).toBe('');
    expect(body).toContain('<form class="search-form" role="search" action="/search" method="get">');
    // (the stylesheet in the head names every class; the page's own markup is after it)
    const markup = body.slice(body.indexOf('</head>'));
    expect(markup).not.toContain('data-search-query');
    expect(markup).not.toContain('product-card');
    expect(pageContext(body)).toMatchObject({ pageType: 'search' });
  });

  it('lists the matches in the list page markup: link, image, price, count, query kept in the box', async () => {
    const { status, body } = await page('/search?q=linen');
    expect(status).toBe(200);
    expect(cardSlugs(body)[0]).toBe('linen-shirt');
    expect(body).toContain('<section class="product-list search-results"');
    expect(body).toContain('<div class="product-grid">');
    expect(body).toMatch(/<img src="\/assets\/products\/linen-shirt-1\.svg\?format=500w"/);
    expect(body).toMatch(/<div class="product-card-price">[^]*?\$68\.00/);
    expect(body).toContain('class="sqs-product-quick-view-button"');
    const count = cardSlugs(body).length;
    expect(body).toContain(
      `<p class="search-result-count" role="status">${count} ${count === 1 ? 'product' : 'products'} found</p>`,
    );
    expect(body).toContain(`data-search-query="linen" data-result-count="${count}"`);
    expect(searchBoxValue(body)).toBe('linen');
    expect(body).toContain('<title>Search results for “linen” — ');
    expect(pageContext(body)).toMatchObject({ pageType: 'search' });
  });

  it('finds as the shopper types, and past a misspelling', async () => {
    expect(cardSlugs((await page('/search?q=lin')).body)).toContain('linen-shirt');
    expect(cardSlugs((await page('/search?q=lenin+shirt')).body)[0]).toBe('linen-shirt');
  });

  it('says so when nothing matches, echoing the query escaped', async () => {
    const query = `<script>alert("x")</script> & 'quotes'`;
    const { status, body } = await page(`/search?q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(body).not.toContain('<script>alert');
    // the value is in double quotes, so a single quote cannot end it
    expect(searchBoxValue(body)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'quotes'");
    expect(body).toContain('No products found');
    expect(body).toMatch(
      /No products match “&lt;script&gt;alert\((&quot;|")x(&quot;|")\)&lt;\/script&gt; &amp; 'quotes'”\./,
    );
    expect(body).toContain('data-result-count="0"');
  });

  it('pages through the results with next and previous links, and past the end to a way back', async () => {
    const first = await page('/search?q=lantern');
    expect(cardSlugs(first.body)).toHaveLength(24);
    expect(first.body).toContain(`${LANTERNS} products found`);
    expect(first.body).toContain('<a class="pagination-next" rel="next" href="/search?q=lantern&amp;page=2">');
    expect(first.body).not.toContain('pagination-previous');

    const second = await page('/search?q=lantern&page=2');
    expect(cardSlugs(second.body)).toHaveLength(LANTERNS - 24);
    expect(second.body).toContain('<a class="pagination-previous" rel="prev" href="/search?q=lantern">');
    expect(second.body).not.toContain('pagination-next');
    expect(new Set([...cardSlugs(first.body), ...cardSlugs(second.body)]).size).toBe(LANTERNS);

    const beyond = await page('/search?q=lantern&page=9');
    expect(beyond.status).toBe(200);
    expect(cardSlugs(beyond.body)).toEqual([]);
    expect(beyond.body).toContain('There are no more results. <a href="/search?q=lantern">Back to the first page</a>');
  });

  it.each([
    ['a page that is not a number', '/search?q=linen&page=two'],
    ['page 0', '/search?q=linen&page=0'],
    ['a negative page', '/search?q=linen&page=-1'],
    ['a page past the catalog limit', '/search?q=linen&page=501'],
    ['a huge page', '/search?q=linen&page=99999999999999999999'],
    ['q given twice', '/search?q=linen&q=shirt'],
    ['an overlong q', `/search?q=${'linen+'.repeat(40)}`],
    ['a NUL in q', '/search?q=lin%00en'],
  ])('answers %s with the 400 page', async (_name, path) => {
    const { status, body } = await page(path);
    expect(status).toBe(400);
    expect(body).toContain('<section class="status-page"');
  });

  it('answers a few hundred hostile queries with a page or a 400, never a 5xx, and never echoes markup unescaped', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 250 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.string({
        unit: fc.constantFrom(...'<>&"\'`:*|!()\\%\u0000\u0007\u001b\u202e\u200b\ufeff aé漢😀'),
        maxLength: 80,
      }),
      fc.constantFrom('lin:* & !shirt', "' OR 1=1 --", '<img src=x onerror=alert(1)>', '\\x00', '%', 'a'.repeat(200)),
    );
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostile, async (query) => {
        let encoded: string;
        try {
          encoded = encodeURIComponent(query);
        } catch {
          encoded = query.replace(/[^A-Za-z0-9]/g, '%FF');
        }
        const { status, body } = await page(`/search?q=${encoded}`);
        if (status >= 500) seen.push(`${JSON.stringify(query)} -> ${status}`);
        if (status === 200) {
          const echoed = searchBoxValue(body);
          expect(echoed).toBeDefined();
          expect(echoed).not.toMatch(/[<>"]/);
        }
        return status === 200 || status === 400;
      }),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(seen).toEqual([]);
    // three hundred searches: on a loaded two-core machine they outlast the file's minute
  }, 180_000);

  it('sends a results page that just expired while it reads the new results, which the next shopper gets', async () => {
    // a lifetime long enough that the second search below comes before the old page is a lifetime past it
    const cached = await startTestGateway(`127.0.0.1:${catalog.grpc.port}`, {
      FRONTENDS_DIR: fakeFrontends(),
      SEARCH_CACHE_MS: '2000',
    });
    try {
      const search = async () => cardSlugs(await (await fetch(`${cached.gateway.url}/search?q=origami+crane`)).text());
      expect(await search()).toEqual([]);
      await putSearchProducts(catalog.database.db, [
        searchProduct({ slug: 'origami-crane-mobile', title: 'Origami Crane Mobile' }, 500),
      ]);
      expect(await search()).toEqual([]); // live: the new product is not looked for
      await new Promise((resolve) => setTimeout(resolve, 2_050));
      expect(await search()).toEqual([]); // expired: sent at once, the new results read meanwhile
      let found: string[] = [];
      for (let tries = 0; tries < 50 && found.length === 0; tries++) {
        found = await search();
        if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(found).toEqual(['origami-crane-mobile']);
    } finally {
      await cached.gateway.stop();
    }
  });
});

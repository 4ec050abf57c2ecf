import { isTrackedPageType } from '@storefront/census-rules';
import { PASSWORD_ATTEMPTS_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../src/routes/content-pages';
import { CRUMB_INVALID_MESSAGE, CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import { accountsShopForTests } from './support/accounts-shop';
import { startTestGateway } from './support/running-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';
import { pageContext } from './support/page-context';

jest.setTimeout(120_000);

/** The demo wholesale page's password, as the gateway's README gives it. */
const WHOLESALE_PASSWORD = 'open-sesame-wholesale';

const count = (html: string, pattern: RegExp) => (html.match(new RegExp(pattern, 'g')) ?? []).length;

/** The lock screen's form as a browser sends it. */
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describeWhenPGliteRuns('page types', 'content pages, lock screen, members-only pages and related products', () => {
  const shop = accountsShopForTests({ PAGE_PASSWORD_RATE_LIMIT: '5' });
  const url = () => shop().gateway.url;
  const visitor = () => new Visitor(url());

  afterEach(() => {
    expect(shop().logs.filter((line) => line.msg === 'theme rendered with errors')).toEqual([]);
    expect(shop().logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('shows the lookbook with a slider gallery (spec §3 defaults where unset), a product block and add-ons with add-to-cart buttons', async () => {
    const response = await visitor().fetch('/lookbook');
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(pageContext(body)).toMatchObject({ pageType: 'page' });
    // gallery: a slider playing every 3 s with a lightbox; unset, 4 per row, padding 20, square crop,
    // max width 300, captions below
    expect(body).toContain('class="sqs-gallery-block gallery-design-slider"');
    expect(body).toContain(
      'style="--gallery-columns: 4; --gallery-padding: 20px; --gallery-aspect-ratio: 1 / 1; --gallery-max-width: 300px; --gallery-thumbnail-height: 80px; --gallery-thumbnail-margin: 20px"',
    );
    expect(body).toContain(
      'data-autoplay="true" data-autoplay-duration="3000" data-lightbox="true" data-lightbox-theme="dark"',
    );
    expect(count(body, /<li class="gallery-item"/)).toBe(6);
    expect(count(body, /class="gallery-figure gallery-meta-bottom"/)).toBe(6);
    expect(body).toContain('<span class="gallery-meta-title">Hand-thrown vase</span> <span class="gallery-meta-body">');
    expect(body).toContain('alt="Hand-thrown vase on a windowsill"');
    // each image opens the lightbox; no thumbnails by default
    expect(count(body, /<a class="gallery-link" href="[^"]+">/)).toBe(6);
    expect(body).not.toContain('class="gallery-thumbnails"');
    // the product block and two add-ons, each with the button the product remote binds
    expect(count(body, /<section class="sqs-block-product" data-item-id="[^"]+"/)).toBe(1);
    expect(count(body, /<li class="sqs-block-product add-on" data-item-id="[^"]+"/)).toBe(2);
    expect(count(body, /class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="[^"]+"/)).toBe(3);
    expect(body).toContain('href="/lookbook"');
  });

  it('shows the lock screen of a protected page, untracked, with a crumb-guarded password form', async () => {
    const browser = visitor();
    const response = await browser.fetch('/wholesale');
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const context = pageContext(body);
    expect(context.pageType).toBe('lock-screen');
    expect(isTrackedPageType(String(context.pageType))).toBe(false);
    expect(body).toContain('<form class="lock-screen-form" method="post" action="/wholesale">');
    expect(body).toContain(`<input type="hidden" name="crumb" value="${browser.cookies.get('crumb')}">`);
    expect(body).toContain('<label for="lock-password">Password</label>');
    // nothing of the protected content leaks onto the lock screen
    expect(body).not.toContain('trade partners');
    // (the stylesheet in the head names every hook; the page's own markup is after it)
    expect(body.slice(body.indexOf('</head>'))).not.toContain('sqs-add-to-cart-button');
  });

  it('opens the page for the right password with an HttpOnly cookie scoped to it, and refuses a wrong one', async () => {
    const browser = visitor();
    await browser.fetch('/wholesale');
    const crumb = browser.cookies.get('crumb')!;

    const wrong = await browser.fetch('/wholesale', form({ crumb, password: 'not-it' }));
    expect(wrong.status).toBe(401);
    const wrongBody = await wrong.text();
    expect(wrongBody).toContain(WRONG_PASSWORD_MESSAGE);
    expect(wrongBody).toContain('aria-invalid="true"');
    expect(pageContext(wrongBody).pageType).toBe('lock-screen');
    expect(browser.cookies.has('page_access_wholesale')).toBe(false);

    const right = await browser.fetch('/wholesale', form({ crumb, password: WHOLESALE_PASSWORD }));
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/wholesale');
    const cookie = browser.setCookies.find((line) => line.startsWith('page_access_wholesale='))!;
    expect(cookie).toMatch(/; Path=\/wholesale(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);

    const opened = await browser.fetch('/wholesale');
    const body = await opened.text();
    expect(opened.status).toBe(200);
    expect(pageContext(body).pageType).toBe('page');
    expect(body).toContain('trade partners');
    expect(body).toMatch(/class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="[^"]+"/);

    // the cookie opens this page only, and only as it was signed
    const forged = browser.cookies.get('page_access_wholesale')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await visitor().fetch('/wholesale', { headers: { cookie: `page_access_wholesale=${forged}` } });
    expect(pageContext(await other.text()).pageType).toBe('lock-screen');
  });

  it('refuses a password form without the crumb, or with another one, with spec §8 wording and no cookie', async () => {
    const browser = visitor();
    const noCookie = await browser.fetch('/wholesale', form({ password: WHOLESALE_PASSWORD }));
    expect(noCookie.status).toBe(403);
    expect(await noCookie.text()).toContain(CRUMB_MISSING_MESSAGE);
    await browser.fetch('/wholesale');
    const forged = await browser.fetch('/wholesale', form({ crumb: 'forged.crumb', password: WHOLESALE_PASSWORD }));
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(CRUMB_INVALID_MESSAGE);
    expect(browser.cookies.has('page_access_wholesale')).toBe(false);
  });

  it('answers hostile password forms with the lock screen, never a 5xx', async () => {
    const browser = visitor();
    await browser.fetch('/wholesale');
    const crumb = browser.cookies.get('crumb')!;
    const bodies: { body: string; type?: string }[] = [
      { body: `crumb=${crumb}&password=${'x'.repeat(10_000)}` },
      { body: `crumb=${crumb}&password=a&password=b` },
      { body: `crumb=${crumb}&password=%00%ff%fe` },
      { body: `crumb=${crumb}&password[]=x` },
      { body: JSON.stringify({ crumb, password: WHOLESALE_PASSWORD }), type: 'application/json' },
      { body: `crumb=${crumb}&password=${'y'.repeat(300)}` },
    ];
    for (const { body, type } of bodies) {
      // each from a fresh address and crumb budget is not the point here: the limit has its own test
      const response = await new Visitor(url()).fetch('/wholesale', {
        method: 'POST',
        headers: { cookie: browser.cookieHeader(), 'content-type': type ?? 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(pageContext(await response.text()).pageType).toBe('lock-screen');
    }
  });

  it('limits password attempts per visitor and page, answering the lock screen with 429', async () => {
    const browser = visitor();
    await browser.fetch('/wholesale');
    const crumb = browser.cookies.get('crumb')!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await browser.fetch('/wholesale', form({ crumb, password: `guess-${attempt}` }))).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await browser.fetch('/wholesale', form({ crumb, password: WHOLESALE_PASSWORD }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain(PASSWORD_ATTEMPTS_MESSAGE);
    expect(browser.cookies.has('page_access_wholesale')).toBe(false);
  });

  it('shows members-only pages to signed-in customers, and others the member-area access denied page', async () => {
    const anonymous = await visitor().fetch('/members');
    const denied = await anonymous.text();
    expect(anonymous.status).toBe(403);
    const context = pageContext(denied);
    expect(context.pageType).toBe('member-area-access-denied');
    expect(isTrackedPageType(String(context.pageType))).toBe(false);
    expect(denied).toContain('href="/account/sign-in?next=%2Fmembers"');
    expect(denied).not.toContain("this month's pick");

    const customer = await visitor().arrive('/account/sign-up');
    const signUp = await customer.call('POST', '/api/site-users/sign-up', {
      email: `member-${Date.now()}@example.com`,
      password: 'member-password-1',
    });
    expect(signUp.status).toBe(201);
    const member = await customer.fetch('/members');
    const body = await member.text();
    expect(member.status).toBe(200);
    expect(pageContext(body).pageType).toBe('page');
    expect(body).toContain("this month's pick");
  });

  it('gives the home page a product block whose add-to-cart button the product remote binds', async () => {
    const body = await (await visitor().fetch('/')).text();
    const block = /<section class="product-block" data-item-id="([^"]+)"[\s\S]*?<\/section>/.exec(body);
    expect(block).not.toBeNull();
    expect(block![0]).toMatch(new RegExp(`class="sqs-add-to-cart-button[^"]*"[^>]*data-item-id="${block![1]}"`));
  });

  it('shows up to four related products on a product page, same category first, never the product itself', async () => {
    const body = await (await visitor().fetch('/shop/p/linen-shirt')).text();
    const related = /<section class="related-products"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    const links = [...related.matchAll(/<a class="product-card-link" href="\/shop\/p\/([a-z0-9-]+)"/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(4);
    expect(links).not.toContain('linen-shirt');
    // the other apparel first, in the shop's order
    expect(links.slice(0, 2)).toEqual(['wool-beanie', 'merino-sweater']);
    expect(related).toContain('<h2 id="related-title">You may also like</h2>');
  });

  it('renders the theme 500 page, page type error, when a route fails, without a word of the failure', async () => {
    // a gateway whose calls the catalog refuses (another service secret): a failure no visitor caused
    const { gateway, logs } = await startTestGateway(`127.0.0.1:${shop().catalog.grpc.port}`, {
      SERVICE_AUTH_SECRET: 'a-service-secret-the-catalog-does-not-share-0123456789',
    });
    try {
      const response = await new Visitor(gateway.url).fetch('/shop/p/linen-shirt');
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(pageContext(body).pageType).toBe('error');
      expect(body).toContain('<h1 id="status-title">Something went wrong</h1>');
      expect(body).not.toMatch(/UNAUTHENTICATED|Error:|\bat \S+ \(/);
      // the failure is logged for the operator instead
      expect(logs.some((line) => line.msg === 'request failed')).toBe(true);
    } finally {
      await gateway.stop();
    }
  });

  it('plays the audio preview of a product that has one, in an accessible player with a title', async () => {
    const body = await (await visitor().fetch('/shop/p/ambient-studio-album')).text();
    expect(body).toContain(
      '<figcaption id="product-audio-title">Listen to a preview of Ambient Studio Album</figcaption>',
    );
    expect(body).toMatch(
      /<audio controls preload="none" src="\/assets\/products\/ambient-studio-album-preview\.wav" aria-labelledby="product-audio-title">/,
    );
    const preview = await visitor().fetch('/assets/products/ambient-studio-album-preview.wav');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/wav');
    const mug = await (await visitor().fetch('/shop/p/stoneware-mug')).text();
    expect(mug).not.toContain('<audio');
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { cookieOf, submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';
import { settledAfterLoad } from './support/quiet-navigation';

jest.setTimeout(180_000);

const HIT_PATH = '/api/census/RecordHit';
const EVENTS_PATH = '/api/census/events';
/** Spec §5: an id followed by four positive integers separated by bars. */
const VISITOR_COOKIE = /^([A-Za-z0-9_-]+)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)$/;
/** Spec §9 keeps the visitor id 2 years; Chromium keeps no cookie longer than 400 days. */
const VISITOR_LIFETIME_S = Math.min(2 * 365 * 24 * 60 * 60, 400 * 24 * 60 * 60);
const THIRTY_MINUTES_S = 30 * 60;

/** One census call the page made, as the browser sent it, and the gateway's answer. */
interface CensusPost {
  path: string;
  /** `event` of a form-encoded post (hits and commerce or shopping events). */
  event?: string;
  /** The hit data or event payload, or the JSON body of a widget call. */
  data: Record<string, unknown>;
  /** ss_cvr as the post carried it (form field, or visitorCookie of a JSON call). */
  visitor?: string;
  status: number;
}

interface Visitor {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

function visitorOf(cookie: string | undefined): Visitor {
  const match = VISITOR_COOKIE.exec(cookie ?? '');
  if (!match) throw new Error(`not a visitor cookie: ${cookie}`);
  const [, id, first, previous, current, count] = match as unknown as [string, string, string, string, string, string];
  return {
    id,
    firstVisit: Number(first),
    previousVisit: Number(previous),
    currentVisit: Number(current),
    visitCount: Number(count),
  };
}

function readPost(path: string, body: string, contentType: string): Omit<CensusPost, 'status'> {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    const data = JSON.parse(form.get('data') ?? '{}') as Record<string, unknown>;
    const visitor = form.get('ss_cvr') ?? (data.ss_cvr as string | undefined);
    return { path, event: form.get('event') ?? undefined, data, visitor };
  }
  const data = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
  return { path, data, visitor: data.visitorCookie as string | undefined };
}

/**
 * Every census call of the context's pages, once answered (those the gateway accepted, 202, also
 * into `accepted`); `settled` says none is still out. A call cut off by the context's end counts as
 * not answered.
 */
function recordCensus(context: BrowserContext, accepted: CensusPost[]) {
  const posts: CensusPost[] = [];
  let pending = 0;
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/census/')) return;
    pending++;
    void request
      .response()
      .then((response) => {
        const sent = readPost(
          new URL(request.url()).pathname,
          request.postData() ?? '',
          request.headers()['content-type'] ?? '',
        );
        const post = { ...sent, status: response?.status() ?? 0 };
        posts.push(post);
        if (post.status === 202) accepted.push(post);
      })
      .catch(() => undefined)
      .finally(() => pending--);
  });
  return {
    posts,
    hits: () => posts.filter((post) => post.path === HIT_PATH),
    events: (name: string) => posts.filter((post) => post.path === EVENTS_PATH && post.event === name),
    settled: () => pending === 0,
  };
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pathOf = (url: unknown) => new URL(String(url)).pathname;
const addButton = (page: Page) => page.locator('.sqs-add-to-cart-button').first();
const BUTTON_RENDER_PATH = '/api/census/button-render';
const BUTTON_CLICK_PATH = '/api/census/button-click';

describeInChromium(
  'census in Chromium',
  (suite) => {
    /** Every census call of this file the gateway accepted (202): what the owner's page must count. */
    const accepted: CensusPost[] = [];
    const record = () => recordCensus(suite.context, accepted);
    /**
     * Opens a storefront page and waits until it has loaded and the network is quiet, so that its
     * census calls are answered before the next navigation could cut them off (a call cut off may
     * still be stored, and then the owner's figures would count what this file cannot).
     */
    const open = async (path: string) => {
      const response = await settledAfterLoad(suite.page, () => suite.page.goto(`${suite.url}${path}`));
      // only a page the shop served runs the shell that keeps the visitor cookies
      const expected = path === '/no-such-page' ? 404 : 200;
      if (response?.status() !== expected) throw new Error(`${path} answered ${response?.status()}`);
    };
    /** Signs in as the demo owner from /config/login, landing on /config. */
    const signInAsOwner = async () => {
      await suite.open('/config/login');
      // the owner area's own hit must be answered before the next navigation could cut it off
      await settledAfterLoad(suite.page, async () => {
        await submitSignIn(suite.page, suite.demoOwner.email, suite.demoOwner.password);
        await suite.page.waitForURL((url) => url.pathname === '/config');
        return null;
      });
    };

    it('gives a fresh visitor a valid ss_cvr (2 years) and ss_cvt (30 minutes), and sends the page-view hit', async () => {
      const { context } = suite;
      const census = record();
      const before = Date.now();
      await open('/shop');
      const visitor = visitorOf(await cookieOf(context, 'ss_cvr'));
      expect(visitor.visitCount).toBe(1);
      expect(visitor.firstVisit).toBeGreaterThanOrEqual(before);
      expect(visitor.firstVisit).toBeLessThanOrEqual(Date.now());
      expect(visitor.previousVisit).toBe(visitor.firstVisit);
      expect(visitor.currentVisit).toBe(visitor.firstVisit);
      expect(await cookieOf(context, 'ss_cvt')).toBe(String(visitor.currentVisit));

      const cookies = await context.cookies();
      const lifetime = (name: string) => (cookies.find((cookie) => cookie.name === name)?.expires ?? 0) - before / 1000;
      expect(Math.abs(lifetime('ss_cvr') - VISITOR_LIFETIME_S)).toBeLessThan(60);
      expect(Math.abs(lifetime('ss_cvt') - THIRTY_MINUTES_S)).toBeLessThan(60);

      await until('the page-view hit', () => census.hits().length === 1);
      const [hit] = census.hits() as [CensusPost];
      expect(hit.event).toBe('View');
      expect(hit.status).toBe(202);
      expect(hit.visitor).toBe(await cookieOf(context, 'ss_cvr'));
      expect(pathOf(hit.data.url)).toBe('/shop');
      expect(hit.data).toMatchObject({ title: expect.any(String), userAgent: expect.stringContaining('Chrome') });
    });

    it('keeps the visitor within a visit, and counts a new visit once ss_cvt has expired', async () => {
      const { context } = suite;
      const census = record();
      await open('/shop');
      const first = visitorOf(await cookieOf(context, 'ss_cvr'));
      await open('/shop/p/brass-candle-holder');
      expect(visitorOf(await cookieOf(context, 'ss_cvr'))).toEqual(first);

      // 30 minutes without a page view: the browser drops ss_cvt
      await context.clearCookies({ name: 'ss_cvt' });
      await open('/shop');
      const second = visitorOf(await cookieOf(context, 'ss_cvr'));
      expect(second).toEqual({
        id: first.id,
        firstVisit: first.firstVisit,
        previousVisit: first.currentVisit,
        currentVisit: expect.any(Number),
        visitCount: 2,
      });
      expect(second.currentVisit).toBeGreaterThan(first.currentVisit);

      await until('three hits', () => census.hits().length === 3);
      expect(census.hits().map((hit) => visitorOf(hit.visitor).visitCount)).toEqual([1, 1, 2]);
    });

    it('replaces a tampered ss_cvr with a new visitor', async () => {
      const { context } = suite;
      const census = record();
      await context.addCookies([
        { name: 'ss_cvr', value: 'tampered|1|2|three|4', url: suite.url },
        { name: 'ss_cvt', value: '1', url: suite.url },
      ]);
      await open('/shop');
      const visitor = visitorOf(await cookieOf(context, 'ss_cvr'));
      expect(visitor.id).not.toBe('tampered');
      expect(visitor.visitCount).toBe(1);
      await until('the hit', () => census.hits().length === 1);
      expect(census.hits()[0]?.visitor).toBe(await cookieOf(context, 'ss_cvr'));
    });

    it('sends no page-view hit on /search or a page that is not found', async () => {
      const census = record();
      await open('/search?q=mug');
      await open('/no-such-page');
      // a tracked page last: its hit arrives after any the two before would have sent
      await open('/shop');
      await until('the hit of /shop', () => census.hits().length > 0 && census.settled());
      expect(census.hits().map((hit) => pathOf(hit.data.url))).toEqual(['/shop']);
    });

    it('does not track a signed-in owner outside /config', async () => {
      const census = record();
      await signInAsOwner();
      await open('/shop');
      await until('three hits', () => census.hits().length === 3 && census.settled());
      expect(census.hits().map((hit) => [pathOf(hit.data.url), hit.status])).toEqual([
        ['/config/login', 202],
        ['/config', 202],
        // spec §6: the owner's own shop visits are not recorded
        ['/shop', 204],
      ]);
    });

    it('sends the quick view, list and product visits, adds to cart, a failed add with its error type and a form render', async () => {
      const { page } = suite;
      const census = record();

      await open('/shop');
      await until('VisitPLP', () => census.events('CommerceShopping_VisitPLP').length === 1);
      const quickView = page.locator('.sqs-product-quick-view-button').first();
      const quickViewItem = await quickView.getAttribute('data-id');
      await quickView.click();
      await page.getByRole('dialog', { name: /Quick View/ }).waitFor();
      await until('the quick view', () =>
        census.posts.some((post) => post.path.startsWith('/api/census/RecordQuickView/')),
      );
      const recorded = census.posts.find((post) => post.path.startsWith('/api/census/RecordQuickView/'));
      expect(recorded).toMatchObject({ path: `/api/census/RecordQuickView/${quickViewItem}`, status: 202 });
      // spec §7: the shop's quick-view buttons counted as rendered, the one pressed as clicked
      const buttonCalls = (path: string, buttonType: string) =>
        census.posts.filter((post) => post.path === path && post.data.buttonType === buttonType);
      await until('the quick-view button click', () => buttonCalls(BUTTON_CLICK_PATH, 'quick-view').length === 1);
      const visitor = await cookieOf(suite.context, 'ss_cvr');
      expect(buttonCalls(BUTTON_CLICK_PATH, 'quick-view')[0]).toMatchObject({
        status: 202,
        visitor,
        data: { itemId: quickViewItem, pagePath: '/shop', contentSource: 'c' },
      });
      expect(buttonCalls(BUTTON_RENDER_PATH, 'quick-view')).toContainEqual(
        expect.objectContaining({ status: 202, visitor, data: expect.objectContaining({ itemId: quickViewItem }) }),
      );
      await page.keyboard.press('Escape');

      await open('/shop/p/brass-candle-holder');
      await until('VisitPDP', () => census.events('CommerceShopping_VisitPDP').length === 1);
      const itemId = await addButton(page).getAttribute('data-item-id');
      expect(census.events('CommerceShopping_VisitPDP')[0]).toMatchObject({
        status: 202,
        data: { item_id: itemId, item_title: 'Brass Candle Holder', product_page: true, is_quickview: false },
      });
      expect(census.events('view product')[0]).toMatchObject({ status: 202, data: { item_id: itemId } });
      await addButton(page).click();
      await page.locator('.sqs-add-to-cart-button.cart-added').first().waitFor();
      await until('AddToCart', () => census.events('CommerceShopping_AddToCart').length === 1);
      const added = census.events('CommerceShopping_AddToCart')[0] as CensusPost;
      expect(added).toMatchObject({ status: 202, data: { item_id: itemId, item_quantity: 1 } });
      expect(added.data).not.toHaveProperty('error_type');
      expect(added.visitor).toBe(await cookieOf(suite.context, 'ss_cvr'));
      await until('add to cart', () => census.events('add to cart').length === 1);
      await until('the add-to-cart button click', () => buttonCalls(BUTTON_CLICK_PATH, 'add-to-cart').length === 1);
      for (const path of [BUTTON_RENDER_PATH, BUTTON_CLICK_PATH])
        expect(buttonCalls(path, 'add-to-cart')[0]).toMatchObject({
          status: 202,
          data: { itemId, pagePath: '/shop/p/brass-candle-holder', contentSource: 'i' },
        });

      // no size chosen: spec §8's NO_VARIANT_SELECTED
      await open('/shop/p/linen-shirt');
      await addButton(page).click();
      await page.getByRole('alertdialog').waitFor();
      await until('the failed AddToCart', () => census.events('CommerceShopping_AddToCart').length === 2);
      expect(census.events('CommerceShopping_AddToCart')[1]).toMatchObject({
        status: 202,
        data: { item_title: 'Linen Shirt', error_type: 'NO_VARIANT_SELECTED' },
      });
      expect(census.events('add to cart')).toHaveLength(1);

      await open('/cart');
      await until('ViewCart', () => census.events('CommerceShopping_ViewCart').length === 1);
      expect(census.events('CommerceShopping_ViewCart')[0]).toMatchObject({
        status: 202,
        data: { num_items_in_cart: 1 },
      });

      await open('/events/register');
      const formRender = () =>
        census.posts.find(
          (post) => post.path === '/api/census/form-render' && post.data.pagePath === '/events/register',
        );
      await until('the form render', () => formRender() !== undefined);
      const rendered = formRender() as CensusPost;
      expect(rendered.status).toBe(202);
      expect(rendered.data.formId).toEqual(expect.any(String));
      expect(rendered.visitor).toBe(await cookieOf(suite.context, 'ss_cvr'));
    });

    it('keeps no visitor cookie in restrictive cookie mode, and makes a fresh visitor on every page view', async () => {
      const { context } = suite;
      const owner = record();
      await signInAsOwner();
      await until('the hits of both pages', () => owner.hits().length === 2 && owner.settled());
      const crumb = (await cookieOf(context, 'crumb')) ?? '';
      const restrictive = (on: boolean) =>
        context.request.put(`${suite.url}/api/owner/settings`, {
          data: { restrictiveCookies: on },
          headers: { 'X-CSRF-Token': crumb },
        });
      expect((await restrictive(true)).status()).toBe(200);
      const visitor = await suite.browser.newContext();
      try {
        const census = recordCensus(visitor, accepted);
        const visitorPage = await visitor.newPage();
        for (const path of ['/shop', '/shop/p/brass-candle-holder'])
          await settledAfterLoad(visitorPage, () => visitorPage.goto(`${suite.url}${path}`));
        // the product visit too: the owner's figures count it
        await until(
          'both hits and the product visit',
          () =>
            census.hits().length === 2 && census.events('CommerceShopping_VisitPDP').length === 1 && census.settled(),
        );
        const names = (await visitor.cookies()).map((cookie) => cookie.name);
        expect(names).not.toContain('ss_cvr');
        expect(names).not.toContain('ss_cvt');
        const [first, second] = census.hits().map((hit) => visitorOf(hit.visitor));
        expect(first?.visitCount).toBe(1);
        expect(second?.visitCount).toBe(1);
        expect(second?.id).not.toBe(first?.id);
        expect(census.hits().map((hit) => hit.status)).toEqual([202, 202]);
      } finally {
        await visitor.close();
        expect((await restrictive(false)).status()).toBe(200);
      }
    });

    it("shows on the owner's analytics page exactly the counts this file produced", async () => {
      const { page, context } = suite;
      const census = record();
      await signInAsOwner();
      await until('the hits of both pages', () => census.hits().length === 2 && census.settled());
      const all = [...accepted];

      const hits = all.filter((post) => post.path === HIT_PATH);
      const visitors = hits.map((hit) => visitorOf(hit.visitor));
      const expected = {
        visits: new Set(visitors.map(({ id, visitCount }) => `${id}|${visitCount}`)).size,
        uniqueVisitors: new Set(visitors.map(({ id }) => id)).size,
        pageViews: hits.length,
        productViews: all.filter((post) => post.event === 'CommerceShopping_VisitPDP').length,
        addsToCart: all.filter((post) => post.event === 'CommerceShopping_AddToCart' && !post.data.error_type).length,
      };
      expect(expected.addsToCart).toBe(1);

      // the census stores what the gateway accepted a moment later; the API is read until it has all of it
      let totals: Record<string, number> = {};
      await until(
        'the analytics to count every accepted hit',
        async () => {
          const answer = await context.request.get(`${suite.url}/api/owner/analytics`);
          // a census replica starting or busy says so (503: try again); anything else is a failure
          if (answer.status() === 503) return false;
          if (!answer.ok()) throw new Error(`/api/owner/analytics answered ${answer.status()}: ${await answer.text()}`);
          totals = ((await answer.json()) as { totals: Record<string, number> }).totals;
          return totals.pageViews === expected.pageViews;
        },
        60_000,
      );
      expect(totals).toMatchObject(expected);

      // the analytics page's own view would be one more than the figures it reads
      await page.route(`**${HIT_PATH}`, (route) => route.abort());
      await suite.open('/config/analytics');
      const shown = async (term: string) =>
        (await page
          .locator('.analytics-totals dt', { hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()) ?? '';
      await page.getByRole('heading', { name: 'Totals' }).waitFor();
      expect({
        visits: await shown('Visits'),
        uniqueVisitors: await shown('Unique visitors'),
        pageViews: await shown('Page views'),
        productViews: await shown('Product views'),
        addsToCart: await shown('Adds to cart'),
      }).toEqual(Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, value.toLocaleString('en')])));

      // the page is for everyone: no serious or critical axe-core finding (the chart's table included)
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      const exported = await context.request.get(
        `${suite.url}${await page.getByRole('link', { name: 'Download these days as CSV' }).getAttribute('href')}`,
      );
      expect(exported.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...days] = (await exported.text()).trim().split('\n');
      expect(header).toBe(
        'date,visits,unique_visitors,page_views,product_views,adds_to_cart,checkouts,purchases,revenue',
      );
      expect(days).toHaveLength(30);
      const column = (name: string) => header!.split(',').indexOf(name);
      const sum = (name: string) => days.reduce((total, row) => total + Number(row.split(',')[column(name)]), 0);
      expect(sum('page_views')).toBe(expected.pageViews);
      expect(sum('product_views')).toBe(expected.productViews);
      expect(sum('adds_to_cart')).toBe(expected.addsToCart);
    });
  },
  // the owner's figures come from hourly rollups made every minute by default; the test waits for them
  { env: { CENSUS_ROLLUP_EVERY_SECONDS: '1' } },
);

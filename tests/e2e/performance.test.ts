import type { BrowserContext, Page, Request } from 'playwright-core';
import { submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(180_000);

const RECORDS_PATH = '/api/1/performance/records';
const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
const PRODUCT_PAGES = ['/shop/p/linen-shirt', '/shop/p/brass-candle-holder', '/shop/p/linen-shirt'];

interface SentRecord {
  app: string;
  data: { path: string; pageType?: string; value?: number; id?: string };
  event: string;
  pageLoadId: string;
  ts: number;
}

interface Post {
  request: Request;
  body: unknown;
}

/** Every POST of the context's pages to `path`, with its parsed body, in the order sent. */
function postsTo(context: BrowserContext, path: string): Post[] {
  const posts: Post[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
    posts.push({ request, body: JSON.parse(request.postData() ?? 'null') });
  });
  return posts;
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a page and waits for the collector: its chunk is fetched after load and an idle moment,
 * and starts (observing with buffered entries) as soon as it has run.
 */
async function openMeasured(page: Page, url: string): Promise<void> {
  const chunk = page.waitForResponse((response) => /\/frontends\/shell\/collector\.[^/]*\.js$/.test(response.url()));
  await page.goto(url, { waitUntil: 'load' });
  await (await chunk).finished();
  // the chunk's module runs in the task after its script loaded
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

/** What the browser does when the visitor switches tab: the document says hidden and fires visibilitychange. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** PostgreSQL's percentile_cont(0.75), which the service computes. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = 0.75 * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (at - low) * (sorted[Math.ceil(at)]! - sorted[low]!);
}

describeInChromium('web vitals and JavaScript errors in Chromium', (suite) => {
  /** Every record the product pages of this file sent, whichever way. */
  const productRecords: SentRecord[] = [];
  /** The owner's web-vitals page, signed in on the way as the demo owner. */
  async function openWebVitalsAsOwner(): Promise<void> {
    const { page } = suite;
    await page.goto(`${suite.url}/config/web-vitals`, { waitUntil: 'load' });
    await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
    await page.waitForURL((url) => url.pathname === '/config/web-vitals');
  }
  const keepProductRecords = (posts: Post[]) => {
    for (const { body } of posts)
      for (const record of body as SentRecord[])
        if (record.data.pageType === 'product-detail') productRecords.push(record);
  };

  it('sends one beacon of spec records when the page is hidden, with a CLS above 0 after a layout shift', async () => {
    const { page, context } = suite;
    const sent = postsTo(context, RECORDS_PATH);
    const before = Date.now();
    await openMeasured(page, `${suite.url}/shop/p/linen-shirt`);
    // content pushed down without any input from the visitor: a layout shift
    await page.evaluate(async () => {
      const banner = document.createElement('div');
      banner.style.height = '300px';
      banner.textContent = 'Free shipping this week';
      document.body.prepend(banner);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await hide(page);
    await until('the beacon', () => sent.length > 0);
    await pause(1_500);

    expect(sent).toHaveLength(1);
    const [{ request, body }] = sent as [Post];
    // a beacon is no XHR or fetch; the collector sends the crumb in the query, a beacon has no headers
    expect(request.resourceType()).not.toMatch(/^(xhr|fetch)$/);
    expect(new URL(request.url()).searchParams.get('crumb')).toBeTruthy();
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await request.response())?.status()).toBe(202);

    const records = body as SentRecord[];
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(['app', 'data', 'event', 'pageLoadId', 'ts']);
      expect(record.pageLoadId).toBe(records[0]!.pageLoadId);
      expect(record.data.path).toBe('/shop/p/linen-shirt');
      expect(record.ts).toBeGreaterThanOrEqual(before);
      expect(record.ts).toBeLessThanOrEqual(Date.now());
    }
    // image timings only when the page loaded images
    const events = new Set(records.map((record) => record.event).filter((event) => event !== 'image-timings'));
    expect([...events].sort()).toEqual([
      'connection-timings',
      'cumulative-layout-shift',
      'first-contentful-paint',
      'largest-contentful-paint',
      'time-to-first-byte',
    ]);
    const cls = records.find((record) => record.event === 'cumulative-layout-shift')!;
    expect(cls.data.value).toBeGreaterThan(0);
    keepProductRecords(sent);
  });

  it('sends the records by XHR when the browser refuses the beacon', async () => {
    const { page, context } = suite;
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { configurable: true, value: () => false });
    });
    const sent = postsTo(context, RECORDS_PATH);
    await openMeasured(page, `${suite.url}/shop/p/brass-candle-holder`);
    await hide(page);
    await until('the records', () => sent.length > 0);
    await pause(1_000);

    expect(sent.map(({ request }) => request.resourceType())).toEqual(['xhr']);
    expect((await sent[0]!.request.response())?.status()).toBe(202);
    expect((sent[0]!.body as SentRecord[]).map((record) => record.event)).toContain('first-contentful-paint');
    keepProductRecords(sent);
  });

  it('groups three throws of one error on the owner page with a count of 3, and never sends a 21st report', async () => {
    const { page, context } = suite;
    const sent = postsTo(context, ERRORS_PATH);
    const reportsSent = () => sent.flatMap(({ body }) => body as { data: { message: string } }[]);
    // a script of the shop's own origin, as the page's CSP allows: one function, so the three
    // throws share their message and top frame
    await page.route('**/assets/gift-wrap.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.failGiftWrap = function failGiftWrap() { throw new Error('Gift wrap options failed to load'); };
          window.failOther = function failOther(n) { throw new Error('Carousel slide ' + n + ' failed'); };`,
      }),
    );
    await page.goto(`${suite.url}/shop`, { waitUntil: 'load' });
    await page.addScriptTag({ url: '/assets/gift-wrap.js' });
    // thrown from a timer: uncaught, as a failing script of the page would be
    const throwLater = (name: 'failGiftWrap' | 'failOther', n = 0) =>
      page.evaluate(
        ([fail, arg]) => {
          setTimeout(() => (window as unknown as Record<string, (n: number) => void>)[fail]!(arg), 0);
        },
        [name, n] as const,
      );
    for (let i = 0; i < 3; i++) await throwLater('failGiftWrap');
    await until('the first reports', () => reportsSent().length === 3);
    // at most 10 wait at a time: the rest of the page's 20 in two sends
    for (let n = 4; n <= 10; n++) await throwLater('failOther', n);
    await until('ten reports', () => reportsSent().length === 10);
    for (let n = 11; n <= 20; n++) await throwLater('failOther', n);
    await until('twenty reports', () => reportsSent().length === 20);
    await throwLater('failOther', 21);
    await pause(2_500);

    expect(reportsSent()).toHaveLength(20);
    expect(reportsSent().map((report) => report.data.message)).not.toContain('Carousel slide 21 failed');
    expect(sent.every(({ request }) => request.headers()['x-csrf-token'])).toBe(true);

    await openWebVitalsAsOwner();
    const group = page.locator('tr.vitals-error-group').filter({ hasText: 'Gift wrap options failed to load' });
    await until('the group on the owner page', async () => {
      if ((await group.count()) > 0) return true;
      // the owner remote asks for the groups after the page has loaded: looking before its answer
      // and reloading again would never let it show them on a busy machine
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/owner/performance/errors'),
        page.reload({ waitUntil: 'load' }),
      ]);
      return false;
    });
    // message, top frame, then the count
    await expect(group.locator('td').nth(1).textContent()).resolves.toBe('3');
    await group.getByRole('button', { name: /^Show details of / }).click();
    // the detail holds a sample stack, which names the failing function
    await page.locator('.vitals-error-group-detail').filter({ hasText: 'failGiftWrap' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  it('shows on the owner page the p75 the test computes from the records the product pages sent', async () => {
    const { page, context } = suite;
    const sent = postsTo(context, RECORDS_PATH);
    for (const path of PRODUCT_PAGES) {
      const before = sent.length;
      await openMeasured(page, `${suite.url}${path}`);
      await hide(page);
      await until(`the records of ${path}`, () => sent.length > before);
    }
    keepProductRecords(sent);
    const fcp = productRecords
      .filter((record) => record.event === 'first-contentful-paint')
      .map((record) => record.data.value!);
    expect(fcp.length).toBe(PRODUCT_PAGES.length + 2);

    await openWebVitalsAsOwner();
    await page.getByLabel('Page type').selectOption('product-detail');
    const panel = page.locator('section.vitals-metric[data-metric="first-contentful-paint"]');
    // the records are stored through a queue: wait until all of them are counted
    await until('every record counted', async () => {
      const counted = (await panel.locator('.vitals-count').textContent()) ?? '';
      if (counted.includes(`${fcp.length} records`)) return true;
      await page.reload({ waitUntil: 'load' });
      await page.getByLabel('Page type').selectOption('product-detail');
      return false;
    });
    const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(p75(fcp));
    await expect(panel.locator('.vitals-rated').textContent()).resolves.toMatch(new RegExp(`^${shown} ms \\(`));
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});

import type { Request } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(120_000);

const HIT_PATH = '/api/census/RecordHit';
const EVENTS_PATH = '/api/census/events';

/** A form-encoded census post as the browser sent it, with the gateway's status. */
async function censusPost(request: Request) {
  const form = new URLSearchParams(request.postData() ?? '');
  const response = await request.response();
  return {
    path: new URL(request.url()).pathname,
    event: form.get('event'),
    data: JSON.parse(form.get('data') ?? '{}') as Record<string, unknown>,
    status: response?.status() ?? 0,
  };
}

describeInChromium('search in Chromium', (suite) => {
  it('finds the linen shirt past a misspelling from the search box, and sends the search event but no page-view hit', async () => {
    const { page, watch } = suite;
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/census/'))
        posts.push(request);
    });
    await suite.open('/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('lenin shirt');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'lenin shirt');
    await page.waitForLoadState('networkidle');

    const first = page.locator('.product-card').first();
    await expect(first.locator('.product-card-title').textContent()).resolves.toBe('Linen Shirt');
    await expect(
      first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await expect(first.locator('.product-card-price').textContent()).resolves.toMatch(/\$\d+\.\d\d/);
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/^\d+ products? found$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' }).inputValue()).resolves.toBe('lenin shirt');

    const sent = await Promise.all(posts.map(censusPost));
    expect(sent.filter((post) => post.path === HIT_PATH)).toEqual([]);
    const searches = sent.filter((post) => post.path === EVENTS_PATH && post.event === 'search');
    expect(searches).toEqual([
      {
        path: EVENTS_PATH,
        event: 'search',
        data: { query: 'lenin shirt', result_count: expect.any(Number) },
        status: 202,
      },
    ]);
    expect(searches[0]!.data.result_count).toBeGreaterThan(0);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('shows markup typed into the search as text, and says when nothing matches', async () => {
    const { page, watch } = suite;
    const hostile = '<img src=x onerror="document.title=1">';
    await suite.open(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    await expect(page.getByRole('searchbox', { name: 'Search products' }).inputValue()).resolves.toBe(hostile);
    await expect(page.locator('.product-list-empty').textContent()).resolves.toContain(hostile);
    await expect(page.getByRole('status').textContent()).resolves.toBe('No products found');
    expect(watch.consoleErrors).toEqual([]);
  });

  it('fits a 320 px phone without scrolling sideways', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 320, height: 640 });
    await suite.open('/search?q=linen');
    if (process.env.SEARCH_SCREENSHOT) await page.screenshot({ path: process.env.SEARCH_SCREENSHOT, fullPage: true });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });

  it('has no serious or critical axe-core finding with results or without', async () => {
    await suite.open('/search?q=linen');
    await expect(seriousAxeViolations(suite.page)).resolves.toEqual([]);
    await suite.open('/search?q=zzzzqqq');
    await expect(seriousAxeViolations(suite.page)).resolves.toEqual([]);
  });
});

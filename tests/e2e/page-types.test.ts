import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(180_000);

const HIT_PATH = '/api/census/RecordHit';
/** The demo wholesale page's password, as the gateway's README gives it. */
const WHOLESALE_PASSWORD = 'open-sesame-wholesale';

/** The page-view hits the page has sent so far, by the page path they name. */
function hitsOf(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== HIT_PATH) return;
    const data = JSON.parse(new URLSearchParams(request.postData() ?? '').get('data') ?? '{}') as { url?: string };
    paths.push(data.url ? new URL(data.url).pathname : '?');
  });
  return () => [...paths];
}

const pageType = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('storefront-context')?.textContent ?? '{}') as { pageType?: string })
        .pageType,
  );

describeInChromium('page types in Chromium', (suite) => {
  const open = (path: string) => suite.page.goto(`${suite.url}${path}`, { waitUntil: 'networkidle' });

  it('shows the lock screen untracked (no RecordHit), and the right password opens the page, which is tracked', async () => {
    const { page, watch } = suite;
    const hits = hitsOf(page);
    // a tracked page first: the shell does send hits on this system
    await open('/lookbook');
    const deadline = Date.now() + 10_000;
    while (!hits().includes('/lookbook') && Date.now() < deadline) await page.waitForTimeout(100);
    expect(hits()).toContain('/lookbook');

    await open('/wholesale');
    await expect(pageType(page)).resolves.toBe('lock-screen');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Wholesale');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.waitForTimeout(1_500);
    expect(hits()).not.toContain('/wholesale');

    await page.getByLabel('Password').fill('not the password');
    await Promise.all([page.waitForLoadState('networkidle'), page.getByRole('button', { name: 'Enter' }).click()]);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('That password is not right. Please try again.');
    await expect(pageType(page)).resolves.toBe('lock-screen');
    expect(hits()).not.toContain('/wholesale');

    await page.getByLabel('Password').fill(WHOLESALE_PASSWORD);
    await Promise.all([page.waitForURL(`${suite.url}/wholesale`), page.getByRole('button', { name: 'Enter' }).click()]);
    await page.waitForLoadState('networkidle');
    await expect(pageType(page)).resolves.toBe('page');
    await expect(page.locator('.sqs-block-html').textContent()).resolves.toContain('trade partners');
    // once open it is a content page like any other, and tracked as one
    const opened = Date.now() + 10_000;
    while (!hits().includes('/wholesale') && Date.now() < opened) await page.waitForTimeout(100);
    expect(hits()).toContain('/wholesale');
    const cookie = (await suite.context.cookies()).find((c) => c.name === 'page_access_wholesale');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/wholesale', sameSite: 'Lax' });
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    // the wrong password's answer is a 401, which Chromium reports on its console; nothing else may fail
    expect(watch.consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('shows related products on a product page, each a product card leading to its page', async () => {
    const { page } = suite;
    await open('/shop/p/linen-shirt');
    const related = page.locator('.related-products');
    await expect(related.getByRole('heading', { name: 'You may also like' }).isVisible()).resolves.toBe(true);
    const cards = related.locator('.product-card');
    await expect(cards.count()).resolves.toBe(4);
    const links = await related
      .locator('.product-card-link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).not.toContain('/shop/p/linen-shirt');
    await related.locator('.product-card-link').first().click();
    await page.waitForURL(`${suite.url}${links[0]}`);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  it('adds the product block of a content page to the cart, filling the cart pill', async () => {
    const { page, watch } = suite;
    await open('/lookbook');
    await expect(page.locator('.sqs-gallery-block .gallery-item').count()).resolves.toBe(6);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    const pill = page.locator('[data-cart-pill]');
    await expect(pill.isVisible()).resolves.toBe(false);
    const button = page.locator('section.sqs-block-product .sqs-add-to-cart-button');
    await button.click();
    await pill.waitFor({ state: 'visible' });
    await expect(pill.locator('.sqs-cart-quantity').textContent()).resolves.toBe('1');
    // an add-on beside it adds its own product
    await page.locator('.add-on .sqs-add-to-cart-button').first().click();
    await page.waitForFunction(
      () => document.querySelector('[data-cart-pill] .sqs-cart-quantity')?.textContent === '2',
    );
    expect(watch.consoleErrors).toEqual([]);
  });

  it('shows the member-area access denied page, untracked, to a visitor who is not signed in', async () => {
    const { page } = suite;
    const hits = hitsOf(page);
    await open('/members');
    await expect(pageType(page)).resolves.toBe('member-area-access-denied');
    await expect(page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe(
      '/account/sign-in?next=%2Fmembers',
    );
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.waitForTimeout(1_500);
    expect(hits()).not.toContain('/members');
  });

  it('plays the audio preview of a product that has one, in an accessible player', async () => {
    const { page } = suite;
    await open('/shop/p/ambient-studio-album');
    const player = page.getByRole('figure').filter({ has: page.locator('audio') });
    await expect(player.locator('audio').getAttribute('controls')).resolves.toBe('');
    await expect(page.locator('audio').evaluate((audio) => audio.getAttribute('aria-labelledby'))).resolves.toBe(
      'product-audio-title',
    );
    // the preview is there to play: the browser reads its length (a few seconds)
    const duration = await page.locator('audio').evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
          audio.addEventListener('error', () => reject(new Error('the preview does not load')));
          audio.preload = 'metadata';
          audio.load();
        }),
    );
    expect(duration).toBeGreaterThan(3);
    expect(duration).toBeLessThan(5);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  it('adds to cart from the home page product block', async () => {
    const { page } = suite;
    await open('/');
    const block = page.locator('section.product-block');
    // the block's product may have choices: the first one in stock of each, as a shopper picks
    for (const select of await block.locator('select').all()) {
      const values = await select
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      await select.selectOption(values[0]!);
    }
    await block.locator('.sqs-add-to-cart-button').click();
    const pill = page.locator('[data-cart-pill]');
    await pill.waitFor({ state: 'visible' });
    await expect(pill.locator('.sqs-cart-quantity').textContent()).resolves.toBe('1');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});

import { describeInChromium } from './support/chromium-suite';
import { watchPage } from './support/page-watch';

jest.setTimeout(120_000);

describeInChromium('the shop in Chromium', (suite) => {
  const stockText = () => suite.page.locator('[data-product-stock]').textContent();
  const waitForStock = (text: string) =>
    suite.page.waitForFunction((want) => document.querySelector('[data-product-stock]')?.textContent === want, text);

  it('serves a page without hooks with the shell alone: no remote, no React', async () => {
    const { page, watch } = suite;
    // the lock screen: a plain form and text (the home page's product block has an add-to-cart button)
    await suite.open('/wholesale');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').textContent()).resolves.toBe('Wholesale');
    expect(watch.remotesLoaded()).toEqual([]);
    expect(watch.reactDomChunks()).toEqual([]);
    expect(
      watch.requests.filter((path) => path.endsWith('.js')).every((path) => path.startsWith('/frontends/shell/')),
    ).toBe(true);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('opens /shop, then a product page whose product remote reports stock without loading React', async () => {
    const { page, watch } = suite;
    await suite.open('/shop');
    await expect(page.locator('article.product-card').count()).resolves.toBe(26);
    // Whatever the list page still fetches must not be counted against the product page.
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors).toEqual([]);
    watch.reset();
    await page
      .getByRole('link', { name: /Linen Shirt/ })
      .first()
      .click();
    await page.waitForURL(/\/shop\/p\/linen-shirt$/);
    await expect(page.locator('h1#product-title').textContent()).resolves.toBe('Linen Shirt');

    // The product remote fills the live region and says what the chosen options mean.
    await page.waitForFunction(() => document.querySelector('[data-product-stock]')?.textContent?.trim());
    await expect(stockText()).resolves.toBe('Select options to see availability.');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('M');
    await waitForStock('Sold out');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('S');
    await waitForStock('In stock');
    await page.waitForLoadState('networkidle');

    expect(watch.remotesLoaded()).toEqual(['product']);
    // Binding buttons and selects needs no React: it arrives only when something needs it.
    expect(watch.reactDomChunks()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('fetches react-dom once when product and cart remotes both need it', async () => {
    const { page, watch, context } = suite;
    await suite.open('/shop/p/linen-shirt');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('S');
    // The alert dialog is React: the product remote fetches it on demand.
    await page.locator('select[data-variant-option-name="Size"]').selectOption('M');
    await page.locator('.sqs-add-to-cart-button').click();
    await page.getByRole('alertdialog').waitFor();
    await page.waitForLoadState('networkidle');
    const alone = watch.reactDomChunks();

    // With a cart the header pill is a hook too: both remotes load, and an add shows the
    // cart remote's popover while the product remote's dialog code is also in use.
    await context.addCookies([{ name: 'hasCart', value: 'true', url: suite.url }]);
    const second = await context.newPage();
    const together = watchPage(second);
    await second.goto(`${suite.url}/shop/p/linen-shirt`, { waitUntil: 'load' });
    await second.locator('select[data-variant-option-name="Size"]').selectOption('S');
    await second.locator('.sqs-add-to-cart-button').click();
    await second.locator('.cart-added-popover').waitFor();
    // The button ignores presses until it is idle again.
    await second.waitForFunction(
      () => document.querySelector('.sqs-add-to-cart-button')?.textContent?.trim() === 'Add To Cart',
    );
    await second.locator('select[data-variant-option-name="Size"]').selectOption('M');
    await second.locator('.sqs-add-to-cart-button').click();
    await second.getByRole('alertdialog').waitFor();
    await second.waitForLoadState('networkidle');

    expect(together.remotesLoaded()).toEqual(['cart', 'product']);
    expect(together.failedResponses).toEqual([]);
    // One copy of React DOM, as with one remote, though each remote's build carries its own.
    expect(alone).toHaveLength(1);
    expect(together.reactDomChunks()).toHaveLength(1);
    expect(together.consoleErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('mounts the cart page and the contact form through their remotes', async () => {
    const { page, watch } = suite;
    await suite.open('/cart');
    await page.waitForLoadState('networkidle');
    expect(watch.remotesLoaded()).toEqual(['cart']);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('You have nothing in your shopping cart.').count()).resolves.toBe(1);

    await suite.open('/contact');
    // the shell asks for a remote once the page is idle, which on a loaded machine can come after
    // the network first went quiet
    await page.waitForLoadState('networkidle');
    for (let waited = 0; !watch.remotesLoaded().includes('forms') && waited < 10_000; waited += 100)
      await page.waitForTimeout(100);
    expect(watch.remotesLoaded()).toContain('forms');
    await page.getByLabel('Email', { exact: false }).first().fill('not-an-email');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Email is not valid. Email addresses should follow the format user-at-domain.').count(),
    ).resolves.toBe(1);
    await expect(page.getByText('Required', { exact: true }).count()).resolves.toBe(2);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('keeps the server page usable when a remote fails to load, and reports it', async () => {
    const { page, watch } = suite;
    await page.route('**/frontends/product/**', (route) => route.abort('failed'));
    const report = page.waitForRequest((request) => request.url().endsWith('/api/events/RecordJavascriptErrors'));
    await suite.open('/shop/p/linen-shirt');
    const sent = await report;
    const events = sent.postDataJSON() as { event: string; data: { remote: string } }[];
    expect(events[0]).toMatchObject({ event: 'remote-load-failed', data: { remote: 'product' } });
    // taken for the performance service's queue
    const answer = await sent.response();
    expect(answer?.status()).toBe(202);

    // The server HTML is the page: title, price, options and button are all still there.
    await expect(page.locator('h1#product-title').textContent()).resolves.toBe('Linen Shirt');
    await expect(page.locator('.ProductItem .product-price').count()).resolves.toBe(1);
    await page.locator('select[data-variant-option-name="Size"]').selectOption('L');
    await expect(page.locator('.sqs-add-to-cart-button').isVisible()).resolves.toBe(true);
    expect(watch.consoleErrors.filter((text) => !/net::ERR_FAILED/.test(text))).toEqual([]);
  });
});

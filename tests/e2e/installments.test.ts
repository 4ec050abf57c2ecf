import type { Page } from 'playwright-core';
import { changeStoreSettings } from './support/owner-settings';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(120_000);

const line = (page: Page) => page.locator('[data-installments]').first();
const lineText = (page: Page) => line(page).locator('.product-installments-text').textContent();
const chooseOption = (page: Page, option: string, value: string) =>
  page.locator(`select[data-variant-option-name="${option}"]`).first().selectOption(value);

describeInChromium('paying in installments in Chromium', (suite) => {
  it('follows the chosen variant’s price in a live region and comes back when the choice is undone', async () => {
    const { page } = suite;
    await suite.open('/shop/p/everyday-tote');
    await expect(lineText(page)).resolves.toBe('or 4 interest-free payments of $9.50 with');
    await expect(line(page).locator('.product-installments-text').getAttribute('aria-live')).resolves.toBe('polite');
    await chooseOption(page, 'Size', 'Large');
    await chooseOption(page, 'Color', 'Black');
    await page.waitForFunction(() =>
      document.querySelector('.product-installments-text')?.textContent?.includes('$12.00'),
    );
    await expect(lineText(page)).resolves.toBe('or 4 interest-free payments of $12.00 with');
    await chooseOption(page, 'Size', '');
    await page.waitForFunction(() =>
      document.querySelector('.product-installments-text')?.textContent?.includes('$9.50'),
    );
  });

  it('opens the provider information as a dialog: Escape, the close button and an outside click close it, focus returns', async () => {
    const { page, watch } = suite;
    await suite.open('/shop/p/linen-shirt');
    const info = page.getByRole('button', { name: 'More info about paying with Afterpay' });
    const dialog = page.getByRole('dialog', { name: 'Pay in installments with Afterpay' });

    await info.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Pay in 4 with Afterpay' }).waitFor();
    await expect(dialog.evaluate((node) => node.contains(document.activeElement))).resolves.toBe(true);
    // focus stays inside while tabbing
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((node) => node.contains(document.activeElement))).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(info.evaluate((node) => node === document.activeElement)).resolves.toBe(true);

    await info.click();
    await dialog.getByRole('heading', { name: 'Pay in 4 with Afterpay' }).waitFor();
    await dialog.getByRole('button', { name: /close/i }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(info.evaluate((node) => node === document.activeElement)).resolves.toBe(true);

    await info.click();
    await dialog.getByRole('heading', { name: 'Pay in 4 with Afterpay' }).waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expect(watch.consoleErrors).toEqual([]);
  });

  it('shows the offer for the order under the cart’s subtotal', async () => {
    const { page } = suite;
    await suite.open('/shop/p/brass-candle-holder');
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.locator('.cart-added-popover').waitFor();
    await suite.open('/cart');
    await page.locator('.cart-installments').waitFor();
    await expect(page.locator('.cart-installments').textContent()).resolves.toBe(
      'or 4 interest-free payments of $9.75 with Afterpay',
    );
  });

  describe('as the owner sets them', () => {
    const shownText = async (page: Page) => ((await line(page).isHidden()) ? null : await lineText(page));

    it('shows the line only above the minimum and up to the maximum (spec §9)', async () => {
      const { page } = suite;
      await changeStoreSettings(suite, { afterPayMin: 3800, afterPayMax: 4800 });
      await suite.open('/shop/p/everyday-tote');
      // $38.00 is not above the minimum
      await expect(shownText(page)).resolves.toBeNull();
      await chooseOption(page, 'Size', 'Large');
      await chooseOption(page, 'Color', 'Black');
      // $48.00 is the maximum itself: shown
      await line(page).waitFor();
      await expect(shownText(page)).resolves.toBe('or 4 interest-free payments of $12.00 with');

      await changeStoreSettings(suite, { afterPayMin: 100, afterPayMax: 4799 });
      await suite.open('/shop/p/everyday-tote');
      await expect(shownText(page)).resolves.toBe('or 4 interest-free payments of $9.50 with');
      await chooseOption(page, 'Size', 'Large');
      await chooseOption(page, 'Color', 'Black');
      await line(page).waitFor({ state: 'hidden' });
    });

    it('words the line in Great Britain with the alternative brand', async () => {
      const { page } = suite;
      await changeStoreSettings(suite, { selectedCurrency: 'GBP', stripeAccountCountry: 'GB', afterPayMax: 200_000 });
      await suite.open('/shop/p/linen-shirt');
      await expect(shownText(page)).resolves.toBe('or 4 interest-free payments of £17.00 with');
      await expect(line(page).locator('.product-installments-brand').textContent()).resolves.toBe('Clearpay');
      await page.getByRole('button', { name: 'More info about paying with Clearpay' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Pay in 4 with Clearpay' }).waitFor();
    });

    it('speaks French to a French-speaking shopper of a Canadian store', async () => {
      await changeStoreSettings(suite, { selectedCurrency: 'CAD', stripeAccountCountry: 'CA' });
      const french = await suite.browser.newContext({ locale: 'fr-CA' });
      try {
        const page = await french.newPage();
        await page.goto(`${suite.url}/shop/p/linen-shirt`);
        await page.waitForFunction(() =>
          document.querySelector('.product-installments-text')?.textContent?.startsWith('ou '),
        );
        await expect(lineText(page)).resolves.toBe('ou 4 versements sans intérêts de 17,00\u00a0$ avec');
        await page.locator('.product-installments-info').click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Payez en 4 versements avec Afterpay' }).waitFor();
      } finally {
        await french.close();
        await changeStoreSettings(suite, { selectedCurrency: 'USD', stripeAccountCountry: 'US' });
      }
    });
  });
});

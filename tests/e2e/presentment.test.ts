import { changeStoreSettings } from './support/owner-settings';
import { amountsOn, pricesIn } from './support/amounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(150_000);

const CHOICE = '#presentment-currency';

describeInChromium('presentment currencies in Chromium', (suite) => {
  it('shows prices in the currency a visitor chooses, approximately, and charges in the store currency', async () => {
    const { page, watch } = suite;
    await changeStoreSettings(suite, {
      presentmentRates: [
        { currency: 'EUR', rate: '0.92' },
        { currency: 'JPY', rate: '150' },
      ],
    });

    await suite.open('/shop');
    const choice = page.locator(CHOICE);
    await choice.waitFor();
    await expect(page.getByLabel('Currency').inputValue()).resolves.toBe('USD');
    expect(await amountsOn(page)).toEqual(expect.arrayContaining([expect.stringContaining('$68.00')]));
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // chosen from the keyboard, as any select
    await choice.focus();
    await choice.selectOption('EUR');
    const notice = page.locator('.presentment-notice[role="status"]');
    await expect(notice.textContent()).resolves.toBe('Prices shown in EUR are approximate; you pay in USD.');
    const list = await amountsOn(page);
    expect(list).toEqual(expect.arrayContaining([expect.stringContaining('€62.56')]));
    expect(pricesIn(list).length).toBeGreaterThan(10);
    for (const price of pricesIn(list)) expect(price).toMatch(/^€[\d,]+\.\d\d$/);

    // the choice is kept: the product page, its variant's price and the popover are in euros
    await suite.open('/shop/p/linen-shirt');
    await expect(page.locator(CHOICE).inputValue()).resolves.toBe('EUR');
    await page.locator('.pdp-details-price .product-price', { hasText: '€62.56' }).waitFor();
    await page.locator('select[data-variant-option-name="Size"]').first().selectOption('S');
    await page.locator('.sqs-add-to-cart-button').first().click();
    const popover = page.locator('.cart-added-popover');
    await popover.waitFor();
    await popover.getByText('€62.56').first().waitFor();
    expect(await popover.textContent()).not.toContain('$');

    // the cart says what is paid above its rows; its amounts are in euros
    await suite.open('/cart');
    await page.locator('.cart-subtotal', { hasText: '€' }).waitFor();
    await expect(page.locator('main > .presentment-cart-notice').textContent()).resolves.toBe(
      'Prices shown in EUR are approximate; you pay in USD.',
    );
    for (const price of pricesIn(await amountsOn(page))) expect(price).toMatch(/^€/);

    // checkout shows what is charged, in dollars, and offers no other currency
    await suite.open('/checkout');
    await page.locator('.checkout-subtotal').waitFor();
    const checkout = pricesIn(await amountsOn(page));
    expect(checkout).toEqual(expect.arrayContaining(['$68.00']));
    for (const price of checkout) expect(price).toMatch(/^\$/);
    await expect(page.locator(CHOICE).count()).resolves.toBe(0);

    // back to the store currency: every price as the store sets it
    await suite.open('/shop');
    await page.locator(CHOICE).selectOption('JPY');
    expect(await amountsOn(page)).toEqual(expect.arrayContaining([expect.stringContaining('¥10,200')]));
    await page.locator(CHOICE).selectOption('USD');
    await expect(notice.textContent()).resolves.toBe('Prices shown in USD.');
    for (const price of pricesIn(await amountsOn(page))) expect(price).toMatch(/^\$/);
    expect(watch.consoleErrors).toEqual([]);
  });
});

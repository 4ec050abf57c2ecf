import { changeStoreSettings } from './support/owner-settings';
import { amountsOn, pricesIn } from './support/amounts';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(120_000);

describeInChromium('store currencies in Chromium', (suite) => {
  /** The amounts of the list, a product page, the cart and checkout after one linen shirt is added. */
  const amountsEverywhere = async () => {
    const { page } = suite;
    await suite.open('/shop');
    const list = await amountsOn(page);
    await suite.open('/shop/p/linen-shirt');
    const product = await amountsOn(page);
    await page.locator('select[data-variant-option-name="Size"]').first().selectOption('S');
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.locator('.cart-added-popover').waitFor();
    const popover = (await page.locator('.cart-added-popover').textContent()) ?? '';
    await suite.open('/cart');
    await page.locator('.cart-subtotal').waitFor();
    const cart = await amountsOn(page);
    await suite.open('/checkout');
    const checkout = await amountsOn(page);
    return { list, product, popover, cart, checkout };
  };

  it.each([
    ['JPY', '¥6,800', /^¥[\d,]+$/],
    ['EUR', '€68.00', /^€[\d,]+\.\d\d$/],
  ])('shows every price in %s once the owner switches to it', async (currency, shirt, shape) => {
    await changeStoreSettings(suite, { selectedCurrency: currency });
    const { list, product, popover, cart, checkout } = await amountsEverywhere();
    expect(list.length).toBeGreaterThan(10);
    const showingShirt = expect.arrayContaining([expect.stringContaining(shirt)]);
    expect({ product, cart, checkout }).toEqual({ product: showingShirt, cart: showingShirt, checkout: showingShirt });
    expect(popover).toContain(shirt);
    // nothing anywhere is left in dollars, and every amount has the currency's own digits
    const prices = pricesIn([...list, ...product, ...cart, ...checkout]);
    expect(prices.length).toBeGreaterThan(10);
    for (const price of prices) expect({ currency, price }).toEqual({ currency, price: expect.stringMatching(shape) });
  });
});

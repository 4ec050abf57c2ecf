import type { Page } from 'playwright-core';
import { submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { fillAddress } from './support/checkout-forms';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(180_000);

const field = (page: Page, label: string, section = 'Shipping address') =>
  page.getByRole('group', { name: section }).getByLabel(label, { exact: false }).first();

/** Adds one of a product to the cart from its page (choosing the first value of each option). */
async function addFromProductPage(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`);
  for (const select of await page.locator('select[data-variant-option-name]').all())
    await select.selectOption({ index: 1 });
  await page.locator('.sqs-add-to-cart-button').first().click();
  await page.locator('.cart-added-popover').waitFor();
}

describeInChromium('checkout in Chromium', (suite) => {
  it('buys a cart in the US: ZIP refused, shipping chosen, tax, coupons, a declined then an approved card', async () => {
    const { page, watch } = suite;
    await addFromProductPage(page, suite.url, '/shop/p/brass-candle-holder');
    await suite.open('/checkout');
    await page.getByLabel('Email').fill('ada@example.com');
    await fillAddress(page, { country: 'US', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '1000' });
    await page.getByText('ZIP Codes need to be 5 digits.').waitFor();
    await expect(field(page, 'ZIP code').getAttribute('aria-invalid')).resolves.toBe('true');
    await field(page, 'ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const shipping = page.getByRole('group', { name: 'Shipping method' });
    await shipping.waitFor();
    await shipping.getByLabel(/Standard \(US\)/).check();
    await page.locator('.checkout-summary').getByText('New York sales tax').waitFor();

    const coupon = page.getByLabel('Coupon code', { exact: false });
    await coupon.fill('SUMMER2020');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.checkout-coupon-invalid').waitFor();
    await expect(page.locator('.checkout-coupon-invalid').textContent()).resolves.toMatch(/^SUMMER2020: .+/);
    await coupon.fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.checkout-coupon-valid').waitFor();
    await expect(
      page
        .locator('.checkout-summary')
        .getByText(/^Discount/)
        .count(),
    ).resolves.toBe(1);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/2099');
    await payment.getByLabel('Security code').fill('123');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await payment.getByText('Your card was declined.').waitFor();
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/commerce\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    const confirmed = (await page.locator('.order-confirmed').textContent()) ?? '';
    expect(confirmed).toContain('Brass Candle Holder');
    expect(confirmed).toContain('ada@example.com');
    expect(confirmed).toMatch(/Discount/);
    expect(confirmed).toMatch(/Tax/);
    // where it goes, as the country writes it, and how
    const shipTo = page.locator('.order-address', { hasText: 'Shipping to' });
    await expect(shipTo.locator('address').innerText()).resolves.toBe(
      'Ada Lovelace\n1 Main St\nNew York, NY 10001\nUnited States of America',
    );
    await expect(shipTo.textContent()).resolves.toContain('Standard (US)');
    // the browser logs the declined card's answer; nothing else went wrong
    expect(watch.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);

    // the owner sees the order
    await suite.open('/config/login');
    await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
    await page.waitForURL((address) => address.pathname === '/config');
    await suite.open('/config/orders');
    const row = page.getByRole('row', { name: /ada@example\.com/ }).first();
    await row.getByRole('button', { name: /^#/ }).click();
    await expect(row.locator('.owner-order-address address').innerText()).resolves.toContain('New York, NY 10001');
  });

  it('refuses a Canadian postal code that is not an FSA with spec §5 wording', async () => {
    const { page } = suite;
    await addFromProductPage(page, suite.url, '/shop/p/brass-candle-holder');
    await suite.open('/checkout');
    await fillAddress(page, { country: 'CA', line1: '1 King St', city: 'Toronto', region: 'ON', postalCode: 'ZZZ' });
    await page.getByText('An FSA code is invalid.').waitFor();
    await expect(field(page, 'Postal code').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('has no shipping step for a purely digital cart', async () => {
    const { page } = suite;
    await addFromProductPage(page, suite.url, '/shop/p/sourdough-ebook');
    await suite.open('/checkout');
    await page.getByText('Nothing in this order is shipped: it is delivered by email.').waitFor();
    await expect(page.getByRole('group', { name: 'Shipping address' }).count()).resolves.toBe(0);
    await expect(page.getByRole('group', { name: 'Billing address' }).count()).resolves.toBe(1);
  });

  it('lists the order on a signed-in customer’s account page', async () => {
    const { page } = suite;
    await suite.open('/account/sign-up');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('a long enough password 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect(page.locator('.account-orders').textContent()).resolves.toContain('You have no orders yet.');

    await addFromProductPage(page, suite.url, '/shop/p/sourdough-ebook');
    await suite.open('/checkout');
    await page.getByLabel('Email').fill('grace@example.com');
    await fillAddress(
      page,
      { country: 'US', line1: '2 Elm St', city: 'Albany', region: 'NY', postalCode: '12207' },
      'Billing address',
    );
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.getByLabel('Card number').fill('4242424242424242');
    await payment.getByLabel('Expiry (MM/YY)').fill('01/2099');
    await payment.getByLabel('Security code').fill('321');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/commerce\/orders\/[0-9a-f-]{36}$/);
    const number = ((await page.locator('.order-confirmed-number').textContent()) ?? '').replace('Order ', '');

    await suite.open('/account');
    const orders = page.locator('.account-orders');
    await expect(orders.getByRole('link', { name: number }).count()).resolves.toBe(1);
  });

  it('goes from add to cart straight to payment with express checkout, and buys', async () => {
    const { page, context } = suite;
    await suite.open('/config/login');
    await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
    await page.waitForURL((address) => address.pathname === '/config');
    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const express = (on: boolean) =>
      context.request.put(`${suite.url}/api/owner/settings`, {
        data: { expressCheckout: on },
        headers: { 'X-CSRF-Token': crumb },
      });
    expect((await express(true)).status()).toBe(200);
    try {
      await suite.open('/shop/p/brass-candle-holder');
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.waitForURL((address) => address.pathname === '/checkout');
      await page.getByLabel('Email').fill('express@example.com');
      await fillAddress(page, { country: 'US', line1: '3 Oak St', city: 'Buffalo', region: 'NY', postalCode: '14201' });
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const payment = page.getByRole('form', { name: 'Payment' });
      await payment.getByLabel('Card number').fill('4242424242424242');
      await payment.getByLabel('Expiry (MM/YY)').fill('12/2099');
      await payment.getByLabel('Security code').fill('123');
      await payment.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/commerce\/orders\/[0-9a-f-]{36}$/);
      await expect(page.locator('.order-confirmed').textContent()).resolves.toContain('express@example.com');
    } finally {
      expect((await express(false)).status()).toBe(200);
    }
  });
});

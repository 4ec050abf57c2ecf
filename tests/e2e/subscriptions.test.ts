import { seriousAxeViolations } from './support/axe';
import { fillAddress } from './support/checkout-forms';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(120_000);

describeInChromium('subscriptions in Chromium', (suite) => {
  it('subscribes through the cartToken path, confirms it, lists it on the account page, and cancels it', async () => {
    const { page } = suite;
    await suite.open('/account/sign-up');
    await page.getByLabel('Email').fill('subscriber@example.com');
    await page.getByLabel('Password').fill('a long enough password 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect(page.locator('.account-subscriptions').textContent()).resolves.toContain('You have no subscriptions.');

    await suite.open('/shop/p/weekly-coffee');
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.waitForURL(/\/checkout\/subscribe\?cartToken=/);
    // coffee ships: every cycle goes to the address given here, with its shipping and tax
    await page.getByLabel('Email').fill('subscriber@example.com');
    await fillAddress(page, { country: 'US', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByRole('group', { name: 'Shipping method' })
      .getByLabel(/Standard \(US\)/)
      .check();
    await page.locator('.checkout-summary').getByText('New York sales tax').waitFor();
    // coupons are for one-time orders
    await expect(page.getByRole('form', { name: 'Coupon' }).count()).resolves.toBe(0);
    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.waitFor();
    // the product page chose its first subscription option (every 2 weeks); a subscription is paid by card only
    await expect(payment.getByLabel('Gift card code').count()).resolves.toBe(0);
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/2099');
    await payment.getByLabel('Security code').fill('123');
    const total = (await page.locator('.checkout-summary .checkout-grand-total').textContent()) ?? '';
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    expect(total).not.toBe('$16.00');
    await payment.getByRole('button', { name: `Pay ${total}` }).click();

    await page.waitForURL(/\/commerce\/subscriptions\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Thank you for subscribing' }).waitFor();
    await expect(page.locator('.subscription-plan').textContent()).resolves.toBe('Every 2 weeks, until cancelled');
    await expect(page.locator('.subscription-status').textContent()).resolves.toBe('Active');
    await expect(page.locator('.subscription-next-billing').textContent()).resolves.toMatch(
      /^[A-Z][a-z]{2} \d+, \d{4}$/,
    );
    const pageType = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('storefront-context')?.textContent ?? '{}') as { pageType?: string })
          .pageType,
    );
    expect(pageType).toBe('subscription-confirmed');

    await suite.open('/account');
    const row = page.locator('.account-subscription');
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toMatch(/Weekly Coffee[\s\S]*Active[\s\S]*Every 2 weeks, until cancelled/);
    await expect(row.locator('.account-subscription-ship-to').textContent()).resolves.toContain('New York, NY 10001');

    // its deliveries move: the checkout's own address fields in a dialog that keeps focus inside
    const change = row.getByRole('button', { name: 'Change address' });
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Change where Weekly Coffee ships' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('City').inputValue()).resolves.toBe('New York');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Change address');
    await change.click();
    await fillAddress(page, { country: 'US', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '1000' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.getByText('ZIP Codes need to be 5 digits.').first().waitFor();
    await fillAddress(page, {
      country: 'CA',
      line1: '1 Front St',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
    });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await page.locator('.account-subscription-ship-to', { hasText: 'Toronto ON M5V 2T6' }).waitFor();
    await expect(row.locator('.account-subscription-ship-to').textContent()).resolves.toContain('Standard (Canada)');

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.locator('.account-subscription-status', { hasText: 'Cancelled' }).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel subscription' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Change address' }).count()).resolves.toBe(0);
  });
});

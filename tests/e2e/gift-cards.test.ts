import type { Page } from 'playwright-core';
import { describeInChromium } from './support/chromium-suite';
import { inboxMessages } from './support/mail-inbox';

jest.setTimeout(120_000);

async function payByCard(page: Page, number = '4242 4242 4242 4242') {
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/2099');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 30_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describeInChromium('gift cards in Chromium', (suite) => {
  it('buys a gift card, shows its code once, e-mails it to the recipient, and pays part of an order with it', async () => {
    const { page } = suite;
    // from the product page: a denomination, then its checkout, with no shipping step and no tax
    await suite.open('/shop/p/gift-card');
    await page.locator('select[data-variant-option-name="Amount"]').first().selectOption('$25');
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.waitForURL(/\/checkout\/giftcard\?/);
    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.waitFor();
    await expect(page.getByRole('group', { name: 'Shipping address' }).count()).resolves.toBe(0);
    await expect(page.locator('.checkout-totals').textContent()).resolves.not.toMatch(/Tax|Shipping/);

    // a declined card is said under the spec's alert title, and buys nothing
    await payment.getByLabel('Email', { exact: true }).fill('giver@example.com');
    await payment.getByLabel("Recipient's email", { exact: false }).fill('friend@example.com');
    await payByCard(page, '4000 0000 0000 0002');
    await payment.getByText('Unable to purchase Gift Card').waitFor();
    await payment.getByText('Your card was declined.').waitFor();

    await payByCard(page);
    const issued = page.locator('.checkout-gift-card-issued');
    await issued.waitFor();
    const code = (await issued.locator('.gift-card-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expect(issued.textContent()).resolves.toContain('$25.00');

    // the order page shows the card's last four characters only
    await issued.getByRole('link', { name: 'View your order' }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await expect(page.locator('.order-confirmed').textContent()).resolves.not.toContain(code);

    // the recipient has the code by e-mail
    const mailed = await until(
      () => inboxMessages(suite),
      (messages) => messages.some((message) => message.to.includes('friend@example.com')),
    );
    expect(mailed.find((message) => message.to.includes('friend@example.com'))?.text).toContain(code);

    // the card pays $25 of a $42 order; the card the rest
    await suite.open('/shop/p/brass-candle-holder');
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.locator('.cart-added-popover').waitFor();
    await suite.open('/checkout');
    await page.getByLabel('Email').fill('spender@example.com');
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('Country').selectOption('US');
    await shipping.getByLabel('First Name').fill('Ada');
    await shipping.getByLabel('Last Name').fill('Lovelace');
    await shipping.getByLabel('Address', { exact: true }).fill('1 Main St');
    await shipping.getByLabel('City').fill('Albany');
    await shipping.locator('select[name$="-region"]').selectOption('NY');
    await shipping.locator('input[name$="-postalCode"]').fill('12207');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const pay = page.getByRole('form', { name: 'Payment' });
    await pay.waitFor();
    await pay.getByLabel('Gift card code').fill(code.toLowerCase());
    await payByCard(page);
    await page.waitForURL(/\/commerce\/orders\/[0-9a-f-]{36}$/);
    const confirmed = (await page.locator('.order-confirmed').textContent()) ?? '';
    expect(confirmed).toContain(`Paid by gift card …${code.slice(-4)}`);
    expect(confirmed).toContain('$25.00');
    expect(confirmed).toContain('Paid by card');
  });
});

import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(240_000);

/** What a screen reader calls the focused element: its label, or a button's text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labels = (element as HTMLInputElement).labels;
    const name = labels && labels.length > 0 ? labels[0]!.textContent : element.textContent;
    return (name ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; a keyboard user's way there. */
async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(key);
    const now = await focusedName(page);
    if (name.test(now)) return;
    seen.push(now);
  }
  throw new Error(`${key} never reached ${name}; focus went through: ${seen.join(' | ')}`);
}

/** The next control by Tab, which must be the one named, then typed into. */
async function typeInNext(page: Page, name: RegExp, text: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(focusedName(page)).resolves.toMatch(name);
  await page.keyboard.type(text);
}

/** The focused select changed by arrow keys until the wanted option is chosen, as a keyboard user does. */
async function arrowToOption(page: Page, option: string): Promise<void> {
  const chosen = () => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.text);
  for (let presses = 0; presses < 80 && (await chosen()) !== option; presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(chosen()).resolves.toBe(option);
}

describeInChromium('checkout with the keyboard only, checked by axe-core', (suite) => {
  it('buys with Tab, Shift+Tab, Enter, Space and arrow keys; errors are tied to their fields and get focus', async () => {
    const { page } = suite;
    // no mouse and no element.click() from the product page to the confirmation
    await suite.open('/shop/p/brass-candle-holder');
    await tabTo(page, /^Add To Cart$/i);
    await page.keyboard.press('Enter');
    await page.locator('.cart-added-popover').waitFor();

    await suite.open('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByLabel('Email').waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // an empty form sent: every problem is shown beside its field and the first one has focus
    await tabTo(page, /^Continue to payment$/);
    await page.keyboard.press('Enter');
    await form.locator('.field-error').first().waitFor();
    const first = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement;
      const described = (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const firstInvalid = document.querySelector('form[aria-label="Checkout"] [aria-invalid="true"]');
      return {
        focusedFirstInvalid: element === firstInvalid,
        invalid: element.getAttribute('aria-invalid'),
        described,
      };
    });
    expect(first).toEqual({ focusedFirstInvalid: true, invalid: 'true', described: expect.stringMatching(/\S/) });
    // each field in error names its message through aria-describedby
    const unexplained = await form.evaluate((element) =>
      Array.from(element.querySelectorAll('[aria-invalid="true"]'))
        .filter((control) => {
          const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
          return !ids.some((id: string) => document.getElementById(id)?.classList.contains('field-error'));
        })
        .map((control) => control.id),
    );
    expect(unexplained).toEqual([]);
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(1);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // the details, field by field in Tab order, the State chosen with arrow keys
    await tabTo(page, /^Email/, 'Shift+Tab');
    await page.keyboard.type('keys@example.com');
    await typeInNext(page, /^First Name/, 'Ada');
    await typeInNext(page, /^Last Name/, 'Lovelace');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toMatch(/^Country/);
    await typeInNext(page, /^Address$/, '1 Main St');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toMatch(/^Address 2/);
    await typeInNext(page, /^City/, 'Austin');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toMatch(/^State/);
    await arrowToOption(page, 'Texas');
    await typeInNext(page, /^ZIP code/, '78701');
    // Shift+Tab back to the e-mail to check nothing typed was lost on the way
    await tabTo(page, /^Email/, 'Shift+Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe(
      'keys@example.com',
    );
    // Enter in a field sends the form
    await page.keyboard.press('Enter');
    const shipping = page.getByRole('group', { name: 'Shipping method' });
    await shipping.waitFor();
    await expect(form.locator('[aria-invalid="true"]').count()).resolves.toBe(0);

    // the shipping method by Space and arrow keys; each new total is spoken by the live region
    await tabTo(page, /^(Standard \(US\)|International)/);
    await page.keyboard.press('Space');
    const totalOf = () => page.locator('.checkout-grand-total').textContent();
    await page.waitForFunction(() => document.querySelector('input[name="checkout-shipping-option"]:checked'));
    const before = await totalOf();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((old) => document.querySelector('.checkout-grand-total')?.textContent !== old, before);
    const after = (await totalOf())!;
    await page.waitForFunction(
      (total) => document.querySelector('.storefront-announcer')?.textContent === `Total ${total}`,
      after,
    );
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((old) => document.querySelector('.checkout-grand-total')?.textContent === old, before);
    await page.waitForFunction(
      (total) => document.querySelector('.storefront-announcer')?.textContent === `Total ${total}`,
      before,
    );

    // a coupon applied by Enter in its field
    await tabTo(page, /^Coupon code/);
    await page.keyboard.type('WELCOME10');
    await page.keyboard.press('Enter');
    await page.locator('.checkout-coupon-valid').waitFor();
    // the announcer is emptied before each message (so a repeated one is spoken again): wait for the
    // new total, then for the announcement of exactly it
    await page.waitForFunction((old) => document.querySelector('.checkout-grand-total')?.textContent !== old, before);
    const discounted = (await totalOf())!;
    await page.waitForFunction(
      (total) => document.querySelector('.storefront-announcer')?.textContent === `Total ${total}`,
      discounted,
    );

    // the payment step: a declined card puts focus on the refusal, then the card is fixed and paid
    const payment = page.getByRole('form', { name: 'Payment' });
    await payment.waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await tabTo(page, /^Card number/);
    await page.keyboard.type('4000 0000 0000 0002');
    await typeInNext(page, /^Expiry/, '12/2099');
    await typeInNext(page, /^Security code/, '123');
    await page.keyboard.press('Enter');
    await payment.getByText('Your card was declined.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Your card was declined.');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await tabTo(page, /^Card number/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, /^Pay /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/commerce\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await expect(page.locator('.order-confirmed').textContent()).resolves.toContain('keys@example.com');
  });
});

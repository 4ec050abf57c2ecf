import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';
import { inboxMessages, linkIn, messagesTo, type InboxMessage } from './support/mail-inbox';

jest.setTimeout(180_000);

/** The demo product with one sold-out variant (11 / Navy) among in-stock ones, taking restock sign-ups. */
const PRODUCT_PATH = '/shop/p/canvas-sneaker';
const GROUP = 'Canvas Sneaker — 11 / Navy';
/** The demo store's own success text for this product (its merchandising, services/catalog seed). */
const SUCCESS_TEXT = "Thanks! We'll email you when it's back.";
const SIGN_UP_PATH = '/api/site-users/account/notifications/restock';
const VISITORS = ['ada.restock@example.com', 'grace.restock@example.com'];

const restockForm = (page: Page) => page.locator('.product-restock-notification:visible');
const emailField = (page: Page) => restockForm(page).getByRole('textbox', { name: 'Email Address' });
const chooseOption = (page: Page, option: string, value: string) =>
  page.locator(`select[data-variant-option-name="${option}"]`).first().selectOption(value);
const isFocused = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

/** What the field's aria-describedby points at, in order. */
const description = (field: Locator) =>
  field.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

/** Waits until `read` gives `expected` (5 s at most), then checks it. */
async function settlesTo<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await read();
  while (!isDeepStrictEqual(seen, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  expect(seen).toEqual(expected);
}

/** Presses Tab until `target` has focus (at most 30 presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 30 && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  await expect(isFocused(target)).resolves.toBe(true);
}

const restockNoticesTo = (messages: InboxMessage[], address: string) =>
  messages.filter((message) => message.to.includes(address) && message.text.includes(PRODUCT_PATH));

describeInChromium('restock sign-ups and notices in Chromium', (suite) => {
  async function signUpOnProductPage(page: Page, email: string): Promise<string> {
    await page.goto(`${suite.url}${PRODUCT_PATH}`, { waitUntil: 'load' });
    await chooseOption(page, 'Size', '11');
    await chooseOption(page, 'Color', 'Navy');
    await emailField(page).fill(email);
    await restockForm(page).getByRole('checkbox', { name: 'I am not a robot' }).check();
    await restockForm(page).getByRole('button', { name: 'Sign Up' }).click();
    const success = page.locator('.product-restock-success');
    await success.waitFor();
    return (await success.textContent()) ?? '';
  }

  it('shows the form for the chosen sold-out variant only and checks the e-mail before sending', async () => {
    const { page, watch } = suite;
    await suite.open(PRODUCT_PATH);
    await expect(restockForm(page).count()).resolves.toBe(0);
    await chooseOption(page, 'Size', '8');
    await chooseOption(page, 'Color', 'White');
    await expect(restockForm(page).count()).resolves.toBe(0);

    await chooseOption(page, 'Size', '11');
    await chooseOption(page, 'Color', 'Navy');
    await restockForm(page).waitFor();
    await expect(restockForm(page).count()).resolves.toBe(1);
    // the captcha area and the mailing list box, unticked as the merchant set it
    await restockForm(page).getByRole('checkbox', { name: 'I am not a robot' }).waitFor();
    await expect(
      restockForm(page).getByRole('checkbox', { name: 'Sign up for news and updates' }).isChecked(),
    ).resolves.toBe(false);

    const field = emailField(page);
    await restockForm(page).getByRole('button', { name: 'Sign Up' }).click();
    await settlesTo(
      () => description(field),
      ['Email cannot be blank', 'Get notified by email when this product is back in stock.'],
    );
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(isFocused(field)).resolves.toBe(true);

    await field.fill('not-an-email');
    await field.press('Enter');
    await settlesTo(async () => (await description(field))[0], 'Email is invalid.');
    expect(watch.postsTo(SIGN_UP_PATH)).toEqual([]);

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // an in-stock variant has nothing to sign up for
    await chooseOption(page, 'Size', '10');
    await restockForm(page).waitFor({ state: 'detached' });
    expect(watch.consoleErrors).toEqual([]);
  });

  it('signs up by keyboard alone: the success text replaces the form and keeps the focus', async () => {
    const { page } = suite;
    await suite.open(PRODUCT_PATH);
    const size = page.locator('select[data-variant-option-name="Size"]');
    await size.focus();
    // the prompt, then 8, 9, 10, 11
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect(size.inputValue()).resolves.toBe('11');
    const color = page.locator('select[data-variant-option-name="Color"]');
    await tabTo(page, color);
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
    await expect(color.inputValue()).resolves.toBe('Navy');

    await restockForm(page).waitFor();
    await tabTo(page, emailField(page));
    await page.keyboard.type(VISITORS[0]!);
    await tabTo(page, restockForm(page).getByRole('checkbox', { name: 'I am not a robot' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(isFocused(restockForm(page).getByRole('button', { name: 'Sign Up' }))).resolves.toBe(true);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === SIGN_UP_PATH),
      page.keyboard.press('Enter'),
    ]);
    expect(answer.status()).toBe(200);
    const success = page.locator('.product-restock-success');
    await success.waitFor();
    await expect(success.textContent()).resolves.toBe(SUCCESS_TEXT);
    await expect(isFocused(success)).resolves.toBe(true);
    await expect(page.locator('.product-restock-notification form').count()).resolves.toBe(0);
    // the announcer sets its text a moment after it clears it, so screen readers hear a repeat
    await page.waitForFunction(
      (text) => document.querySelector('.storefront-announcer')?.textContent === text,
      SUCCESS_TEXT,
      { timeout: 5_000 },
    );
  });

  it('a second visitor signs up; the owner sends once, each gets one notice, a second send sends nothing', async () => {
    // the second visitor on a browser of their own
    const visitor = await suite.browser.newContext();
    try {
      await expect(signUpOnProductPage(await visitor.newPage(), VISITORS[1]!)).resolves.toBe(SUCCESS_TEXT);
    } finally {
      await visitor.close();
    }

    const { page } = suite;
    await suite.open('/config/restock');
    await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
    await page.waitForURL((url) => url.pathname === '/config/restock');
    const row = page.locator('tr.restock-group', { has: page.getByRole('rowheader', { name: 'Canvas Sneaker' }) });
    await row.waitFor();
    await expect(row.locator('.restock-group-sign-ups').textContent()).resolves.toBe('2');
    await expect(row.locator('.restock-group-waiting').textContent()).resolves.toBe('2');

    await page.getByRole('button', { name: `View sign-ups for ${GROUP}` }).click();
    const signUps = page.locator('.restock-sign-up th');
    await settlesTo(async () => (await signUps.allTextContents()).sort(), [...VISITORS].sort());

    const inboxBefore = (await inboxMessages(suite)).length;
    const send = async () => {
      await page.getByRole('button', { name: `Send notice for ${GROUP}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Send the restock notice for ${GROUP}?` });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await send();
    const progress = page.getByRole('progressbar', { name: `${GROUP} · Finished` });
    await progress.waitFor({ timeout: 30_000 });
    await expect(page.locator('.restock-send-counts').first().textContent()).resolves.toBe(
      '2 sent · 0 failed · 0 queued, of 2',
    );

    for (const address of VISITORS) await messagesTo(suite, address, { matches: (m) => m.text.includes(PRODUCT_PATH) });
    const inbox = await inboxMessages(suite);
    expect(inbox.length - inboxBefore).toBe(VISITORS.length);
    for (const address of VISITORS) {
      const notices = restockNoticesTo(inbox, address);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.to).toEqual([address]);
      expect(linkIn(notices[0]!, '/shop/p/')).toBe(PRODUCT_PATH);
    }
    await expect(row.locator('.restock-group-waiting').textContent()).resolves.toBe('0');

    // the same group again: everyone was notified, so the send finishes with nothing sent
    await send();
    await page.getByText('Nothing to send: everyone was already notified.').waitFor();
    await page.waitForTimeout(1500);
    expect((await inboxMessages(suite)).length - inboxBefore).toBe(VISITORS.length);
    const history = page.locator('tr.restock-send-request');
    await settlesTo(() => history.count(), 2);
    await expect(history.first().locator('td').nth(1).textContent()).resolves.toBe('Finished');

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    expect(suite.watch.consoleErrors).toEqual([]);
  });
});

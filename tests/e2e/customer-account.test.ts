import type { Page } from 'playwright-core';
import { cookieOf, submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(180_000);

const CUSTOMER = { email: 'cleo.customer@example.com', password: 'cleo-likes-candles' };

const pill = (page: Page) => page.locator('[data-cart-pill]');
const pillCount = (page: Page) => pill(page).locator('.sqs-cart-quantity');

/** Adds a product without options from its page and waits for the pill to count it. */
async function addToCart(page: Page, url: string, slug: string, count: string): Promise<void> {
  await page.goto(`${url}/shop/p/${slug}`);
  await page.locator('.sqs-add-to-cart-button').first().click();
  await pillCount(page).filter({ hasText: count }).waitFor();
}

/** What `/cart` lists: each line's product title and quantity. */
async function cartLines(page: Page, url: string): Promise<{ title: string; quantity: number }[]> {
  await page.goto(`${url}/cart`);
  await page.locator('.cart-row').first().waitFor();
  return page.locator('.cart-row').evaluateAll((rows) =>
    rows.map((row) => ({
      title: row.querySelector('.cart-row-title')?.textContent?.trim() ?? '',
      quantity: Number((row.querySelector('.cart-row-quantity input') as HTMLInputElement | null)?.value),
    })),
  );
}

describeInChromium(
  'customer accounts in Chromium',
  (suite) => {
    const sessionTokens = new Set<string>();
    const keepSessionToken = async () => {
      const token = await cookieOf(suite.context, 'site_user_session');
      if (token) sessionTokens.add(token);
    };

    it('signs up, keeps the cart through sign-out, and finds it again on a fresh browser after signing in', async () => {
      const { page, browser } = suite;
      await suite.open('/account/sign-up');
      await page.getByLabel('Email').fill(CUSTOMER.email);
      await page.getByLabel('Password').fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/account');
      await expect(page.locator('.account-email').textContent()).resolves.toContain(CUSTOMER.email);
      const siteUser = JSON.parse(decodeURIComponent((await cookieOf(suite.context, 'SiteUserInfo')) ?? '{}'));
      expect(siteUser).toEqual({ authenticated: true, siteUserId: expect.any(String) });
      await keepSessionToken();

      await addToCart(page, suite.url, 'brass-candle-holder', '1');
      const before = await cartLines(page, suite.url);
      expect(before).toEqual([{ title: 'Brass Candle Holder', quantity: 1 }]);

      await suite.open('/account');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/account/sign-in');
      await expect(cookieOf(suite.context, 'SiteUserInfo')).resolves.toBeUndefined();
      await expect(cookieOf(suite.context, 'site_user_session')).resolves.toBeUndefined();

      const fresh = await browser.newContext();
      try {
        const elsewhere = await fresh.newPage();
        await elsewhere.goto(`${suite.url}/account/sign-in`);
        await submitSignIn(elsewhere, CUSTOMER.email, CUSTOMER.password);
        await elsewhere.waitForURL((url) => url.pathname === '/account');
        const token = await cookieOf(fresh, 'site_user_session');
        if (token) sessionTokens.add(token);
        // the header pill of the signed-in visitor shows the account's cart
        await pillCount(elsewhere).filter({ hasText: '1' }).waitFor();
        await expect(cartLines(elsewhere, suite.url)).resolves.toEqual(before);
      } finally {
        await fresh.close();
      }
    });

    it('merges the cart filled before signing in into the account cart', async () => {
      const { page } = suite;
      await addToCart(page, suite.url, 'brass-candle-holder', '1');
      await suite.open('/account/sign-in?next=%2Fcart');
      await submitSignIn(page, CUSTOMER.email, CUSTOMER.password);
      await page.waitForURL((url) => url.pathname === '/cart');
      await keepSessionToken();
      // one from the account's cart (first test), one from this visit's
      await pillCount(page).filter({ hasText: '2' }).waitFor();
      const lines = await cartLines(page, suite.url);
      expect(lines.reduce((total, line) => total + line.quantity, 0)).toBe(2);
      expect(new Set(lines.map((line) => line.title))).toEqual(new Set(['Brass Candle Holder']));
    });

    it('refuses a wrong password with the gateway words', async () => {
      const { page } = suite;
      await suite.open('/account/sign-in');
      const answer = await submitSignIn(page, CUSTOMER.email, 'not-cleos-password');
      expect(answer.status()).toBe(401);
      await page.getByRole('alert').filter({ hasText: 'Your email or password is incorrect.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/account/sign-in');
    });

    it('has no serious or critical axe-core violation on the sign-in and sign-up pages', async () => {
      const { page } = suite;
      for (const path of ['/account/sign-in', '/account/sign-up']) {
        await suite.open(path);
        await page.getByLabel('Email').waitFor();
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      }
    });

    it('logs no password and no session token in the whole run', () => {
      const logs = suite.logs.join('\n');
      expect(sessionTokens.size).toBeGreaterThan(0);
      for (const secret of [CUSTOMER.password, 'not-cleos-password', ...sessionTokens])
        expect(logs.includes(secret) ? `logged: ${secret.slice(0, 4)}…` : 'not logged').toBe('not logged');
    });
  },
  { logLevel: 'info' },
);

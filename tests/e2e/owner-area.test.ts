import type { Page } from 'playwright-core';
import { alertSaying, cookieOf, submitSignIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';
import { linkIn, messagesTo } from './support/mail-inbox';

jest.setTimeout(180_000);

const CONTRIBUTOR = { email: 'rita.reports@example.com', name: 'Rita Reports', password: 'reports-every-monday' };
const WRONG_PASSWORD = 'not-the-owner-password';
const NO_PERMISSION = 'You do not have permission to open this page.';

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describeInChromium(
  'the owner area in Chromium',
  (suite) => {
    /** Every session token the browser was given, for the check that no log line holds one. */
    const sessionTokens = new Set<string>();
    /** ... and every invitation token mailed. */
    const invitationTokens = new Set<string>();

    async function signInAsDemoOwner(path = '/config'): Promise<void> {
      const { page } = suite;
      await suite.open(path);
      await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
      await page.waitForURL((url) => url.pathname === path);
      const token = await cookieOf(suite.context, 'owner_session');
      if (token) sessionTokens.add(token);
    }

    async function setCurrency(currency: string): Promise<void> {
      const { page } = suite;
      await page.getByLabel('Store currency').selectOption(currency);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('.owner-settings-saved').waitFor();
    }

    it('sends a visitor without a session to sign in, and back to the page afterwards', async () => {
      const { page } = suite;
      await suite.open('/config/settings');
      expect(pathOf(page)).toBe('/config/login?next=%2Fconfig%2Fsettings');
      await expect(heading(page)).resolves.toBe('Sign in');
      await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
      await page.waitForURL((url) => url.pathname === '/config/settings');
      await expect(page.locator('.owner-email').textContent()).resolves.toBe(suite.demoOwner.email);
      await expect(
        page.getByRole('navigation', { name: 'Owner area' }).getByRole('link').allTextContents(),
      ).resolves.toEqual([
        'Overview',
        'Account',
        'Settings',
        'Checkout',
        'Team',
        'Restock',
        'Analytics',
        'Web vitals',
        'Orders',
        'Subscriptions',
        'Queues',
      ]);
      sessionTokens.add((await cookieOf(suite.context, 'owner_session')) ?? '');
      expect(suite.watch.consoleErrors).toEqual([]);
    });

    it('changes the store currency, and the shop shows it on its next page', async () => {
      const { page } = suite;
      const shopCurrency = async () => {
        await suite.open('/shop/p/brass-candle-holder');
        const context = JSON.parse((await page.locator('#storefront-context').textContent()) ?? '{}');
        return {
          footer: await page.locator('.site-footer-currency').textContent(),
          context: context.storeSettings?.selectedCurrency,
          // the price's currency sign, whatever the amount
          price: (await page.locator('.product-price').first().textContent())?.trim().charAt(0),
        };
      };
      await expect(shopCurrency()).resolves.toEqual({ footer: 'Prices in USD', context: 'USD', price: '$' });

      await signInAsDemoOwner('/config/settings');
      await setCurrency('EUR');
      await expect(shopCurrency()).resolves.toEqual({ footer: 'Prices in EUR', context: 'EUR', price: '€' });

      // back as the other tests of this file expect the shop
      await suite.open('/config/settings');
      await setCurrency('USD');
    });

    it("changes the theme's accent colour, and the shop's buttons wear it on the next page", async () => {
      const { page } = suite;
      const shopAccent = async () => {
        await suite.open('/shop/p/brass-candle-holder');
        return page
          .locator('.sqs-add-to-cart-button')
          .first()
          .evaluate((button) => getComputedStyle(button).backgroundColor);
      };
      const saveAccent = async (colour: string) => {
        await suite.open('/config/settings');
        await page.getByLabel('Accent colour').fill(colour);
        await page.getByRole('button', { name: 'Save' }).click();
      };
      const setAccent = async (colour: string) => {
        await saveAccent(colour);
        await page.locator('.owner-settings-saved').waitFor();
      };
      await expect(shopAccent()).resolves.toBe('rgb(43, 76, 63)');

      await signInAsDemoOwner('/config/settings');
      await setAccent('#7a1f3d');
      await expect(shopAccent()).resolves.toBe('rgb(122, 31, 61)');
      // a mid grey, on which neither the text nor the background colour reads (under 4.5:1), is
      // refused on its field, and the shop keeps the last accent
      await saveAccent('#777777');
      await page.locator('input[name="themeAccentColor"][aria-invalid="true"]').waitFor();
      await expect(shopAccent()).resolves.toBe('rgb(122, 31, 61)');

      // back as the other tests of this file expect the shop
      await setAccent('#2b4c3f');
    });

    it('shows a wrong password as the gateway words it and keeps the owner on the sign-in page', async () => {
      const { page } = suite;
      await suite.open('/config/login');
      const answer = await submitSignIn(page, suite.demoOwner.email, WRONG_PASSWORD);
      expect(answer.status()).toBe(401);
      await expect(alertSaying(page, 'incorrect')).resolves.toBe('Your email or password is incorrect.');
      expect(pathOf(page)).toBe('/config/login');
      await expect(cookieOf(suite.context, 'owner_session')).resolves.toBeUndefined();
    });

    it('lets an invited reporting contributor open analytics but not restock', async () => {
      const { page, browser } = suite;
      await signInAsDemoOwner('/config/team');
      await page.getByLabel('Email').fill(CONTRIBUTOR.email);
      await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Reporting' });
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.locator('.team-invitation', { hasText: CONTRIBUTOR.email }).waitFor();

      // the invitation reaches the contributor's inbox, once, with a link to the shop's invitation page
      const [invitation, ...more] = await messagesTo(suite, CONTRIBUTOR.email);
      expect(more).toEqual([]);
      const link = linkIn(invitation!, '/config/invitation');
      expect(link).toMatch(/^\/config\/invitation\?token=/);
      invitationTokens.add(new URL(link, suite.url).searchParams.get('token') ?? '');

      // the contributor, in a browser of their own
      const theirs = await browser.newContext();
      try {
        const contributor = await theirs.newPage();
        await contributor.goto(`${suite.url}${link}`);
        await expect(heading(contributor)).resolves.toBe('Accept your invitation');
        await contributor.getByLabel('Your name').fill(CONTRIBUTOR.name);
        await contributor.getByLabel('Choose a password').fill(CONTRIBUTOR.password);
        await contributor.getByRole('button', { name: 'Join the team' }).click();
        await contributor.waitForURL((url) => url.pathname === '/config');
        sessionTokens.add((await cookieOf(theirs, 'owner_session')) ?? '');
        await contributor.getByRole('heading', { name: 'What you can open' }).waitFor();
        await expect(contributor.locator('.owner-overview').getByRole('link').allTextContents()).resolves.toEqual([
          'Account',
          'Analytics',
          'Web vitals',
        ]);

        const restock = await contributor.goto(`${suite.url}/config/restock`);
        expect(restock?.status()).toBe(403);
        await expect(heading(contributor)).resolves.toBe(NO_PERMISSION);

        const analytics = await contributor.goto(`${suite.url}/config/analytics`);
        expect(analytics?.status()).toBe(200);
        await expect(heading(contributor)).resolves.toBe('Analytics');
      } finally {
        await theirs.close();
      }

      // the owner's team page now lists the contributor as a member with their role
      await suite.open('/config/team');
      await expect(page.locator('.team-member', { hasText: CONTRIBUTOR.email }).textContent()).resolves.toContain(
        'Reporting',
      );
    });

    it('signs out: the session ends on the server, so its old cookie is refused', async () => {
      const { page } = suite;
      await signInAsDemoOwner('/config/account');
      const token = await cookieOf(suite.context, 'owner_session');
      expect(token).toBeTruthy();
      await expect(page.locator('.owner-account-email').textContent()).resolves.toBe(suite.demoOwner.email);
      await expect(page.locator('.owner-account-roles').textContent()).resolves.toBe('Admin');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/config/login');
      await expect(cookieOf(suite.context, 'owner_session')).resolves.toBeUndefined();

      const withOldCookie = await fetch(`${suite.url}/api/owner/session`, {
        headers: { cookie: `owner_session=${token}` },
      });
      expect(withOldCookie.status).toBe(401);
      await suite.open('/config');
      expect(pathOf(page)).toBe('/config/login?next=%2Fconfig');
    });

    it('has no serious or critical axe-core violation on the sign-in, settings and team pages', async () => {
      const { page } = suite;
      await suite.open('/config/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
      await page.waitForURL((url) => url.pathname === '/config');
      sessionTokens.add((await cookieOf(suite.context, 'owner_session')) ?? '');

      await suite.open('/config/settings');
      await page.getByLabel('Store currency').waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      await suite.open('/config/team');
      await page.getByRole('button', { name: 'Send invitation' }).waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: `Remove ${CONTRIBUTOR.email}` }).click();
      await page.getByRole('alertdialog').waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await page.keyboard.press('Escape');
    });

    // Last but one: the lockout holds this address for 15 minutes.
    it('locks the account out after repeated failures, even for the right password, and says for how long', async () => {
      const { page } = suite;
      await suite.open('/config/login');
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await submitSignIn(page, suite.demoOwner.email, `${WRONG_PASSWORD}-${attempt}`);
        expect([401, 429]).toContain(answer.status());
      }
      const answer = await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
      expect(answer.status()).toBe(429);
      await expect(alertSaying(page, 'Too many')).resolves.toMatch(
        /^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/,
      );
      expect(pathOf(page)).toBe('/config/login');
    });

    it("logs no password, no session or invitation token and not the invitee's e-mail in the whole run", () => {
      const logs = suite.logs.join('\n');
      const secrets = [
        suite.demoOwner.password,
        CONTRIBUTOR.password,
        CONTRIBUTOR.email,
        WRONG_PASSWORD,
        ...[...sessionTokens, ...invitationTokens].filter(Boolean),
      ];
      expect(sessionTokens.size).toBeGreaterThan(0);
      expect(invitationTokens.size).toBeGreaterThan(0);
      for (const secret of secrets)
        expect(logs.includes(secret) ? `logged: ${secret.slice(0, 4)}…` : 'not logged').toBe('not logged');
    });
  },
  { logLevel: 'info' },
);

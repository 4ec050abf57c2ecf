import { DEFAULT_THEME } from '@storefront/commerce';
import { permissions, Role } from '@storefront/permissions';
import { ACCOUNT_RATE_LIMITED_MESSAGE } from '../src/app';
import { CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import { SESSION_ENDED_MESSAGE } from '../src/routes/owner-router';
import {
  accountsShopForTests,
  DEMO_OWNER,
  mailedLinkToken,
  signedInContributor,
  sessionAccount,
  signedInOwner,
} from './support/accounts-shop';
import { linkToken } from './support/mail-sink';
import { pageContext } from './support/page-context';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const WRONG_CREDENTIALS = 'Your email or password is incorrect.';

/** The default theme as the owner's settings name it. */
const DEFAULT_THEME_SETTINGS = {
  themeAccentColor: DEFAULT_THEME.accentColor,
  themeTextColor: DEFAULT_THEME.textColor,
  themeBackgroundColor: DEFAULT_THEME.backgroundColor,
  themeFont: DEFAULT_THEME.font,
  themeRadiusPx: DEFAULT_THEME.radiusPx,
};
const EVERY_PERMISSION = Object.keys(permissions);

/** The session token a browser holds, to send again after the gateway told it to forget it. */
const tokenOf = (visitor: Visitor) => visitor.cookies.get('owner_session')!;

const withToken = (visitor: Visitor, token: string) => {
  visitor.cookies.set('owner_session', token);
  return visitor;
};

describeWhenPGliteRuns('owner area', 'the owner area over the accounts service', () => {
  const shop = accountsShopForTests();
  const url = () => shop().gateway.url;

  describe('signing in and out', () => {
    it('signs the demo owner in with an HttpOnly, SameSite=Lax session cookie and answers the account', async () => {
      const owner = await new Visitor(url()).arrive('/config/login');
      const response = await owner.call('POST', '/api/owner/session', { ...DEMO_OWNER, email: ' Owner@Example.com ' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        account: {
          accountId: expect.any(String),
          email: DEMO_OWNER.email,
          displayName: expect.any(String),
          roles: [Role.admin],
          permissions: EVERY_PERMISSION,
        },
      });
      // Plain HTTP without a trusted proxy saying otherwise: not Secure, or the browser would drop it.
      expect(owner.lastSetCookie('owner_session')).toMatch(
        /^owner_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const session = await owner.call('GET', '/api/owner/session');
      expect(session.status).toBe(200);
      expect((await session.json()).account.email).toBe(DEMO_OWNER.email);
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      const visitor = await new Visitor(url()).arrive('/config/login');
      for (const credentials of [
        { email: DEMO_OWNER.email, password: 'not-the-password' },
        { email: 'nobody-here@example.com', password: DEMO_OWNER.password },
      ]) {
        const response = await visitor.call('POST', '/api/owner/session', credentials);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: WRONG_CREDENTIALS });
        expect(visitor.cookies.has('owner_session')).toBe(false);
      }
    });

    it('locks an account out after repeated failures, even with the right password then', async () => {
      const admin = await signedInOwner(url());
      const contributor = await signedInContributor(shop(), admin, [Role.reporting]);
      const account = await sessionAccount(contributor);
      const guesser = await new Visitor(url()).arrive('/config/login');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await guesser.call('POST', '/api/owner/session', {
          email: account.email,
          password: `guess-${attempt}`,
        });
        statuses.push(wrong.status);
      }
      // The fifth failure is the one that locks: it may already be answered as the lockout.
      expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
      expect([401, 429]).toContain(statuses[4]);
      const locked = await guesser.call('POST', '/api/owner/session', {
        email: account.email,
        password: 'contributor-password',
      });
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
      expect(locked.headers.get('retry-after')).toBe('900');
    });

    it('rotates the session on sign-in: the session held before is refused afterwards', async () => {
      const owner = await signedInOwner(url());
      const before = tokenOf(owner);
      // Checked once, so a gateway that keeps sessions briefly holds it when the new sign-in comes.
      expect((await owner.call('GET', '/api/owner/session')).status).toBe(200);
      expect((await owner.call('POST', '/api/owner/session', DEMO_OWNER)).status).toBe(200);
      const after = tokenOf(owner);
      expect(after).not.toBe(before);
      expect((await owner.call('GET', '/api/owner/session')).status).toBe(200);
      const stale = await withToken(owner, before).call('GET', '/api/owner/session');
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    });

    it('signs out: the cookie is cleared and the old cookie is refused from then on', async () => {
      const owner = await signedInOwner(url());
      const token = tokenOf(owner);
      const out = await owner.call('DELETE', '/api/owner/session');
      expect(out.status).toBe(204);
      expect(owner.lastSetCookie('owner_session')).toBe('owner_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
      expect(owner.cookies.has('owner_session')).toBe(false);
      expect((await withToken(owner, token).call('GET', '/api/owner/session')).status).toBe(401);
      expect((await withToken(owner, token).fetch('/config/settings')).status).toBe(302);
      // Signing out again, with no session or an ended one, still succeeds.
      expect((await owner.call('DELETE', '/api/owner/session')).status).toBe(204);
    });

    it('needs the crumb for every change, sign-in included', async () => {
      const visitor = new Visitor(url());
      const response = await visitor.call('POST', '/api/owner/session', DEMO_OWNER);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: CRUMB_MISSING_MESSAGE });
    });

    it('marks the cookie Secure when the request came over TLS through a trusted proxy, and only then', async () => {
      const overTls = await new Visitor(url()).arrive('/config/login');
      await overTls.call('POST', '/api/owner/session', DEMO_OWNER, undefined, { 'x-forwarded-proto': 'https' });
      expect(overTls.lastSetCookie('owner_session')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);

      // No proxy is trusted: the header is anyone's to write, and says nothing.
      const { gateway } = await shop().anotherGateway({ TRUST_PROXY_HOPS: '0' });
      const direct = await new Visitor(gateway.url).arrive('/config/login');
      await direct.call('POST', '/api/owner/session', DEMO_OWNER, undefined, { 'x-forwarded-proto': 'https' });
      expect(direct.lastSetCookie('owner_session')).not.toMatch(/Secure/);
      expect(direct.lastSetCookie('owner_session')).toMatch(/; HttpOnly; SameSite=Lax$/);
    });

    it('limits public account calls per visitor', async () => {
      const { gateway } = await shop().anotherGateway({ ACCOUNT_RATE_LIMIT: '3' });
      const visitor = await new Visitor(gateway.url).arrive('/config/login');
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await visitor.call('POST', '/api/owner/password-reset', { email: 'x@example.com' })).status).toBe(202);
      const refused = await visitor.call('POST', '/api/owner/session', DEMO_OWNER);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: ACCOUNT_RATE_LIMITED_MESSAGE });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('sessions kept briefly by a gateway', () => {
    it('never outlive a sign-out through that gateway, and end on others within the time kept', async () => {
      const { gateway: caching } = await shop().anotherGateway({ OWNER_SESSION_CACHE_MS: '10000' });
      const { gateway: other } = await shop().anotherGateway({ OWNER_SESSION_CACHE_MS: '300' });
      const owner = await signedInOwner(caching.url);
      const token = tokenOf(owner);
      const elsewhere = withToken(await new Visitor(other.url).arrive('/config/login'), token);
      expect((await owner.call('GET', '/api/owner/session')).status).toBe(200);
      expect((await elsewhere.call('GET', '/api/owner/session')).status).toBe(200);

      expect((await owner.call('DELETE', '/api/owner/session')).status).toBe(204);
      expect((await withToken(owner, token).call('GET', '/api/owner/session')).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await withToken(elsewhere, token).call('GET', '/api/owner/session')).status).toBe(401);
    });

    it('take a role change or removal through that gateway into account at once', async () => {
      const { gateway: caching, logs } = await shop().anotherGateway({ OWNER_SESSION_CACHE_MS: '10000' });
      const admin = await signedInOwner(caching.url);
      const member = await signedInContributor({ ...shop(), gateway: caching, logs }, admin, [Role.reporting]);
      expect((await member.fetch('/config/analytics')).status).toBe(200);
      const account = await sessionAccount(member);

      const changed = await admin.call('PUT', `/api/owner/team/${account.accountId}/roles`, { roles: [Role.billing] });
      expect(changed.status).toBe(200);
      expect((await member.fetch('/config/analytics')).status).toBe(403);
      expect((await member.fetch('/config/orders')).status).toBe(200);

      expect((await admin.call('DELETE', `/api/owner/team/${account.accountId}`)).status).toBe(204);
      expect((await member.call('GET', '/api/owner/session')).status).toBe(401);
    });
  });

  describe('the team', () => {
    it('invites a contributor, mails the link once (logging nothing personal), and lists the invitation', async () => {
      const admin = await signedInOwner(url());
      const linesBefore = shop().logs.length;
      const email = `invited-${Date.now()}@example.com`;
      const invited = await admin.call('POST', '/api/owner/team/invitations', { email, roles: [Role.storeManager] });
      expect(invited.status).toBe(201);
      const { invitation } = (await invited.json()) as { invitation: Record<string, unknown> };
      expect(invitation).toEqual({
        invitationId: expect.any(String),
        email,
        roles: [Role.storeManager],
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(Date.parse(String(invitation.expiresAt))).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);

      const token = await mailedLinkToken(shop(), email, 'invitation');
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shop().mail.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
      const logged = JSON.stringify(shop().logs.slice(linesBefore));
      expect(logged).not.toContain(email);
      expect(logged).not.toContain(token);

      const team = (await (await admin.call('GET', '/api/owner/team')).json()) as {
        members: { email: string; roles: number[]; permissions: string[] }[];
        invitations: { email: string }[];
      };
      expect(team.members).toContainEqual(
        expect.objectContaining({ email: DEMO_OWNER.email, roles: [Role.admin], permissions: EVERY_PERMISSION }),
      );
      expect(team.invitations.map((entry) => entry.email)).toContain(email);
    });

    it('lets the invitee accept, signed in at once with the invited roles', async () => {
      const admin = await signedInOwner(url());
      const member = await signedInContributor(shop(), admin, [Role.reporting]);
      expect(await sessionAccount(member)).toMatchObject({
        roles: [Role.reporting],
        permissions: ['viewAnalytics', 'viewWebVitals', 'enterOwnerArea'],
      });
      expect(member.lastSetCookie('owner_session')).toMatch(/; HttpOnly; SameSite=Lax$/);
      // An invitation is used once.
      const again = await new Visitor(url()).arrive('/config/invitation');
      const used = shop()
        .mail.messages.filter((message) => message.text.includes('/config/invitation'))
        .at(-1)!;
      const reused = await again.call('POST', '/api/owner/invitations/accept', {
        token: linkToken(used, '/config/invitation'),
        password: 'another-password',
        displayName: 'Again',
      });
      expect(reused.status).toBe(401);
    });

    it('refuses input that is not of the right shape before asking anyone, naming the field', async () => {
      const admin = await signedInOwner(url());
      const noRoles = await admin.call('POST', '/api/owner/team/invitations', { email: 'a@example.com', roles: [] });
      expect(noRoles.status).toBe(400);
      expect(await noRoles.json()).toEqual({
        message: 'Choose at least one role.',
        errors: { roles: 'Choose at least one role.' },
      });
      const badRole = await admin.call('PUT', '/api/owner/team/someone/roles', { roles: [5] });
      expect(badRole.status).toBe(400);
      expect(await badRole.json()).toEqual({
        message: 'That is not a role.',
        errors: { roles: 'That is not a role.' },
      });
      const notAnEmail = await admin.call('POST', '/api/owner/team/invitations', { email: 'not an email', roles: [3] });
      expect(notAnEmail.status).toBe(400);
    });

    it('keeps the website with an admin', async () => {
      const admin = await signedInOwner(url());
      const account = await sessionAccount(admin);
      const demoted = await admin.call('PUT', `/api/owner/team/${account.accountId}/roles`, {
        roles: [Role.reporting],
      });
      expect(demoted.status).toBe(409);
      expect(await demoted.json()).toEqual({ message: 'The website must keep at least one admin.' });
    });

    it('logs no link in production either', async () => {
      const { gateway, logs } = await shop().anotherGateway({ NODE_ENV: 'production', CRUMB_SECRET: 'c'.repeat(32) });
      const admin = await signedInOwner(gateway.url);
      const invited = await admin.call('POST', '/api/owner/team/invitations', {
        email: `quiet-${Date.now()}@example.com`,
        roles: [Role.viewer],
      });
      expect(invited.status).toBe(201);
      const reset = await admin.call('POST', '/api/owner/password-reset', { email: DEMO_OWNER.email });
      expect(reset.status).toBe(202);
      expect(logs.filter((line) => /link/.test(line.msg))).toEqual([]);
    });
  });

  describe('password reset', () => {
    it('answers 202 whether or not the e-mail has an account, and mails a link only to one that has', async () => {
      const admin = await signedInOwner(url());
      const member = await signedInContributor(shop(), admin, [Role.billing]);
      const account = await sessionAccount(member);
      const visitor = await new Visitor(url()).arrive('/config/reset-password');

      const before = shop().logs.length;
      const unknown = await visitor.call('POST', '/api/owner/password-reset', { email: 'nobody-at-all@example.com' });
      expect(unknown.status).toBe(202);

      const known = await visitor.call('POST', '/api/owner/password-reset', { email: account.email });
      expect(known.status).toBe(202);
      const resetToken = await mailedLinkToken(shop(), account.email, 'ownerPasswordReset');
      expect(shop().mail.messages.some((message) => message.to.includes('nobody-at-all@example.com'))).toBe(false);
      expect(JSON.stringify(shop().logs.slice(before))).not.toContain(resetToken);

      const sessionBefore = tokenOf(member);
      const done = await visitor.call('POST', '/api/owner/password-reset/complete', {
        token: resetToken,
        password: 'a-brand-new-password',
      });
      expect(done.status).toBe(204);
      // Every session of the account ended with the reset.
      expect((await withToken(member, sessionBefore).call('GET', '/api/owner/session')).status).toBe(401);
      const old = await visitor.call('POST', '/api/owner/session', {
        email: account.email,
        password: 'contributor-password',
      });
      expect(old.status).toBe(401);
      const fresh = await visitor.call('POST', '/api/owner/session', {
        email: account.email,
        password: 'a-brand-new-password',
      });
      expect(fresh.status).toBe(200);
    });
  });

  describe('pages', () => {
    /** An owner page as `visitor` gets it: 200, cached by nobody. */
    const ownerPage = async (visitor: Visitor, path: string) => {
      const response = await visitor.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.text();
    };

    it('sends the sign-in page to anyone, with its hook for the owner remote and no navigation', async () => {
      const visitor = new Visitor(url());
      const html = await ownerPage(visitor, '/config/login?next=%2Fconfig%2Fteam');
      expect(html).toContain('<div data-owner-page="login"></div>');
      expect(html).toContain('<noscript>');
      expect(html).not.toContain('class="owner-nav"');
      expect(html).not.toContain('<p class="owner-signed-in">');
      // The page hands out the crumb its sign-in form needs.
      expect(visitor.cookies.has('crumb')).toBe(true);
      for (const [path, hook] of [
        ['/config/invitation?token=abc', 'accept-invitation'],
        ['/config/reset-password', 'reset-password'],
      ])
        expect(await (await visitor.fetch(path)).text()).toContain(`<div data-owner-page="${hook}"></div>`);
    });

    it("frames the admin's pages with the store, the e-mail and every page in the navigation", async () => {
      const admin = await signedInOwner(url());
      const html = await ownerPage(admin, '/config');
      expect(html).toContain('<a class="site-title" href="/">Harbour &amp; Loom</a>');
      expect(html).toContain(`<span class="owner-email">${DEMO_OWNER.email}</span>`);
      const nav = [...html.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
      expect(nav).toEqual([
        '/config',
        '/config/account',
        '/config/settings',
        '/config/checkout',
        '/config/team',
        '/config/restock',
        '/config/analytics',
        '/config/web-vitals',
        '/config/orders',
        '/config/subscriptions',
        '/config/queues',
      ]);
      expect(html).toContain('<a href="/config" aria-current="page">Overview</a>');
      expect(html).toContain('<div data-owner-page="overview"></div>');
      for (const [path, hook, heading] of [
        ['/config/restock', 'restock', 'Restock notices'],
        ['/config/web-vitals', 'web-vitals', 'Web vitals'],
        ['/config/orders', 'orders', 'Orders'],
        ['/config/subscriptions', 'subscriptions', 'Subscriptions'],
      ]) {
        const page = await (await admin.fetch(path!)).text();
        expect(page).toContain(`<div data-owner-page="${hook}"></div>`);
        expect(page).toContain(`>${heading}</h1>`);
      }
    });

    it('lists in the navigation only what a reporting contributor may open', async () => {
      const admin = await signedInOwner(url());
      const reporter = await signedInContributor(shop(), admin, [Role.reporting]);
      const html = await (await reporter.fetch('/config/analytics')).text();
      const nav = [...html.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
      expect(nav).toEqual(['/config', '/config/account', '/config/analytics', '/config/web-vitals']);
      expect(html).toContain('<div data-owner-page="analytics"></div>');
      expect((await reporter.fetch('/config/restock')).status).toBe(403);
    });
  });

  describe('settings', () => {
    const pricesIn = (html: string) => /Prices in ([A-Z]{3})/.exec(html)?.[1];
    /** The currency sign of a product page's price: the products' own reads must follow the change too. */
    const priceSign = (html: string) =>
      html
        .split('pdp-details-price">')[1]
        ?.replace(/<[^>]*>/g, '')
        .trim()
        .charAt(0);

    it('reads and changes the store settings; the shop shows the change on its next page at once', async () => {
      // A gateway that keeps settings and pages for a minute: only the change itself can make them fresh.
      const { gateway } = await shop().anotherGateway({ CATALOG_CACHE_MS: '60000' });
      const admin = await signedInOwner(gateway.url);
      const shopper = new Visitor(gateway.url);
      const before = (await (await admin.call('GET', '/api/owner/settings')).json()) as Record<string, unknown>;
      expect(before).toEqual({
        selectedCurrency: 'USD',
        expressCheckout: false,
        multipleQuantityAllowedForServices: true,
        timeZone: 'America/New_York',
        // the gateway's configured key, until an owner sets the site's own
        captchaSiteKey: 'storefront-test-captcha',
        ...DEFAULT_THEME_SETTINGS,
        restrictiveCookies: false,
        afterPayAvailable: true,
        afterPayMin: 100,
        afterPayMax: 200_000,
        stripeAccountCountry: 'US',
        presentmentRates: [],
      });
      const productPage = async () => (await shopper.fetch('/shop/p/brass-candle-holder')).text();
      const shown = async () => {
        const html = await productPage();
        return { footer: pricesIn(html), price: priceSign(html) };
      };
      await expect(shown()).resolves.toEqual({ footer: 'USD', price: '$' });
      await expect(shown()).resolves.toEqual({ footer: 'USD', price: '$' });
      try {
        const changed = await admin.call('PUT', '/api/owner/settings', {
          selectedCurrency: 'EUR',
          timeZone: 'Europe/Oslo',
          captchaSiteKey: '6LcOwnerKey',
        });
        expect(changed.status).toBe(200);
        expect(await changed.json()).toEqual({
          ...before,
          selectedCurrency: 'EUR',
          timeZone: 'Europe/Oslo',
          captchaSiteKey: '6LcOwnerKey',
        });
        await expect(shown()).resolves.toEqual({ footer: 'EUR', price: '€' });
        expect(pricesIn(await (await shopper.fetch('/shop')).text())).toBe('EUR');
        const context = (await (await shopper.fetch('/api/context/config')).json()) as {
          timeZone: string;
          storeSettings: { selectedCurrency: string };
        };
        expect(context).toMatchObject({
          timeZone: 'Europe/Oslo',
          storeSettings: { selectedCurrency: 'EUR' },
          captchaSiteKey: '6LcOwnerKey',
        });
        expect(await (await admin.call('GET', '/api/owner/settings')).json()).toMatchObject({
          selectedCurrency: 'EUR',
        });
      } finally {
        await admin.call('PUT', '/api/owner/settings', before);
      }
    });

    it("changes the theme: every shop page carries the owner's custom properties from the next page on", async () => {
      // pages and settings kept for a minute: only the change itself can make them fresh
      const { gateway } = await shop().anotherGateway({ CATALOG_CACHE_MS: '60000' });
      const admin = await signedInOwner(gateway.url);
      const shopper = new Visitor(gateway.url);
      const themeOf = async (path: string) =>
        /<style id="theme-properties">([^<]*)<\/style>/.exec(await (await shopper.fetch(path)).text())?.[1];
      // the default theme adds nothing to the stylesheet
      await expect(themeOf('/shop')).resolves.toBeUndefined();
      try {
        const changed = await admin.call('PUT', '/api/owner/settings', {
          themeAccentColor: '#7A1F3D',
          themeFont: 'modern',
          themeRadiusPx: 0,
        });
        expect(changed.status).toBe(200);
        expect(await changed.json()).toMatchObject({
          themeAccentColor: '#7a1f3d',
          themeFont: 'modern',
          themeRadiusPx: 0,
        });
        for (const path of ['/shop', '/shop/p/brass-candle-holder', '/', '/cart']) {
          const style = await themeOf(path);
          expect(style).toContain('--accent:#7a1f3d');
          expect(style).toContain('--radius:0px');
          expect(style).toContain('--font-heading:system-ui');
        }
      } finally {
        await admin.call('PUT', '/api/owner/settings', DEFAULT_THEME_SETTINGS);
      }
      await expect(themeOf('/shop')).resolves.toBeUndefined();
    });

    it('refuses a theme colour that is no hex code or reads under 4.5:1, and changes nothing', async () => {
      const admin = await signedInOwner(url());
      const refused = await admin.call('PUT', '/api/owner/settings', {
        themeAccentColor: '#fff;}a{b:c',
        themeBackgroundColor: '#222',
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'The settings were not saved: check the marked fields.',
        errors: { themeAccentColor: 'Enter a colour as a hex code, such as #2b4c3f.' },
      });
      // dark text on a dark background
      const unreadable = await admin.call('PUT', '/api/owner/settings', { themeBackgroundColor: '#222222' });
      expect(unreadable.status).toBe(400);
      expect(await unreadable.json()).toMatchObject({ errors: { themeTextColor: expect.stringContaining('4.5:1') } });
      const wrongType = await admin.call('PUT', '/api/owner/settings', { themeRadiusPx: '6px' });
      expect(wrongType.status).toBe(400);
      expect(await (await admin.call('GET', '/api/owner/settings')).json()).toMatchObject(DEFAULT_THEME_SETTINGS);
    });

    it('sets the currencies shown to visitors: every page context carries the rates from the next page on', async () => {
      // pages and settings kept for a minute: only the change itself can make them fresh
      const { gateway } = await shop().anotherGateway({ CATALOG_CACHE_MS: '60000' });
      const admin = await signedInOwner(gateway.url);
      const shopper = new Visitor(gateway.url);
      const ratesOnPage = async (path: string) =>
        pageContext(await (await shopper.fetch(path)).text()).presentmentRates;
      await expect(ratesOnPage('/shop')).resolves.toEqual([]);
      const rates = [
        { currency: 'JPY', rate: '150.5' },
        { currency: 'EUR', rate: '0.92' },
      ];
      try {
        const changed = await admin.call('PUT', '/api/owner/settings', { presentmentRates: rates });
        expect(changed.status).toBe(200);
        expect(await changed.json()).toMatchObject({ selectedCurrency: 'USD', presentmentRates: rates });
        for (const path of ['/shop', '/shop/p/brass-candle-holder', '/cart'])
          await expect(ratesOnPage(path)).resolves.toEqual(rates);
        const config = (await (await shopper.fetch('/api/context/config')).json()) as Record<string, unknown>;
        expect(config.presentmentRates).toEqual(rates);
        // a change of other settings keeps the rates
        await admin.call('PUT', '/api/owner/settings', { expressCheckout: false });
        expect(await (await admin.call('GET', '/api/owner/settings')).json()).toMatchObject({
          presentmentRates: rates,
        });
      } finally {
        await admin.call('PUT', '/api/owner/settings', { presentmentRates: [] });
      }
      await expect(ratesOnPage('/shop')).resolves.toEqual([]);
    });

    it('refuses presentment rates the store cannot have, naming the field, and changes nothing', async () => {
      const admin = await signedInOwner(url());
      const refused = await admin.call('PUT', '/api/owner/settings', {
        presentmentRates: [{ currency: 'USD', rate: '1' }],
        expressCheckout: true,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'The settings were not saved: check the marked fields.',
        errors: { presentmentRates: 'The store currency needs no rate: prices are shown in it already.' },
      });
      const badRate = await admin.call('PUT', '/api/owner/settings', {
        presentmentRates: [{ currency: 'EUR', rate: '0,92' }],
      });
      expect(badRate.status).toBe(400);
      expect(await badRate.json()).toMatchObject({
        errors: { presentmentRates: 'Enter each rate as a number above 0, such as 0.92, with at most 6 decimals.' },
      });
      const wrongType = await admin.call('PUT', '/api/owner/settings', {
        presentmentRates: [{ currency: 'EUR', rate: 0.92 }],
      });
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toMatchObject({ errors: { presentmentRates: expect.any(String) } });
      expect(await (await admin.call('GET', '/api/owner/settings')).json()).toMatchObject({
        expressCheckout: false,
        presentmentRates: [],
      });
    });

    it('refuses a currency or time zone the store cannot have, naming the fields, and changes nothing', async () => {
      const admin = await signedInOwner(url());
      const refused = await admin.call('PUT', '/api/owner/settings', {
        selectedCurrency: 'XYZ',
        timeZone: 'Mars/Olympus',
        expressCheckout: true,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'The settings were not saved: check the marked fields.',
        errors: {
          selectedCurrency: 'The store cannot sell in this currency.',
          timeZone: 'This is not an IANA time zone, such as Europe/Oslo.',
        },
      });
      const wrongType = await admin.call('PUT', '/api/owner/settings', { expressCheckout: 'yes' });
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toMatchObject({ errors: { expressCheckout: 'Express checkout is on or off.' } });
      expect(await (await admin.call('GET', '/api/owner/settings')).json()).toMatchObject({ expressCheckout: false });
    });
  });
});

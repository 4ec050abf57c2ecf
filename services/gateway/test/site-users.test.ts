import { CUSTOMER_SIGN_IN_MESSAGE } from '../src/routes/site-users';
import { accountsShopForTests, DEMO_OWNER, mailedLinkToken } from './support/accounts-shop';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(120_000);

const PASSWORD = 'shopper-password-1';

let shoppers = 0;
const newEmail = () => `shopper-${++shoppers}-${Date.now()}@example.com`;

/** What the page's scripts read: SiteUserInfo, decoded as spec §3 says (encodeURIComponent of the JSON). */
const siteUserInfo = (visitor: Visitor) => {
  const value = visitor.cookies.get('SiteUserInfo');
  return value === undefined ? undefined : (JSON.parse(decodeURIComponent(value)) as unknown);
};

describeWhenPGliteRuns('customer accounts', 'customer accounts over the accounts service', () => {
  const shop = accountsShopForTests();
  const url = () => shop().gateway.url;

  async function signedUp(email = newEmail()): Promise<Visitor> {
    const visitor = await new Visitor(url()).arrive('/account/sign-up');
    const response = await visitor.call('POST', '/api/site-users/sign-up', {
      email,
      password: PASSWORD,
      displayName: 'Ada',
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    return visitor;
  }

  it('signs a customer up with the session cookie and SiteUserInfo, and answers the account', async () => {
    const email = newEmail();
    const visitor = await new Visitor(url()).arrive('/account/sign-up');
    const response = await visitor.call('POST', '/api/site-users/sign-up', { email, password: PASSWORD });
    expect(response.status).toBe(201);
    const { account } = (await response.json()) as {
      account: { siteUserId: string; email: string; displayName: string };
    };
    expect(account).toEqual({ siteUserId: expect.stringMatching(/^\S{16,}$/), email, displayName: '' });

    expect(visitor.lastSetCookie('site_user_session')).toMatch(
      /^site_user_session=[A-Za-z0-9_-]{40,}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    // Readable by the page's scripts (no HttpOnly), living as long as the session.
    const info = visitor.lastSetCookie('SiteUserInfo')!;
    expect(info).toMatch(/^SiteUserInfo=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const maxAge = (line: string) => Number(/Max-Age=(\d+)/.exec(line)![1]);
    expect(maxAge(info)).toBe(maxAge(visitor.lastSetCookie('site_user_session')!));
    expect(maxAge(info)).toBeGreaterThan(29 * 24 * 3600);
    expect(siteUserInfo(visitor)).toEqual({ authenticated: true, siteUserId: account.siteUserId });
    expect(visitor.cookies.get('SiteUserInfo')).toBe(
      encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: account.siteUserId })),
    );

    const session = await visitor.call('GET', '/api/site-users/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ account });
  });

  it('refuses a second account for the same e-mail and a password too short', async () => {
    const email = newEmail();
    await signedUp(email);
    const visitor = await new Visitor(url()).arrive('/account/sign-up');
    const again = await visitor.call('POST', '/api/site-users/sign-up', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'An account with this email already exists.' });
    const short = await visitor.call('POST', '/api/site-users/sign-up', { email: newEmail(), password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Use a password of 8 to 256 characters.' });
    expect(visitor.cookies.has('site_user_session')).toBe(false);
  });

  it('signs out: both cookies go, and the old session is refused', async () => {
    const visitor = await signedUp();
    const token = visitor.cookies.get('site_user_session')!;
    const out = await visitor.call('DELETE', '/api/site-users/session');
    expect(out.status).toBe(204);
    expect(visitor.lastSetCookie('site_user_session')).toMatch(/^site_user_session=; Path=\/; Max-Age=0; HttpOnly/);
    expect(visitor.lastSetCookie('SiteUserInfo')).toMatch(/^SiteUserInfo=; Path=\/; Max-Age=0; SameSite=Lax$/);
    expect([...visitor.cookies.keys()]).not.toContain('SiteUserInfo');

    visitor.cookies.set('site_user_session', token);
    const refused = await visitor.call('GET', '/api/site-users/session');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: CUSTOMER_SIGN_IN_MESSAGE });
    expect(visitor.cookies.has('site_user_session')).toBe(false);
  });

  it('signs in on another browser, rotating the session that browser held', async () => {
    const email = newEmail();
    await signedUp(email);
    const other = await new Visitor(url()).arrive('/account/sign-in');
    expect((await other.call('POST', '/api/site-users/session', { email, password: 'wrong-password' })).status).toBe(
      401,
    );
    const first = await other.call('POST', '/api/site-users/session', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    const before = other.cookies.get('site_user_session')!;
    expect((await other.call('POST', '/api/site-users/session', { email, password: PASSWORD })).status).toBe(200);
    expect(other.cookies.get('site_user_session')).not.toBe(before);
    expect((await other.call('GET', '/api/site-users/session')).status).toBe(200);
    const stale = new Visitor(url());
    stale.cookies.set('site_user_session', before);
    expect((await stale.call('GET', '/api/site-users/session')).status).toBe(401);
  });

  it('keeps owner and customer sessions apart: neither cookie takes the other kind', async () => {
    const owner = await new Visitor(url()).arrive('/config/login');
    expect((await owner.call('POST', '/api/owner/session', DEMO_OWNER)).status).toBe(200);
    const customer = await signedUp();
    const asCustomer = new Visitor(url());
    asCustomer.cookies.set('site_user_session', owner.cookies.get('owner_session')!);
    expect((await asCustomer.call('GET', '/api/site-users/session')).status).toBe(401);
    const asOwner = new Visitor(url());
    asOwner.cookies.set('owner_session', customer.cookies.get('site_user_session')!);
    expect((await asOwner.call('GET', '/api/owner/session')).status).toBe(401);
    expect((await asOwner.fetch('/config')).status).toBe(302);
  });

  it('resets a forgotten password by the mailed link; 202 for any e-mail', async () => {
    const email = newEmail();
    const holder = await signedUp(email);
    const visitor = await new Visitor(url()).arrive('/account/reset-password');
    expect((await visitor.call('POST', '/api/site-users/password-reset', { email: newEmail() })).status).toBe(202);
    const before = shop().logs.length;
    expect((await visitor.call('POST', '/api/site-users/password-reset', { email })).status).toBe(202);
    const token = await mailedLinkToken(shop(), email, 'customerPasswordReset');
    expect(JSON.stringify(shop().logs.slice(before))).not.toContain(email);
    expect(JSON.stringify(shop().logs.slice(before))).not.toContain(token);

    const done = await visitor.call('POST', '/api/site-users/password-reset/complete', {
      token,
      password: 'another-password-2',
    });
    expect(done.status).toBe(204);
    expect((await holder.call('GET', '/api/site-users/session')).status).toBe(401);
    expect(
      (await visitor.call('POST', '/api/site-users/session', { email, password: 'another-password-2' })).status,
    ).toBe(200);
  });

  describe('pages', () => {
    it('sends the sign-in, sign-up and reset pages with their hook and a noscript line', async () => {
      const visitor = new Visitor(url());
      for (const [path, hook, heading] of [
        ['/account/sign-in', 'sign-in', 'Sign in'],
        ['/account/sign-up', 'sign-up', 'Create an account'],
        ['/account/reset-password?token=abc', 'reset-password', 'Reset your password'],
      ]) {
        const response = await visitor.fetch(path!);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toContain(`<h1 id="account-title" tabindex="-1">${heading}</h1>`);
        expect(html).toContain(`<div data-account-page="${hook}"></div>`);
        expect(html).toContain('<noscript>');
        // The shop's own frame: customers stay in the shop.
        expect(html).toContain('class="site-header"');
      }
    });

    it('sends /account to a signed-in customer with the e-mail and the empty orders, others to sign in', async () => {
      const anonymous = new Visitor(url());
      const away = await anonymous.fetch('/account');
      expect(away.status).toBe(302);
      expect(away.headers.get('location')).toBe('/account/sign-in');

      const email = newEmail();
      const customer = await signedUp(email);
      const response = await customer.fetch('/account');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`Signed in as <strong>${email}</strong>`);
      expect(html).toContain('<div data-account-page="account"></div>');
      expect(html).toContain('<h2 id="account-orders-title">Orders</h2>');
      expect(html).toContain('You have no orders yet.');
    });
  });
});

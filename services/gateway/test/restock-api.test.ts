import type { RunningService } from '@storefront/service-kit';
import fc from 'fast-check';
import { RESTOCK_RATE_LIMITED_MESSAGE } from '../src/app';
import { CRUMB_MISSING_MESSAGE } from '../src/http/crumb';
import type { RunningGateway } from '../src/gateway-server';
import { SIGN_IN_MESSAGE } from '../src/routes/owner-router';
import { DEMO_OWNER, signedInOwner, startTestAccounts } from './support/accounts-shop';
import { demoProduct } from './support/demo-products';
import { startMailSink, type MailSink } from './support/mail-sink';
import { startTestNotifications } from './support/notifications-service';
import { startTestCatalog, startTestForms, startTestGateway, type LogLine } from './support/running-shop';
import { describeWhenPGliteRuns, runningForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(180_000);

const RESTOCK = '/api/site-users/account/notifications/restock';
/** The forms service's test captcha verifier accepts this token (the demo site may ask for one). */
const CAPTCHA = 'storefront-test-captcha-ok';

interface RestockShop {
  gateway: RunningGateway;
  logs: LogLine[];
  mail: MailSink;
  /** Another gateway over the same services, with `env` over the test settings. */
  anotherGateway(env: Record<string, string>): Promise<{ gateway: RunningGateway; logs: LogLine[] }>;
  stop(): Promise<void>;
}

async function startRestockShop(): Promise<RestockShop> {
  const [catalog, forms, accounts, mail] = await Promise.all([
    startTestCatalog(),
    startTestForms(),
    startTestAccounts(),
    startMailSink(),
  ]);
  const catalogAddress = `127.0.0.1:${catalog.grpc.port}`;
  const notifications = await startTestNotifications({
    smtpUrl: mail.url,
    catalogAddress,
    formsAddress: `127.0.0.1:${forms.grpc.port}`,
  });
  const upstreams = {
    FORMS_ADDR: `127.0.0.1:${forms.grpc.port}`,
    ACCOUNTS_ADDR: `127.0.0.1:${accounts.grpc.port}`,
    NOTIFICATIONS_ADDR: `127.0.0.1:${notifications.grpc.port}`,
    CART_ADDR: '127.0.0.1:1',
    ACCOUNT_RATE_LIMIT: '100000',
  };
  const { gateway, logs } = await startTestGateway(catalogAddress, upstreams);
  const others: RunningGateway[] = [];
  const services: RunningService[] = [notifications, accounts, forms, catalog];
  return {
    gateway,
    logs,
    mail,
    async anotherGateway(env) {
      const started = await startTestGateway(catalogAddress, { ...upstreams, ...env });
      others.push(started.gateway);
      return started;
    },
    async stop() {
      await Promise.all([gateway, ...others].map((running) => running.stop()));
      for (const service of services) await service.stop();
      await mail.stop();
    },
  };
}

const camera = demoProduct('vintage-film-camera');
const pins = demoProduct('enamel-pin-set');

/** Every address a test signed up with, for the check that none reaches a log line. */
const signedUpAddresses = new Set<string>();

const signUpBody = (email: unknown, extra: Record<string, unknown> = {}) => ({
  productId: camera.id,
  variantId: camera.variants[0]!.id,
  siteVisitorEmail: email,
  isJoinMailingList: false,
  recaptchaEnterpriseV3Token: CAPTCHA,
  ...extra,
});

describeWhenPGliteRuns('restock api', 'restock sign-ups and notices through the gateway', () => {
  const shop = runningForTests(startRestockShop);
  const url = () => shop().gateway.url;

  async function signUp(visitor: Visitor, body: unknown) {
    const response = await visitor.call('POST', RESTOCK, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('signs a visitor up once: created, then the same sign-up again changes nothing', async () => {
    const visitor = await new Visitor(url()).arrive(`/shop/p/${camera.slug}`);
    const email = `first-${Date.now()}@example.com`;
    signedUpAddresses.add(email);
    expect(await signUp(visitor, signUpBody(email))).toEqual({ status: 200, body: { created: true } });
    expect(await signUp(visitor, signUpBody(email.toUpperCase()))).toEqual({ status: 200, body: { created: false } });
  });

  it("answers the spec's messages for a blank and a malformed e-mail, and 404 for an unknown product", async () => {
    const visitor = await new Visitor(url()).arrive(`/shop/p/${camera.slug}`);
    expect(await signUp(visitor, signUpBody(''))).toMatchObject({
      status: 400,
      body: { message: 'Email cannot be blank' },
    });
    expect(await signUp(visitor, signUpBody('not-an-address'))).toMatchObject({
      status: 400,
      body: { message: 'Email is invalid.' },
    });
    expect(await signUp(visitor, signUpBody(12))).toMatchObject({
      status: 400,
      body: { message: 'Email is invalid.' },
    });
    const unknown = await signUp(visitor, signUpBody('someone@example.com', { productId: 'no-such-product' }));
    expect(unknown.status).toBe(404);
  });

  it('refuses a sign-up without the crumb (403) and past the rate limit (429)', async () => {
    const stranger = new Visitor(url());
    const noCrumb = await stranger.call('POST', RESTOCK, signUpBody('a@example.com'));
    expect(noCrumb.status).toBe(403);
    expect(await noCrumb.json()).toMatchObject({ message: CRUMB_MISSING_MESSAGE });

    const { gateway } = await shop().anotherGateway({ RESTOCK_RATE_LIMIT: '2' });
    const visitor = await new Visitor(gateway.url).arrive(`/shop/p/${camera.slug}`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const email = `limited-${attempt}-${Date.now()}@example.com`;
      signedUpAddresses.add(email);
      const response = await visitor.call('POST', RESTOCK, signUpBody(email));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ message: RESTOCK_RATE_LIMITED_MESSAGE });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('keeps the owner routes to signed-in owners with the restock permission', async () => {
    const anonymous = await new Visitor(url()).arrive('/config/login');
    const groups = await anonymous.call('GET', `${RESTOCK}/groups`);
    expect(groups.status).toBe(401);
    expect(await groups.json()).toEqual({ message: SIGN_IN_MESSAGE });
    const send = await anonymous.call('POST', `${RESTOCK}/send`, { productId: camera.id, variantId: '' });
    expect(send.status).toBe(401);
    // the 403 of a role without manageRestock is the table walk's (owner-routes.test)
  });

  it('lists the groups and sign-ups, sends a group once per press and reports its progress', async () => {
    const visitor = await new Visitor(url()).arrive(`/shop/p/${pins.slug}`);
    const variant = pins.variants[1]!;
    const emails = [0, 1, 2].map((n) => `pins-${n}-${Date.now()}@example.com`);
    for (const email of emails) {
      signedUpAddresses.add(email);
      const answer = await signUp(visitor, { ...signUpBody(email), productId: pins.id, variantId: variant.id });
      expect(answer).toEqual({ status: 200, body: { created: true } });
    }
    const owner = await signedInOwner(url(), DEMO_OWNER);

    const groups = (await (await owner.call('GET', `${RESTOCK}/groups`)).json()) as {
      signUpGroups: Record<string, unknown>[];
      hasNextPage: boolean;
      nextPageCursor: string;
    };
    expect(groups.signUpGroups[0]).toMatchObject({
      productId: pins.id,
      variantId: variant.id,
      productTitle: pins.title,
      signUpCount: 3,
      pendingCount: 3,
      lastSent: '',
    });
    expect(typeof groups.hasNextPage).toBe('boolean');

    const query = `productId=${encodeURIComponent(pins.id)}&variantId=${encodeURIComponent(variant.id)}`;
    const list = (await (await owner.call('GET', `${RESTOCK}?${query}`)).json()) as {
      signUps: { siteVisitorEmail: string; notified: string }[];
      hasNextPage: boolean;
      nextPageCursor: string;
    };
    expect(list.signUps.map((entry) => entry.siteVisitorEmail).sort()).toEqual([...emails].sort());
    expect(list).toMatchObject({ hasNextPage: false, nextPageCursor: '' });
    expect((await owner.call('GET', `${RESTOCK}?${query}&cursor=%01`)).status).toBe(400);
    expect((await owner.call('GET', `${RESTOCK}`)).status).toBe(400);

    const press = { 'idempotency-key': `press-${Date.now()}` };
    const sent = await owner.call(
      'POST',
      `${RESTOCK}/send`,
      { productId: pins.id, variantId: variant.id },
      undefined,
      press,
    );
    expect(sent.status).toBe(200);
    const { sendRequest } = (await sent.json()) as { sendRequest: { id: string; state: string } };
    expect(['queued', 'sending', 'finished']).toContain(sendRequest.state);
    const again = await owner.call(
      'POST',
      `${RESTOCK}/send`,
      { productId: pins.id, variantId: variant.id },
      undefined,
      press,
    );
    expect(((await again.json()) as { sendRequest: { id: string } }).sendRequest.id).toBe(sendRequest.id);
    const badKey = await owner.call('POST', `${RESTOCK}/send`, { productId: pins.id }, undefined, {
      'idempotency-key': 'no spaces allowed',
    });
    expect(badKey.status).toBe(400);

    let progress: Record<string, unknown> = {};
    const deadline = Date.now() + 30_000;
    while (progress.state !== 'finished' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = (await (await owner.call('GET', `${RESTOCK}/send-requests?ids=${sendRequest.id}`)).json()) as {
        sendRequests: Record<string, unknown>[];
      };
      progress = polled.sendRequests[0] ?? {};
    }
    expect(progress).toMatchObject({ id: sendRequest.id, state: 'finished', total: 3, sent: 3, failed: 0, queued: 0 });
    for (const email of emails) expect(await shop().mail.to(email)).toHaveLength(1);

    const history = (await (await owner.call('GET', `${RESTOCK}/send-requests`)).json()) as {
      sendRequests: { id: string }[];
    };
    expect(history.sendRequests.map((entry) => entry.id)).toContain(sendRequest.id);
  });

  it('answers 1,000 hostile sign-up bodies with no 5xx, and keeps only valid sign-ups', async () => {
    const { gateway, logs } = await shop().anotherGateway({ RESTOCK_RATE_LIMIT: '100000' });
    const visitor = await new Visitor(gateway.url).arrive(`/shop/p/${camera.slug}`);
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '\u0000', 'a@b'),
      fc.string({ minLength: 300, maxLength: 20_000 }),
    );
    const anything = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const body = fc.record(
      {
        productId: fc.oneof(fc.constant(camera.id), fc.constant(pins.id), anything),
        variantId: fc.oneof(fc.constant(''), fc.constant(camera.variants[0]!.id), anything),
        siteVisitorEmail: fc.oneof(fc.emailAddress(), anything),
        isJoinMailingList: fc.oneof(fc.boolean(), anything),
        recaptchaEnterpriseV3Token: fc.oneof(fc.constant(CAPTCHA), anything),
        language: fc.oneof(fc.constantFrom('en', 'de-DE', ''), anything),
        extra: anything,
      },
      { requiredKeys: [] },
    );
    const hugeBody = fc.string({ minLength: 70_000, maxLength: 80_000 }).map((big) => ({ siteVisitorEmail: big }));
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: body, weight: 20 }, { arbitrary: hugeBody, weight: 1 }), async (input) => {
        const email = (input as { siteVisitorEmail?: unknown }).siteVisitorEmail;
        if (typeof email === 'string' && email.includes('@')) signedUpAddresses.add(email);
        const response = await visitor.call('POST', RESTOCK, input);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);

    const owner = await signedInOwner(gateway.url, DEMO_OWNER);
    const stored: string[] = [];
    for (const product of [camera, pins])
      for (const variant of product.variants) {
        let cursor = '';
        do {
          const query = `productId=${encodeURIComponent(product.id)}&variantId=${encodeURIComponent(variant.id)}&cursor=${encodeURIComponent(cursor)}`;
          const page = (await (await owner.call('GET', `${RESTOCK}?${query}`)).json()) as {
            signUps: { siteVisitorEmail: string }[];
            hasNextPage: boolean;
            nextPageCursor: string;
          };
          stored.push(...page.signUps.map((entry) => entry.siteVisitorEmail));
          cursor = page.hasNextPage ? page.nextPageCursor : '';
        } while (cursor);
      }
    expect(stored.length).toBeGreaterThan(0);
    for (const email of stored) expect(email).toMatch(/^[^\s@<>]+@[^\s@<>]+$/);
    expect(logs.length).toBeGreaterThan(0);
  });

  it('never writes a signed-up address to a log line, access log included', () => {
    const logged = [...shop().logs]
      .map((line) => JSON.stringify(line))
      .join('\n')
      .toLowerCase();
    expect(signedUpAddresses.size).toBeGreaterThan(5);
    const leaked = [...signedUpAddresses].filter((email) => email.length > 3 && logged.includes(email.toLowerCase()));
    expect(leaked).toEqual([]);
  });
});

import type { CheckoutJson, CheckoutSettingsJson, OrdersPageJson, PlacedOrderJson } from '@storefront/contracts';
import { Role } from '@storefront/permissions';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { seedCheckoutSettings } from '../../cart/src/store/demo-checkout-settings';
import { CRUMB_INVALID_MESSAGE } from '../src/http/crumb';
import { accountsShopForTests, signedInContributor, signedInOwner } from './support/accounts-shop';
import { demoProduct } from './support/demo-products';
import { fieldsEmptyUntilCheckout } from './support/rest-cart';
import { describeWhenPGliteRuns, shopForTests } from './support/shop-suite';
import { Visitor } from './support/visitor';
import { NEW_YORK } from '../../cart/test/support/addresses';

jest.setTimeout(180_000);

const CHECKOUT = '/api/commerce/checkout';
const CART = '/api/commerce/shopping-cart';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const SETTINGS = '/api/owner/checkout-settings';
const REFUSED = 'One or more fields is invalid, please check your entries.';

const ORDERS = '/api/commerce/checkout/orders';

/** Text no form would send: empty, control characters, markup, paths, huge, half a surrogate pair. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'x'.repeat(5000), '<script>', '../../', '1e309', '\ud800'),
);
/** Any JSON value a field may be sent as instead of what it should be. */
const junk = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);

const json = async <T>(response: Response) => (await response.json()) as T;

describeWhenPGliteRuns('checkout API', 'checkout REST API against real catalog and cart services', () => {
  const shop = shopForTests();
  const candle = demoProduct('brass-candle-holder'); // 39.00, unlimited

  beforeAll(async () => {
    await seedCheckoutSettings(shop().cart!.database.db);
  });

  /** A visitor holding a cart of `quantity` candle holders. */
  const shopper = async (quantity = 3) => {
    const me = await new Visitor(shop().gateway.url).arrive();
    const added = await me.call('POST', ENTRIES, { itemId: candle.id, quantity });
    expect(added.status).toBe(200);
    return me;
  };

  it('answers 404 without a cart, and the cart with nothing entered before the first change', async () => {
    const stranger = await new Visitor(shop().gateway.url).arrive();
    const none = await stranger.call('GET', CHECKOUT);
    expect(none.status).toBe(404);
    expect(await json(none)).toEqual({ message: expect.stringMatching(/\S/) });
    expect((await stranger.call('PUT', CHECKOUT, { email: 'a@b.co' })).status).toBe(404);

    const me = await shopper(1);
    const fresh = await me.call('GET', CHECKOUT);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(await json(fresh)).toEqual({
      shoppingCart: expect.objectContaining({ ...fieldsEmptyUntilCheckout, coupons: [], grandTotalCents: 3900 }),
      email: '',
      shippingAddress: null,
      billingAddress: null,
    });
  });

  it('stores a change and answers the spec §3 fields, on the checkout and on the cart alike', async () => {
    const me = await shopper(3);
    const changed = await me.call('PUT', CHECKOUT, {
      email: 'ada@example.com',
      shippingAddress: NEW_YORK,
      couponCodes: ['welcome10', 'nope'],
    });
    expect(changed.status).toBe(200);
    const body = await json<CheckoutJson>(changed);
    expect(body).toMatchObject({ email: 'ada@example.com', shippingAddress: NEW_YORK, billingAddress: null });
    expect(body.shoppingCart).toMatchObject({
      subtotalCents: 11700,
      discountCents: 1170,
      shippingOptions: [
        { id: 'us-free-over-100', name: 'Free shipping over $100', costCents: 0 },
        { id: 'us-standard', name: 'Standard (US)', costCents: 795 },
        { id: 'worldwide', name: 'International', costCents: 2495 },
      ],
      selectedShippingOption: { id: 'us-free-over-100', costCents: 0 },
      shippingLocation: { countryCode: 'US', region: 'NY' },
      applicableTaxRules: [
        {
          id: 'us-ny',
          name: 'New York sales tax',
          countryCode: 'US',
          region: 'NY',
          rateBasisPoints: 888,
          taxesShipping: true,
          taxCents: 935,
        },
      ],
      coupons: ['welcome10', 'nope'],
      validCoupons: ['WELCOME10'],
      invalidCoupons: [{ code: 'nope', reason: 'This coupon code is not valid.' }],
      shippingCostCents: 0,
      taxCents: 935,
      grandTotalCents: 11465,
    });
    const cart = body.shoppingCart;
    expect(cart.grandTotalCents).toBe(cart.subtotalCents - cart.discountCents + cart.shippingCostCents + cart.taxCents);

    const standard = await json<CheckoutJson>(await me.call('PUT', CHECKOUT, { shippingOptionId: 'us-standard' }));
    expect(standard.shoppingCart).toMatchObject({ shippingCostCents: 795, taxCents: 1006, grandTotalCents: 12331 });
    expect(standard.email).toBe('ada@example.com');

    const read = await json<Record<string, unknown>>(await me.call('GET', CART));
    expect(read).toMatchObject({
      selectedShippingOption: { id: 'us-standard', costCents: 795 },
      validCoupons: ['WELCOME10'],
      grandTotalCents: 12331,
    });
  });

  it('refuses a change without the crumb, storing nothing', async () => {
    const me = await shopper(1);
    const before = await json(await me.call('GET', CHECKOUT));
    const refused = await me.fetch(CHECKOUT, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ message: CRUMB_INVALID_MESSAGE });
    expect(await json(await me.call('GET', CHECKOUT))).toEqual(before);
  });

  it('refuses bad fields per path with the spec’s wording and stores nothing', async () => {
    const me = await shopper(1);
    await me.call('PUT', CHECKOUT, { email: 'ada@example.com', shippingAddress: NEW_YORK });
    const before = await json(await me.call('GET', CHECKOUT));
    const refused = await me.call('PUT', CHECKOUT, {
      email: 'ada-at-example',
      shippingAddress: { ...NEW_YORK, postalCode: '1001' },
      billingAddress: { ...NEW_YORK, countryCode: 'CA', region: 'ON', postalCode: '123' },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message: REFUSED,
      errors: {
        email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
        'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.',
        'billingAddress.postalCode': 'An FSA code is invalid.',
      },
    });
    const shape = await me.call('PUT', CHECKOUT, { email: 'ada@example.com', couponCodes: 'WELCOME10' });
    expect(shape.status).toBe(400);
    expect(await json(shape)).toEqual({ message: REFUSED, errors: { couponCodes: 'Must be a list of codes.' } });
    expect(await json(await me.call('GET', CHECKOUT))).toEqual(before);
  });

  it('refuses to change a purchased cart with 409', async () => {
    const me = await shopper(1);
    const { shoppingCart } = await json<CheckoutJson>(await me.call('GET', CHECKOUT));
    await shop().cart!.database.db.execute(sql`update carts set is_purchased = true where id = ${shoppingCart.id}`);
    const refused = await me.call('PUT', CHECKOUT, { email: 'ada@example.com' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ message: 'This cart has already been purchased.' });
  });

  it('answers 300 generated hostile bodies with a 4xx, never a 5xx, and stores none of them', async () => {
    const me = await shopper(1);
    await me.call('PUT', CHECKOUT, { email: 'ada@example.com', shippingAddress: NEW_YORK });
    const before = await json(await me.call('GET', CHECKOUT));
    const address = fc.record(
      {
        line1: fc.oneof(text, junk),
        city: fc.oneof(text, junk),
        region: fc.oneof(text, junk),
        postalCode: fc.oneof(text, junk),
        countryCode: fc.oneof(fc.constantFrom('US', 'CA', 'GB', 'IE', 'ZZ', 'us'), junk),
      },
      { requiredKeys: [] },
    );
    // each body carries at least one field no checkout may store, among whatever else
    const poison = fc.oneof(
      fc.record({ email: fc.constantFrom('nobody', '@', 'a@b', 'x'.repeat(300) + '@example.com') }),
      fc.record({ shippingAddress: fc.constant({ ...NEW_YORK, postalCode: 'ABCDE' }) }),
      fc.record({ billingAddress: fc.constant({ ...NEW_YORK, countryCode: 'XX' }) }),
      fc.record({
        couponCodes: fc.oneof(
          junk.filter((value) => !Array.isArray(value)),
          fc.array(fc.constant('x'.repeat(65)), { minLength: 1, maxLength: 2 }),
        ),
      }),
      fc.record({ shippingAddress: fc.oneof(junk, fc.constant([])) }),
      fc.record({ email: fc.oneof(fc.integer(), fc.boolean(), fc.array(text)) }),
    );
    const hostile = fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .tuple(
            fc.record({ email: text, shippingAddress: address, shippingOptionId: text }, { requiredKeys: [] }),
            poison,
          )
          .map(([rest, bad]) => ({ ...rest, ...bad })),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(
          junk.filter((value) => value !== null && typeof value !== 'object'),
          fc.array(junk),
        ),
      },
    );
    const bodies = fc.sample(hostile, { numRuns: 300, seed: 20261126 });
    const statuses = new Map<number, number>();
    for (const body of bodies) {
      const response = await me.call('PUT', CHECKOUT, body);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || response.status < 400) {
        throw new Error(`${response.status} for ${JSON.stringify(body).slice(0, 300)}: ${await response.text()}`);
      }
    }
    expect([...statuses.keys()].every((code) => code >= 400 && code < 500)).toBe(true);
    expect(await json(await me.call('GET', CHECKOUT))).toEqual(before);
  });
  it('answers 1,700 generated hostile place-order bodies with a 4xx, never a 5xx, and buys nothing', async () => {
    const me = await shopper(1);
    await me.call('PUT', CHECKOUT, { email: 'ada@example.com', shippingAddress: NEW_YORK });
    const before = await json(await me.call('GET', CHECKOUT));
    const goodCard = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    // each body carries at least one thing no order may be placed with
    const poison = fc.oneof(
      fc.record({
        attemptId: fc.oneof(fc.constantFrom('', 'x'.repeat(201), '\u0000'), fc.integer(), fc.constant(null)),
      }),
      fc.record({ card: fc.constant({ ...goodCard, number: '4242424242424241' }) }),
      fc.record({ card: fc.constantFrom(0, 13, -1, 1.5).map((expMonth) => ({ ...goodCard, expMonth })) }),
      fc.record({ card: fc.constant({ ...goodCard, expYear: 2001 }) }),
      fc.record({ card: fc.constant({ ...goodCard, cvc: '12' }) }),
      fc.record({ card: fc.oneof(junk, fc.record({ number: junk, expMonth: junk, expYear: junk, cvc: junk })) }),
      fc.record({
        giftCardCodes: fc.oneof(junk, fc.array(text, { minLength: 11, maxLength: 12 }), fc.constant(['NOSUCHCODE'])),
      }),
    );
    const hostile = fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .tuple(fc.record({ attemptId: fc.uuid(), card: fc.constant(goodCard) }, { requiredKeys: [] }), poison)
          .map(([rest, bad]) => ({ ...rest, ...bad })),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(
          junk.filter((value) => value !== null && typeof value !== 'object'),
          fc.array(junk),
        ),
      },
    );
    const bodies = fc.sample(hostile, { numRuns: 1700, seed: 20261127 });
    for (const body of bodies) {
      const response = await me.call('POST', ORDERS, body);
      if (response.status >= 500 || response.status < 400) {
        throw new Error(`${response.status} for ${JSON.stringify(body).slice(0, 300)}: ${await response.text()}`);
      }
    }
    // the cart is as it was: not bought, nothing entered changed
    expect(await json(await me.call('GET', CHECKOUT))).toEqual(before);
  });
});

describeWhenPGliteRuns('owner checkout settings', 'owner checkout settings API', () => {
  const shop = accountsShopForTests();
  let url = '';

  beforeAll(() => {
    url = shop().gateway.url;
  });

  it('has no settings on a database nobody seeded: only npm start asks for the demo ones', async () => {
    const admin = await signedInOwner(url);
    expect(await json(await admin.call('GET', SETTINGS))).toEqual({ shippingRates: [], taxRules: [], coupons: [] });
    expect(await seedCheckoutSettings(shop().cart.database.db)).toBe(true);
    expect(await seedCheckoutSettings(shop().cart.database.db)).toBe(false);
  });

  it('answers the settings to an owner who may manage them, and 401/403 to others', async () => {
    const admin = await signedInOwner(url);
    const read = await admin.call('GET', SETTINGS);
    expect(read.status).toBe(200);
    const settings = await json<CheckoutSettingsJson>(read);
    expect(settings.shippingRates[0]).toEqual({
      id: 'us-standard',
      name: 'Standard (US)',
      zone: ['US'],
      kind: 'flat',
      costCents: 795,
    });
    expect(settings.taxRules.map((rule) => rule.id)).toEqual(['us-ny', 'ca-on']);
    expect(settings.coupons).toContainEqual({
      code: 'TENOFF',
      kind: 'fixedAmount',
      amountCents: 1000,
      minimumSubtotalCents: 5000,
      startsAt: null,
      endsAt: null,
      totalUsageLimit: null,
      perCustomerLimit: null,
      timesUsed: 0,
    });
    expect(settings.coupons).toContainEqual(
      expect.objectContaining({ code: 'SUMMER2020', endsAt: '2020-09-01T00:00:00.000Z' }),
    );

    const stranger = await new Visitor(url).arrive('/config/login');
    expect((await stranger.call('GET', SETTINGS)).status).toBe(401);
    const reporter = await signedInContributor(shop(), admin, [Role.reporting]);
    expect((await reporter.call('GET', SETTINGS)).status).toBe(403);
    expect((await reporter.call('PUT', SETTINGS, settings)).status).toBe(403);
    expect(await json(await admin.call('GET', SETTINGS))).toEqual(settings);
  });

  it('shows where an order goes on its page and to the owner, as the checkout had it', async () => {
    const me = await new Visitor(url).arrive();
    expect(
      (await me.call('POST', ENTRIES, { itemId: demoProduct('brass-candle-holder').id, quantity: 1 })).status,
    ).toBe(200);
    const phone = { ...NEW_YORK, phone: '+1 212 555 0100' };
    expect((await me.call('PUT', CHECKOUT, { email: 'ada@example.com', shippingAddress: phone })).status).toBe(200);
    const placed = await me.call('POST', ORDERS, {
      attemptId: 'ship-to-page',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(placed.status).toBe(201);
    const { orderId, orderUrl } = await json<PlacedOrderJson>(placed);

    const page = await (await me.call('GET', orderUrl)).text();
    expect(page).toContain('<h2>Shipping to</h2>');
    expect(page).toContain(
      '<address>Ada Lovelace<br>1 Main St<br>New York, NY 10001<br>United States of America</address>',
    );
    expect(page).toContain('<p>Standard (US)</p>');
    // billed to the same address: said once
    expect(page).not.toContain('Billing address');

    const admin = await signedInOwner(url);
    const { orders } = await json<OrdersPageJson>(await admin.call('GET', '/api/owner/orders'));
    expect(orders.find((order) => order.id === orderId)).toMatchObject({
      shippingAddress: {
        ...phone,
        lines: ['Ada Lovelace', '1 Main St', 'New York, NY 10001', 'United States of America'],
      },
      // billed where it ships: said once
      billingAddress: null,
      shippingMethod: 'Standard (US)',
    });
  });

  it('refuses unsound lists per path, without the crumb too, and saves nothing', async () => {
    const admin = await signedInOwner(url);
    const before = await json<CheckoutSettingsJson>(await admin.call('GET', SETTINGS));
    const unsound = {
      ...before,
      shippingRates: [{ ...before.shippingRates[0]!, costCents: -5 }],
      taxRules: [{ ...before.taxRules[0]!, rateBasisPoints: 20_000 }],
    };
    const refused = await admin.call('PUT', SETTINGS, unsound);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message: REFUSED,
      errors: {
        'shippingRates.0.costCents': 'costCents must be whole minor units',
        'taxRules.0.rateBasisPoints': 'rateBasisPoints must be a whole number from 0 to 10000',
      },
    });
    const fraction = await admin.call('PUT', SETTINGS, {
      ...before,
      shippingRates: [{ ...before.shippingRates[0]!, costCents: 7.5 }],
    });
    expect(fraction.status).toBe(400);
    expect(await json(fraction)).toEqual({
      message: REFUSED,
      errors: { 'shippingRates.0.costCents': 'Must be a whole number.' },
    });
    const noCrumb = await admin.fetch(SETTINGS, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...before, taxRules: [] }),
    });
    expect(noCrumb.status).toBe(403);
    expect(await json(await admin.call('GET', SETTINGS))).toEqual(before);
  });

  it('replaces the three lists whole', async () => {
    const admin = await signedInOwner(url);
    const next: CheckoutSettingsJson = {
      shippingRates: [
        {
          id: 'parcel',
          name: 'Parcel',
          zone: 'everywhere',
          kind: 'weight',
          tiers: [
            { upToGrams: 2000, costCents: 900 },
            { upToGrams: null, costCents: 1900 },
          ],
        },
      ],
      taxRules: [
        { id: 'de', name: 'MwSt', countryCode: 'DE', region: null, rateBasisPoints: 1900, taxesShipping: true },
      ],
      coupons: [
        {
          code: 'SPRING',
          kind: 'percentage',
          percent: 15,
          minimumSubtotalCents: 0,
          startsAt: '2027-03-01T00:00:00.000Z',
          endsAt: '2027-06-01T00:00:00.000Z',
          totalUsageLimit: 100,
          perCustomerLimit: 1,
          timesUsed: 0,
        },
      ],
    };
    const saved = await admin.call('PUT', SETTINGS, next);
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual(next);
    expect(await json(await admin.call('GET', SETTINGS))).toEqual(next);
  });
});

import { Role } from '@storefront/permissions';
import type { CheckoutJson, PlacedOrderJson, SubscriptionJson, SubscriptionsPageJson } from '@storefront/contracts';
import { seedCheckoutSettings } from '../../cart/src/store/demo-checkout-settings';
import { NEW_YORK, TORONTO } from '../../cart/test/support/addresses';
import { CRUMB_INVALID_MESSAGE } from '../src/http/crumb';
import { accountsShopForTests, signedInContributor, signedInOwner } from './support/accounts-shop';
import { demoProduct, demoSkuOf } from './support/demo-products';
import { describeWhenPGliteRuns } from './support/shop-suite';
import { Visitor } from './support/visitor';

jest.setTimeout(180_000);

const ORDERS = '/api/commerce/checkout/orders';
const CHECKOUT = '/api/commerce/checkout';
const GIFT_CARD = '/api/commerce/checkout/giftcard';
const SUBSCRIPTION_CART = '/api/3/commerce/cart/subscription';
const CANCEL = (id: string) => `/api/site-users/account/subscriptions/${id}/cancel`;
const READDRESS = (id: string) => `/api/site-users/account/subscriptions/${id}/shipping-address`;
const OWNER_LIST = '/api/owner/subscriptions';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const DECLINED = { ...CARD, number: '4000000000000002' };

const json = async <T>(response: Response) => (await response.json()) as T;
let customers = 0;

describeWhenPGliteRuns(
  'gift-card and subscription checkout',
  'gift-card purchase, subscriptions, account and owner routes',
  () => {
    const shop = accountsShopForTests();
    const url = () => shop().gateway.url;
    const giftCard = demoProduct('gift-card');
    const coffee = demoProduct('weekly-coffee');

    async function customer(): Promise<Visitor> {
      const visitor = await new Visitor(url()).arrive('/account/sign-up');
      const response = await visitor.call('POST', '/api/site-users/sign-up', {
        email: `subscriber-${++customers}-${Date.now()}@example.com`,
        password: 'a long enough password 42',
        displayName: 'Ada',
      });
      if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
      return visitor;
    }

    /** A subscription cart for weekly coffee: its token for /checkout/subscribe. */
    async function coffeeSubscriptionCart(me: Visitor): Promise<string> {
      const created = await me.call('POST', SUBSCRIPTION_CART, { itemId: coffee.id, sku: '', qty: '1' });
      return (await json<{ data: { cartToken: string } }>(created)).data.cartToken;
    }

    /** Buys the subscription cart by card, as its checkout's payment step does. */
    async function buySubscription(me: Visitor, cartToken: string): Promise<PlacedOrderJson> {
      const placed = await me.call('POST', ORDERS, {
        cartToken,
        attemptId: `subscribe-${Math.random()}`,
        email: 'subscriber@example.com',
        card: CARD,
      });
      expect(placed.status).toBe(201);
      return json<PlacedOrderJson>(placed);
    }

    /** A signed-in customer's subscription to weekly coffee, bought through the cartToken path. */
    async function subscribed(me: Visitor): Promise<PlacedOrderJson> {
      const cartToken = await coffeeSubscriptionCart(me);
      // coffee ships: its checkout takes the address its cycles go to
      const addressed = await me.call('PUT', `${CHECKOUT}?cartToken=${cartToken}`, { shippingAddress: NEW_YORK });
      expect(addressed.status).toBe(200);
      return buySubscription(me, cartToken);
    }

    describe('POST /api/commerce/checkout/giftcard', () => {
      const body = (fields: Record<string, unknown> = {}) => ({
        giftCardProductId: giftCard.id,
        sku: demoSkuOf('gift-card', '$50'),
        attemptId: `gift-${Math.random()}`,
        email: 'giver@example.com',
        recipientEmail: 'friend@example.com',
        card: CARD,
        ...fields,
      });

      it('buys the gift card once per attempt and answers its code', async () => {
        const me = await new Visitor(url()).arrive();
        const request = body();
        const first = await me.call('POST', GIFT_CARD, request);
        expect(first.status).toBe(201);
        const placed = await json<PlacedOrderJson>(first);
        expect(placed.orderUrl).toBe(`/commerce/orders/${placed.orderId}`);
        expect(placed.issuedGiftCards).toEqual([
          { code: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/), balanceCents: 5000, currency: 'USD' },
        ]);
        // a retried press: the same cart, the same order, the same code
        const again = await json<PlacedOrderJson>(await me.call('POST', GIFT_CARD, request));
        expect(again).toEqual(placed);
        // no tax and no shipping on a gift card
        const page = await (await me.fetch(placed.orderUrl)).text();
        expect(page).not.toMatch(/<dt>(Tax|Shipping)<\/dt>/);
        expect(page).not.toContain(placed.issuedGiftCards![0]!.code);
      });

      it('refuses bad input with 4xx and the spec messages, without the crumb too', async () => {
        const me = await new Visitor(url()).arrive();
        const noCrumb = await me.fetch(GIFT_CARD, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body()),
        });
        expect(noCrumb.status).toBe(403);
        expect(await json(noCrumb)).toMatchObject({ message: CRUMB_INVALID_MESSAGE });
        const missing = await me.call('POST', GIFT_CARD, body({ giftCardProductId: undefined }));
        expect(missing.status).toBe(400);
        expect(await json(missing)).toMatchObject({ errors: { giftCardProductId: expect.any(String) } });
        expect((await me.call('POST', GIFT_CARD, [1, 2])).status).toBe(400);
        const notAGiftCard = await me.call(
          'POST',
          GIFT_CARD,
          body({ giftCardProductId: demoProduct('brass-candle-holder').id, sku: '' }),
        );
        expect(notAGiftCard.status).toBe(409);
        const badEmail = await me.call('POST', GIFT_CARD, body({ email: 'not an address' }));
        expect([badEmail.status, (await json<{ message: string }>(badEmail)).message]).toEqual([
          400,
          'Email is invalid.',
        ]);
        const badRecipient = await me.call('POST', GIFT_CARD, body({ recipientEmail: 'nobody' }));
        expect(badRecipient.status).toBe(400);
        const declined = await me.call('POST', GIFT_CARD, body({ card: DECLINED }));
        expect([declined.status, (await json<{ message: string }>(declined)).message]).toEqual([
          409,
          'Your card was declined.',
        ]);
      });
    });

    describe('subscriptions', () => {
      it('subscribes through the cartToken path and shows the subscription-confirmed page and the account', async () => {
        const me = await customer();
        const placed = await subscribed(me);
        expect(placed.orderUrl).toBe(`/commerce/subscriptions/${placed.subscriptionId}`);
        const page = await me.fetch(placed.orderUrl);
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('no-store');
        const html = await page.text();
        expect(html).toContain('Thank you for subscribing');
        expect(html).toContain('Every week, until cancelled');
        expect(html).toMatch(/"pageType":\s*"subscription-confirmed"/);
        const account = await (await me.fetch('/account')).text();
        expect(account).toContain(`data-subscription-cancel="${placed.subscriptionId}"`);
        expect((await me.fetch('/commerce/subscriptions/not-an-id')).status).toBe(404);
        expect(
          (await me.fetch(`/commerce/subscriptions/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`)).status,
        ).toBe(404);
      });

      it('takes the address of a subscription that ships through its cartToken, and prices its shipping', async () => {
        // the demo shipping rates and tax rules (the other cases buy nothing that is priced with them)
        await seedCheckoutSettings(shop().cart.database.db);
        const me = await new Visitor(url()).arrive();
        const cartToken = await coffeeSubscriptionCart(me);
        const checkout = `${CHECKOUT}?cartToken=${cartToken}`;
        const before = await json<CheckoutJson>(await me.call('GET', checkout));
        expect(before.shoppingCart).toMatchObject({ requiresShipping: true, grandTotalCents: 1600 });
        const coupon = await me.call('PUT', checkout, { couponCodes: ['TENOFF'] });
        expect(coupon.status).toBe(400);
        expect(await json(coupon)).toMatchObject({
          errors: { couponCodes: 'Coupons cannot be used on a subscription.' },
        });

        const saved = await me.call('PUT', checkout, {
          email: 'subscriber@example.com',
          shippingAddress: { ...NEW_YORK, firstName: 'Ada' },
        });
        expect(saved.status).toBe(200);
        const { shoppingCart } = await json<CheckoutJson>(saved);
        expect(shoppingCart.shippingCostCents).toBeGreaterThan(0);
        await buySubscription(me, cartToken);
        // the visitor's own checkout is not the subscription's
        expect((await me.call('GET', CHECKOUT)).status).toBe(404);
        expect((await me.call('GET', `${CHECKOUT}?cartToken=not%20a%20token`)).status).toBe(400);
        expect((await me.call('GET', checkout)).status).toBe(200);
        expect((await me.call('PUT', checkout, { email: 'other@example.com' })).status).toBe(409);
        expect(shoppingCart.grandTotalCents).toBe(1600 + shoppingCart.shippingCostCents + shoppingCart.taxCents);
      });

      it('refuses a subscription checkout without an e-mail, and a cart token that is not one', async () => {
        const me = await new Visitor(url()).arrive();
        const noEmail = await me.call('POST', ORDERS, { cartToken: 'x'.repeat(43), attemptId: 'a', card: CARD });
        expect(noEmail.status).toBe(400);
        const unknown = await me.call('POST', ORDERS, {
          cartToken: 'x'.repeat(43),
          attemptId: 'a',
          email: 'a@example.com',
          card: CARD,
        });
        expect(unknown.status).toBe(404);
      });

      it('is cancelled by its own customer only, with the crumb', async () => {
        const me = await customer();
        const { subscriptionId } = await subscribed(me);
        const noCrumb = await me.fetch(CANCEL(subscriptionId!), { method: 'POST' });
        expect(noCrumb.status).toBe(403);
        const anonymous = await new Visitor(url()).arrive();
        expect((await anonymous.call('POST', CANCEL(subscriptionId!))).status).toBe(401);
        const other = await customer();
        const stranger = await other.call('POST', CANCEL(subscriptionId!));
        expect([stranger.status, (await json<{ message: string }>(stranger)).message]).toEqual([
          404,
          'That subscription does not exist.',
        ]);
        expect((await me.call('POST', CANCEL('nope'))).status).toBe(404);
        const cancelled = await me.call('POST', CANCEL(subscriptionId!));
        expect(cancelled.status).toBe(200);
        expect((await json<{ subscription: { status: string } }>(cancelled)).subscription.status).toBe('cancelled');
        expect(await (await me.fetch('/account')).text()).not.toContain(`data-subscription-cancel="${subscriptionId}"`);
      });

      it('ships to the address its own customer changes it to, checked as the checkout checks one', async () => {
        await seedCheckoutSettings(shop().cart.database.db);
        const me = await customer();
        const { subscriptionId } = await subscribed(me);
        const id = subscriptionId!;
        const account = await (await me.fetch('/account')).text();
        expect(account).toContain('New York, NY 10001');
        expect(account).toContain(`data-subscription-readdress="${id}"`);

        const noCrumb = await me.fetch(READDRESS(id), {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ shippingAddress: TORONTO }),
        });
        expect(noCrumb.status).toBe(403);
        const anonymous = await new Visitor(url()).arrive();
        expect((await anonymous.call('PUT', READDRESS(id), { shippingAddress: TORONTO })).status).toBe(401);
        const stranger = await (await customer()).call('PUT', READDRESS(id), { shippingAddress: TORONTO });
        expect(stranger.status).toBe(404);
        const notAnAddress = await me.call('PUT', READDRESS(id), { shippingAddress: 'Toronto' });
        expect([notAnAddress.status, await json(notAnAddress)]).toEqual([
          400,
          expect.objectContaining({ errors: { shippingAddress: 'Must be an address.' } }),
        ]);
        const badZip = await me.call('PUT', READDRESS(id), { shippingAddress: { ...NEW_YORK, postalCode: '1000' } });
        expect([badZip.status, await json(badZip)]).toEqual([
          400,
          expect.objectContaining({ errors: { 'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.' } }),
        ]);

        const moved = await me.call('PUT', READDRESS(id), { shippingAddress: TORONTO });
        expect(moved.status).toBe(200);
        const { subscription } = await json<{ subscription: SubscriptionJson }>(moved);
        expect(subscription.shippingAddress).toMatchObject({ city: 'Toronto', countryCode: 'CA' });
        expect(subscription.shippingAddress?.lines.join('\n')).toContain('Toronto ON M5V 2T6');
        expect(subscription.shippingMethod).toBe('Standard (Canada)');
        expect(await (await me.fetch('/account')).text()).toContain('Toronto ON M5V 2T6');

        // an ended subscription ships nothing more: no address to change
        expect((await me.call('POST', CANCEL(id))).status).toBe(200);
        const ended = await me.call('PUT', READDRESS(id), { shippingAddress: NEW_YORK });
        expect(ended.status).toBe(409);
        expect(await (await me.fetch('/account')).text()).not.toContain(`data-subscription-readdress="${id}"`);
      });

      it('lists the subscriptions to owners who may manage orders, and 401/403 to others', async () => {
        const me = await customer();
        const { subscriptionId } = await subscribed(me);
        const stranger = await new Visitor(url()).arrive('/config/login');
        expect((await stranger.call('GET', OWNER_LIST)).status).toBe(401);
        const admin = await signedInOwner(url());
        const reporter = await signedInContributor(shop(), admin, [Role.reporting]);
        expect((await reporter.call('GET', OWNER_LIST)).status).toBe(403);
        const listed = await admin.call('GET', OWNER_LIST);
        expect(listed.status).toBe(200);
        const page = await json<SubscriptionsPageJson>(listed);
        expect(page.subscriptions.find((subscription) => subscription.id === subscriptionId)).toMatchObject({
          status: 'active',
          title: 'Weekly Coffee',
          billingPeriodValue: 1,
          billingPeriodUnit: 'WEEK',
          numBillingCycles: 0,
          cyclesBilled: 1,
        });
        expect(JSON.stringify(page)).not.toMatch(/tpm_/);
      });
    });
  },
);

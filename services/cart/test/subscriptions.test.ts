import { status } from '@grpc/grpc-js';
import { subscriptionsV1 } from '@storefront/proto';
import { fieldErrorsOf, rows } from '@storefront/service-kit';
import { failure, itServesServerPlumbing, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { renewDueSubscriptions } from '../src/actions/renew-due-subscriptions';
import { RENEWAL_NOT_SHIPPED } from '../src/actions/renew-subscription';
import { NEW_YORK, TORONTO } from './support/addresses';
import type { OrderContext } from '../src/actions/order-context';
import { checkoutClient } from './support/checkout';
import { demoProduct } from './support/demo-products';
import { authorisations, orderClients, orderContextOf, placeRequest, sellable } from './support/orders';
import { noteSkippedBackends, sharedDatabaseBackends, startShop } from './support/running-cart';
import { makeDue, ordersOf, subscribe, subscriptionCart, subscriptionClient } from './support/subscriptions';

jest.setTimeout(180_000);

noteSkippedBackends('subscriptions');

const {
  SUBSCRIPTION_STATUS_ACTIVE,
  SUBSCRIPTION_STATUS_CANCELLED,
  SUBSCRIPTION_STATUS_ENDED,
  SUBSCRIPTION_STATUS_PAST_DUE,
} = subscriptionsV1.SubscriptionStatus;
const DAY_MS = 86_400_000;

/** A flat shipping rate as the owner's checkout settings take it; the US only unless told. */
const usRate = (costCents: string, zoneCountries = ['US']) => ({
  id: 'us-post',
  name: 'US Post',
  everywhere: false,
  zoneCountries,
  kind: 'flat',
  costCents,
  tiers: [],
  minimumSubtotalCents: '0',
});

/** Reached by the same US rate as New York, and taxed by no New York rule. */
const SAN_FRANCISCO = { ...NEW_YORK, city: 'San Francisco', region: 'CA', postalCode: '94103' };

if (sharedDatabaseBackends.length > 0)
  describe.each(sharedDatabaseBackends)('subscriptions on $name', (backend) => {
    const shop = underTest(async () => {
      const started = await startShop(backend);
      const clients = orderClients(started);
      const subscriptions = subscriptionClient(started);
      const context = orderContextOf(started);
      return {
        ...started,
        orders: clients.orders,
        catalogClient: clients.catalog,
        subscriptions,
        context,
        async stop() {
          context.stock.close();
          subscriptions.close();
          clients.close();
          await started.stop();
        },
      };
    });
    const db = () => shop().cart.database.db;
    const renew = (context: OrderContext = shop().context) => renewDueSubscriptions(context);
    const get = async (id: string) =>
      (await shop().subscriptions.call.getSubscription({ websiteId: websiteIdOf(), subscriptionId: id })).subscription!;
    let websiteId = '';
    const websiteIdOf = () => websiteId;

    itServesServerPlumbing(
      'subscriptions',
      'storefront.cart.v1.SubscriptionService',
      ['GetSubscription', 'ListSubscriptions', 'CancelSubscription', 'ChangeSubscriptionAddress'],
      () => `127.0.0.1:${shop().cart.grpc.port}`,
    );

    it('is created with its plan, the chosen option, its next billing date and the first order', async () => {
      const coffee = demoProduct('weekly-coffee');
      const optionId = coffee.productSubscriptionOptions[0]!.id;
      const attemptId = `subscribe-${Math.random()}`;
      const { order, cartToken } = await subscribe(shop(), shop().orders, 'weekly-coffee', {
        subscriptionOptionId: optionId,
        siteUserId: 'customer-1',
        attemptId,
      });
      websiteId = order.websiteId;
      expect(order.subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(order.grandTotalCents).toBe('1600');
      // a repeat of the attempt answers the same order and makes no second subscription
      const { order: again } = await shop().orders.call.placeOrder(placeRequest({ cartToken, attemptId }));
      expect([again!.id, again!.subscriptionId]).toEqual([order.id, order.subscriptionId]);

      const subscription = await get(order.subscriptionId);
      expect(subscription).toMatchObject({
        status: SUBSCRIPTION_STATUS_ACTIVE,
        siteUserId: 'customer-1',
        email: 'buyer@example.com',
        title: 'Weekly Coffee',
        subscriptionOptionId: optionId,
        billingPeriodValue: 2,
        billingPeriodUnit: 'WEEK',
        numBillingCycles: 0,
        cyclesBilled: 1,
        amountCents: '1600',
        firstOrderId: order.id,
      });
      expect(Number(subscription.nextBilling) - Number(order.created)).toBe(14 * DAY_MS);
      // the card is kept by the provider: its token is stored, no number and nothing of it
      const [kept] = await rows<{ payment_method_token: string }>(
        db(),
        sql`select payment_method_token from subscriptions where id = ${order.subscriptionId}`,
      );
      expect(kept!.payment_method_token).toMatch(/^tpm_[0-9a-f]{24}$/);
      const [count] = await rows<{ count: string }>(db(), sql`select count(*) as count from subscriptions`);
      expect(Number(count!.count)).toBe(1);
    });

    it('refuses gift cards and a missing card for a subscription, writing nothing', async () => {
      const cartToken = await subscriptionCart(shop(), 'weekly-coffee');
      const withGiftCard = await failure(
        shop().orders.call.placeOrder(placeRequest({ cartToken, giftCardCodes: ['AAAA-BBBB-CCCC-DDDD'] })),
      );
      expect([withGiftCard.code, withGiftCard.details]).toEqual([
        status.FAILED_PRECONDITION,
        'A subscription is paid by card: gift cards cannot pay it.',
      ]);
      const noCard = await failure(shop().orders.call.placeOrder(placeRequest({ cartToken, card: undefined })));
      expect(noCard.code).toBe(status.INVALID_ARGUMENT);
      const [placements] = await rows<{ count: string }>(
        db(),
        sql`select count(*) as count from order_placements p join carts c on c.id = p.cart_id where c.kind = 'SUBSCRIPTION' and c.is_purchased = false`,
      );
      expect(Number(placements!.count)).toBe(0);
    });

    it('renews a due subscription with one order per cycle, however often the job runs', async () => {
      const box = demoProduct('seasonal-flower-box'); // monthly, 6 cycles, limited stock
      const before = await sellable(shop().catalogClient, box.id);
      const { order } = await subscribe(shop(), shop().orders, 'seasonal-flower-box');
      const id = order.subscriptionId;
      const first = await get(id);
      await makeDue(db(), id);

      const runs = await Promise.all([renew(), renew(), renew(), renew(), renew()]);
      expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBeGreaterThanOrEqual(1);
      expect(await ordersOf(db(), id)).toBe(2);
      await renew();
      expect(await ordersOf(db(), id)).toBe(2);

      const renewed = await get(id);
      expect(renewed.cyclesBilled).toBe(2);
      // counted from the start: the second period after the first order
      const expected = new Date(Number(first.created));
      expected.setUTCMonth(expected.getUTCMonth() + 2);
      expect(new Date(Number(renewed.nextBilling)).toISOString().slice(0, 10)).toBe(
        expected.toISOString().slice(0, 10),
      );
      expect(await sellable(shop().catalogClient, box.id)).toBe(before - 2);
      const [renewal] = await rows<{ state: string; count: string }>(
        db(),
        sql`select min(state) as state, count(*) as count from subscription_renewals where subscription_id = ${id}`,
      );
      expect(renewal).toEqual({ state: 'completed', count: '1' });
    });

    it('ships every cycle to the address it was bought for, priced with the shipping and tax of its day', async () => {
      const checkout = checkoutClient(shop());
      const { settings: before } = await checkout.call.getCheckoutSettings({});
      const nyTax = {
        id: 'ny',
        name: 'NY',
        countryCode: 'US',
        region: 'NY',
        rateBasisPoints: 800,
        taxesShipping: false,
      };
      const settle = (costCents: string, zoneCountries?: string[]) =>
        checkout.call.putCheckoutSettings({
          settings: { shippingRates: [usRate(costCents, zoneCountries)], taxRules: [nyTax], coupons: [] },
        });
      try {
        await settle('500');
        const cartToken = await subscriptionCart(shop(), 'weekly-coffee');
        const change = { cartToken, setBillingAddress: false, setCouponCodes: false, couponCodes: [] };
        const coupon = await failure(
          checkout.call.updateCheckout({ ...change, setCouponCodes: true, couponCodes: ['TENOFF'] }),
        );
        expect(coupon.code).toBe(status.INVALID_ARGUMENT);
        const { checkout: priced } = await checkout.call.updateCheckout({
          ...change,
          email: 'subscriber@example.com',
          shippingAddress: NEW_YORK,
        });
        expect(priced!.cart).toMatchObject({ shippingCostCents: '500', taxCents: '128', grandTotalCents: '2228' });

        const { order: first } = await shop().orders.call.placeOrder(placeRequest({ cartToken }));
        expect(first).toMatchObject({ grandTotalCents: '2228', shippingAddress: NEW_YORK, shippingMethod: 'US Post' });
        const id = first!.subscriptionId;
        expect((await get(id)).amountCents).toBe('2228');

        // the next cycle pays the shipping of its day, to the same address
        await settle('900');
        await makeDue(db(), id);
        expect(await renew()).toMatchObject({ renewed: 1 });
        const [second] = await rows<{ grand_total_cents: string; shipping_cost_cents: string; tax_cents: string }>(
          db(),
          sql`select grand_total_cents::text, shipping_cost_cents::text, tax_cents::text, shipping_address, shipping_method
              from orders where subscription_id = ${id} and id <> ${first!.id}`,
        );
        expect(second).toMatchObject({
          grand_total_cents: '2628',
          shipping_cost_cents: '900',
          tax_cents: '128',
          shipping_address: NEW_YORK,
          shipping_method: 'US Post',
        });
        expect((await get(id)).amountCents).toBe('2628');
        const [charged] = await rows<{ amount_cents: string }>(
          db(),
          sql`select amount_cents::text from test_payment_authorizations order by created_at desc limit 1`,
        );
        expect(charged!.amount_cents).toBe('2628');

        // no rate reaches the address any more: the cycle is refused, not charged
        await settle('900', ['CA']);
        await makeDue(db(), id);
        expect(await renew()).toMatchObject({ failed: 1 });
        expect(await get(id)).toMatchObject({
          status: SUBSCRIPTION_STATUS_PAST_DUE,
          lastFailure: RENEWAL_NOT_SHIPPED,
        });
        expect(await ordersOf(db(), id)).toBe(2);
      } finally {
        await checkout.call.putCheckoutSettings({ settings: before! });
        checkout.close();
      }
    });

    it('ends after its last cycle', async () => {
      const { order } = await subscribe(shop(), shop().orders, 'quarterly-tea-club'); // 4 cycles
      const id = order.subscriptionId;
      for (let cycle = 2; cycle <= 4; cycle++) {
        await makeDue(db(), id);
        await renew();
      }
      const ended = await get(id);
      expect([ended.status, ended.cyclesBilled, ended.nextBilling]).toEqual([SUBSCRIPTION_STATUS_ENDED, 4, '0']);
      await makeDue(db(), id); // an ended subscription is never due, whatever its date
      await renew();
      expect(await ordersOf(db(), id)).toBe(4);
    });

    it('records a declined renewal on the subscription and does not charge it again', async () => {
      const { order } = await subscribe(shop(), shop().orders, 'studio-membership');
      const id = order.subscriptionId;
      // the kept card is declined from now on, as a card its bank cancelled
      await db().execute(sql`update test_payment_methods set decline_code = 'card_declined',
          decline_message = 'Your card was declined.'
          where token = (select payment_method_token from subscriptions where id = ${id})`);
      const authorisedBefore = await authorisations(shop());
      await makeDue(db(), id);
      const run = await renew();
      expect(run.declined).toBe(1);
      const declined = await get(id);
      expect([declined.status, declined.lastFailure, declined.nextBilling]).toEqual([
        SUBSCRIPTION_STATUS_PAST_DUE,
        'Your card was declined.',
        '0',
      ]);
      await renew();
      await renew();
      const [tries] = await rows<{ count: string }>(
        db(),
        sql`select count(*) as count from subscription_renewals where subscription_id = ${id}`,
      );
      expect(Number(tries!.count)).toBe(1);
      expect(await ordersOf(db(), id)).toBe(1);
      expect(await authorisations(shop())).toEqual(authorisedBefore);
    });

    it('finishes a renewal cut short after its order was recorded, without billing it twice', async () => {
      const { order } = await subscribe(shop(), shop().orders, 'weekly-coffee');
      const id = order.subscriptionId;
      await makeDue(db(), id);
      const crashing: OrderContext = {
        ...shop().context,
        payment: {
          ...shop().context.payment,
          capture: () => Promise.reject(new Error('killed before the capture')),
        },
      };
      const cut = await renew(crashing);
      expect(cut.left).toBeGreaterThanOrEqual(1);
      expect(await ordersOf(db(), id)).toBe(2);
      const captured = (await authorisations(shop())).captured ?? 0;
      await renew();
      expect(await ordersOf(db(), id)).toBe(2);
      expect((await authorisations(shop())).captured).toBe(captured + 1);
      const [renewal] = await rows<{ state: string }>(
        db(),
        sql`select state from subscription_renewals where subscription_id = ${id}`,
      );
      expect(renewal!.state).toBe('completed');
    });

    it('is cancelled only by its own customer, and a cancelled subscription bills no more', async () => {
      const { order } = await subscribe(shop(), shop().orders, 'weekly-coffee', { siteUserId: 'customer-2' });
      const id = order.subscriptionId;
      const cancel = (siteUserId: string) =>
        shop().subscriptions.call.cancelSubscription({ websiteId: order.websiteId, subscriptionId: id, siteUserId });
      const stranger = await failure(cancel('customer-3'));
      expect([stranger.code, stranger.details]).toEqual([status.NOT_FOUND, 'That subscription does not exist.']);
      expect((await get(id)).status).toBe(SUBSCRIPTION_STATUS_ACTIVE);

      const { subscription } = await cancel('customer-2');
      expect([subscription!.status, subscription!.nextBilling]).toEqual([SUBSCRIPTION_STATUS_CANCELLED, '0']);
      expect((await cancel('customer-2')).subscription!.status).toBe(SUBSCRIPTION_STATUS_CANCELLED);

      await makeDue(db(), id);
      await renew();
      expect(await ordersOf(db(), id)).toBe(1);

      const mine = await shop().subscriptions.call.listSubscriptions({
        websiteId: order.websiteId,
        siteUserId: 'customer-2',
        pageSize: 0,
        cursor: '',
      });
      expect(mine.subscriptions.map((listed) => listed.id)).toEqual([id]);
      const malformed = await failure(
        shop().subscriptions.call.getSubscription({ websiteId: order.websiteId, subscriptionId: 'nope' }),
      );
      expect(malformed.code).toBe(status.NOT_FOUND);
    });

    it('ships its next cycles to a new address of its own customer, one a shipping rate reaches', async () => {
      const checkout = checkoutClient(shop());
      const { settings: before } = await checkout.call.getCheckoutSettings({});
      try {
        await checkout.call.putCheckoutSettings({
          settings: { shippingRates: [usRate('500')], taxRules: [], coupons: [] },
        });
        const cartToken = await subscriptionCart(shop(), 'weekly-coffee');
        await checkout.call.updateCheckout({
          cartToken,
          email: 'mover@example.com',
          shippingAddress: NEW_YORK,
          setBillingAddress: false,
          setCouponCodes: false,
          couponCodes: [],
        });
        const { order: first } = await shop().orders.call.placeOrder(
          placeRequest({ cartToken, siteUserId: 'customer-4' }),
        );
        const id = first!.subscriptionId;
        expect(await get(id)).toMatchObject({ shippingAddress: NEW_YORK, shippingMethod: 'US Post' });
        const change = (fields: Partial<subscriptionsV1.ChangeSubscriptionAddressRequest> = {}) =>
          shop().subscriptions.call.changeSubscriptionAddress({
            websiteId: first!.websiteId,
            subscriptionId: id,
            siteUserId: 'customer-4',
            shippingAddress: { ...SAN_FRANCISCO, countryCode: 'us' },
            ...fields,
          });

        const { subscription: moved } = await change();
        expect(moved).toMatchObject({
          status: SUBSCRIPTION_STATUS_ACTIVE,
          shippingAddress: SAN_FRANCISCO,
          shippingMethod: 'US Post',
        });
        // the same address again stores and answers the same
        expect((await change()).subscription).toEqual(moved);
        expect(await get(id)).toEqual(moved);

        const abroad = await failure(change({ shippingAddress: TORONTO }));
        expect([abroad.code, abroad.details]).toEqual([
          status.FAILED_PRECONDITION,
          'We do not ship to this address. Choose another country.',
        ]);
        const malformed = await failure(change({ shippingAddress: { ...SAN_FRANCISCO, postalCode: '941' } }));
        expect([malformed.code, malformed.details]).toEqual([
          status.INVALID_ARGUMENT,
          'One or more fields is invalid, please check your entries.',
        ]);
        expect(fieldErrorsOf(malformed.metadata)).toEqual({
          'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.',
        });
        const stranger = await failure(change({ siteUserId: 'customer-5', shippingAddress: NEW_YORK }));
        expect([stranger.code, stranger.details]).toEqual([status.NOT_FOUND, 'That subscription does not exist.']);
        const anonymous = await failure(change({ siteUserId: '', shippingAddress: NEW_YORK }));
        expect(anonymous.code).toBe(status.INVALID_ARGUMENT);
        expect(await get(id)).toEqual(moved);

        // the next cycle ships to the new address, and bills there too: it was billed where it shipped
        await makeDue(db(), id);
        expect(await renew()).toMatchObject({ renewed: 1 });
        const [second] = await rows<{ shipping_address: unknown; billing_address: unknown; shipping_method: string }>(
          db(),
          sql`select shipping_address, billing_address, shipping_method
              from orders where subscription_id = ${id} and id <> ${first!.id}`,
        );
        const stored = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
        expect([stored(second!.shipping_address), stored(second!.billing_address), second!.shipping_method]).toEqual([
          SAN_FRANCISCO,
          SAN_FRANCISCO,
          'US Post',
        ]);

        await shop().subscriptions.call.cancelSubscription({
          websiteId: first!.websiteId,
          subscriptionId: id,
          siteUserId: 'customer-4',
        });
        const cancelled = await failure(change({ shippingAddress: NEW_YORK }));
        expect([cancelled.code, cancelled.details]).toEqual([
          status.FAILED_PRECONDITION,
          'This subscription renews no more, so its address cannot be changed.',
        ]);
        expect((await get(id)).shippingAddress).toEqual(SAN_FRANCISCO);
      } finally {
        await checkout.call.putCheckoutSettings({ settings: before! });
        checkout.close();
      }
    });

    it('has no address to change when it ships nothing', async () => {
      const { order } = await subscribe(shop(), shop().orders, 'studio-membership', { siteUserId: 'customer-6' });
      const id = order.subscriptionId;
      const refused = await failure(
        shop().subscriptions.call.changeSubscriptionAddress({
          websiteId: order.websiteId,
          subscriptionId: id,
          siteUserId: 'customer-6',
          shippingAddress: NEW_YORK,
        }),
      );
      expect([refused.code, refused.details]).toEqual([
        status.FAILED_PRECONDITION,
        'This subscription ships nothing, so it has no address to change.',
      ]);
      const unchanged = await get(id);
      expect([unchanged.shippingAddress, unchanged.shippingMethod]).toEqual([undefined, '']);
    });
  });

import { status } from '@grpc/grpc-js';
import { rows } from '@storefront/service-kit';
import { failure, itServesServerPlumbing, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { demoProduct, demoSku } from './support/demo-products';
import { addEntry } from './support/cart-requests';
import { authorisations, DECLINED, orderClients, placeRequest, sellable } from './support/orders';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(180_000);

noteSkippedBackends('orders');

const OUT_OF_STOCK = 'Sorry, we do not have enough of that item available.';

if (backends.length > 0)
  describe.each(backends)('orders on $name', (backend) => {
    const shop = underTest(async () => {
      const started = await startShop(backend);
      const clients = orderClients(started);
      return {
        ...started,
        orders: clients.orders,
        catalogClient: clients.catalog,
        async stop() {
          clients.close();
          await started.stop();
        },
      };
    });

    itServesServerPlumbing(
      'orders',
      'storefront.cart.v1.OrderService',
      ['PlaceOrder', 'GetOrder', 'ListOrders'],
      () => `127.0.0.1:${shop().cart.grpc.port}`,
    );

    it("places an order for the cart's grand total: stock committed, payment captured, cart purchased", async () => {
      const kit = demoProduct('cold-brew-kit');
      const before = await sellable(shop().catalogClient, kit.id);
      const { cartToken, cart: added } = await addEntry(shop(), { itemId: kit.id, quantity: 2 });
      const capturedBefore = (await authorisations(shop())).captured ?? 0;

      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'Ana@Example.com' }));
      expect(order).toMatchObject({
        websiteId: added!.websiteId,
        cartId: added!.id,
        email: 'Ana@Example.com',
        currency: 'USD',
        // the cart's own totals (the kit is on sale: its sale price)
        subtotalCents: added!.subtotalCents,
        grandTotalCents: added!.grandTotalCents,
        cardCents: added!.grandTotalCents,
        giftCardCents: '0',
      });
      expect(order!.lines.map((line) => [line.itemId, line.quantity, line.subTotalCents])).toEqual([
        [kit.id, 2, added!.subtotalCents],
      ]);
      expect(await sellable(shop().catalogClient, kit.id)).toBe(before - 2);
      expect((await authorisations(shop())).captured).toBe(capturedBefore + 1);

      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: true });
      expect([cart!.isPurchased, cart!.orderId]).toEqual([true, order!.id]);
      const again = await failure(shop().orders.call.placeOrder(placeRequest({ cartToken })));
      expect([again.code, again.details]).toEqual([
        status.FAILED_PRECONDITION,
        'This cart has already been purchased.',
      ]);
      const more = await failure(addEntry(shop(), { cartToken, itemId: kit.id }));
      expect(more.code).toBe(status.FAILED_PRECONDITION);

      const { order: read } = await shop().orders.call.getOrder({ websiteId: order!.websiteId, orderId: order!.id });
      expect(read).toEqual(order);
      const unknown = await failure(shop().orders.call.getOrder({ websiteId: 'another-site', orderId: order!.id }));
      expect(unknown.code).toBe(status.NOT_FOUND);
      const byEmail = await shop().orders.call.listOrders({
        websiteId: order!.websiteId,
        siteUserId: '',
        email: 'ana@example.COM',
        pageSize: 0,
        cursor: '',
      });
      expect(byEmail.orders.map((listed) => listed.id)).toEqual([order!.id]);
    });

    it('50 buyers racing for the last unit: one order, 49 out-of-stock answers, stock never below zero', async () => {
      const notebook = demoProduct('leather-notebook'); // one in stock
      const carts = await Promise.all(Array.from({ length: 50 }, () => addEntry(shop(), { itemId: notebook.id })));
      const authorisedBefore = Object.values(await authorisations(shop())).reduce((sum, n) => sum + n, 0);
      const results = await Promise.allSettled(
        carts.map(({ cartToken }) => shop().orders.call.placeOrder(placeRequest({ cartToken }))),
      );
      const placed = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(placed).toHaveLength(1);
      expect(refused.map((error) => [error.code, error.details])).toEqual(
        Array.from({ length: 49 }, () => [status.FAILED_PRECONDITION, OUT_OF_STOCK]),
      );
      expect(await sellable(shop().catalogClient, notebook.id)).toBe(0);
      // the 49 were refused before their cards were touched
      const authorisedAfter = Object.values(await authorisations(shop())).reduce((sum, n) => sum + n, 0);
      expect(authorisedAfter - authorisedBefore).toBe(1);
      const purchased = await rows<{ count: string }>(
        shop().cart.database.db,
        sql`select count(*) as count from carts where is_purchased and order_id is not null and id in (${sql.join(
          carts.map(({ cart }) => sql`${cart!.id}::uuid`),
          sql`, `,
        )})`,
      );
      expect(Number(purchased[0]!.count)).toBe(1);
    });

    it('one attempt sent twice and ten times at once is one order and one authorisation', async () => {
      const tote = demoProduct('everyday-tote');
      const { cartToken } = await addEntry(shop(), { itemId: tote.id, sku: demoSku('everyday-tote', {}) });
      const before = Object.values(await authorisations(shop())).reduce((sum, n) => sum + n, 0);
      const request = placeRequest({ cartToken, attemptId: 'press-1' });
      const answers = await Promise.all(Array.from({ length: 10 }, () => shop().orders.call.placeOrder(request)));
      const repeat = await shop().orders.call.placeOrder(request);
      expect(new Set([...answers, repeat].map(({ order }) => order!.id)).size).toBe(1);
      const after = await authorisations(shop());
      expect(Object.values(after).reduce((sum, n) => sum + n, 0) - before).toBe(1);
      const [{ count }] = (await rows<{ count: string }>(
        shop().cart.database.db,
        sql`select count(*) as count from orders where id = ${repeat.order!.id}`,
      )) as [{ count: string }];
      expect(Number(count)).toBe(1);
      // the same attempt id asking something else is refused, not answered
      const other = await failure(shop().orders.call.placeOrder({ ...request, email: 'someone@else.com' }));
      expect([other.code, other.details]).toEqual([
        status.FAILED_PRECONDITION,
        'This request key was already used for a different request.',
      ]);
    });

    it("a declined card releases the stock, leaves the cart as it was and answers the provider's message", async () => {
      const vase = demoProduct('hand-thrown-vase');
      const before = await sellable(shop().catalogClient, vase.id);
      const { cartToken } = await addEntry(shop(), { itemId: vase.id, quantity: 2 });
      const request = placeRequest({ cartToken, card: DECLINED });
      const declined = await failure(shop().orders.call.placeOrder(request));
      expect([declined.code, declined.details]).toEqual([status.FAILED_PRECONDITION, 'Your card was declined.']);
      expect(await sellable(shop().catalogClient, vase.id)).toBe(before);
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: true });
      expect([cart!.isPurchased, cart!.entries[0]!.quantity]).toEqual([false, 2]);
      // a repeat of the press is told the same; another press with a good card buys
      const repeated = await failure(shop().orders.call.placeOrder(request));
      expect(repeated.details).toBe('Your card was declined.');
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken }));
      expect(order!.grandTotalCents).toBe('11200');
      expect(await sellable(shop().catalogClient, vase.id)).toBe(before - 2);
    });

    it('refuses a mistyped card, a bad e-mail and an empty cart before anything is held or written', async () => {
      const kit = demoProduct('cold-brew-kit');
      const { cartToken, cart } = await addEntry(shop(), { itemId: kit.id });
      const refusals = await Promise.all([
        failure(
          shop().orders.call.placeOrder(
            placeRequest({ cartToken, card: { number: '4242424242424241', expMonth: 1, expYear: 2099, cvc: '1' } }),
          ),
        ),
        failure(
          shop().orders.call.placeOrder(
            placeRequest({ cartToken, card: { number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' } }),
          ),
        ),
        failure(
          shop().orders.call.placeOrder(
            placeRequest({ cartToken, card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '12' } }),
          ),
        ),
        failure(shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'not-an-email' }))),
        failure(shop().orders.call.placeOrder(placeRequest({ cartToken, email: ' ' }))),
        failure(shop().orders.call.placeOrder(placeRequest({ cartToken, card: undefined }))),
        failure(shop().orders.call.placeOrder(placeRequest({ cartToken, attemptId: '' }))),
      ]);
      expect(refusals.map((error) => [error.code, error.details])).toEqual([
        [status.INVALID_ARGUMENT, 'Your card number is incorrect.'],
        [status.INVALID_ARGUMENT, 'Your card has expired.'],
        [status.INVALID_ARGUMENT, "Your card's security code is invalid."],
        [status.INVALID_ARGUMENT, 'Email is invalid.'],
        [status.INVALID_ARGUMENT, 'Email cannot be blank'],
        [status.INVALID_ARGUMENT, 'Enter your card details to pay the rest of your order.'],
        [status.INVALID_ARGUMENT, 'attemptId must be 1 to 200 characters.'],
      ]);
      const placements = await rows<{ count: string }>(
        shop().cart.database.db,
        sql`select count(*) as count from order_placements where cart_id = ${cart!.id}`,
      );
      expect(Number(placements[0]!.count)).toBe(0);
      const unknownCart = await failure(shop().orders.call.placeOrder(placeRequest({ cartToken: 'no-such-cart' })));
      expect(unknownCart.code).toBe(status.NOT_FOUND);
    });
    it("lists a website's orders newest first, a page at a time, and one customer's by account or e-mail", async () => {
      const candle = demoProduct('brass-candle-holder');
      const placed: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const { cartToken } = await addEntry(shop(), { itemId: candle.id });
        const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'pager@example.com' }));
        placed.push(order!.id);
      }
      const { websiteId } = (await addEntry(shop(), { itemId: candle.id })).cart!;
      const list = (fields: Partial<{ siteUserId: string; email: string; pageSize: number; cursor: string }>) =>
        shop().orders.call.listOrders({ websiteId, siteUserId: '', email: '', pageSize: 2, cursor: '', ...fields });
      const first = await list({ email: 'PAGER@example.com' });
      expect(first.orders.map((order) => order.id)).toEqual([placed[2], placed[1]]);
      const second = await list({ email: 'pager@example.com', cursor: first.nextCursor });
      expect([second.orders.map((order) => order.id), second.nextCursor]).toEqual([[placed[0]], '']);
      const all = await list({ pageSize: 100 });
      expect(all.orders.slice(0, 3).map((order) => order.id)).toEqual([...placed].reverse());
      const badCursor = await failure(list({ cursor: 'garbage!' }));
      expect(badCursor.code).toBe(status.INVALID_ARGUMENT);

      const { cartToken: anonymous } = await addEntry(shop(), { itemId: candle.id });
      const { cartToken } = await shop().client.call.attachCartToSiteUser({
        siteUserId: 'customer-7',
        cartToken: anonymous,
        idempotencyKey: '',
      });
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken }));
      expect(order!.siteUserId).toBe('customer-7');
      const mine = await list({ siteUserId: 'customer-7' });
      expect(mine.orders.map((listed) => listed.id)).toEqual([order!.id]);
    });

    it('sells a subscription cart as the first order of its subscription', async () => {
      const subscribable = demoProduct('weekly-coffee');
      const { cartToken } = await shop().client.call.createSubscriptionCart({
        itemId: subscribable.id,
        sku: '',
        quantity: 1,
        additionalFieldsJson: '',
        subscriptionOptionId: '',
        idempotencyKey: '',
      });
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken }));
      expect(order!.subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
      const other = await addEntry(shop(), { itemId: demoProduct('brass-candle-holder').id, quantity: 1 });
      const { order: oneTime } = await shop().orders.call.placeOrder(placeRequest({ cartToken: other.cartToken }));
      expect(oneTime!.subscriptionId).toBe('');
    });
  });

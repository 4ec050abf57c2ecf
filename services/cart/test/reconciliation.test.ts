import { status } from '@grpc/grpc-js';
import { rows } from '@storefront/service-kit';
import { failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import type { OrderContext } from '../src/actions/order-context';
import { placeOrder } from '../src/actions/place-order';
import { reconcilePlacements } from '../src/actions/reconcile-placements';
import { addEntry } from './support/cart-requests';
import { demoProduct } from './support/demo-products';
import { APPROVED, orderClients, orderContextOf, sellable } from './support/orders';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(180_000);

noteSkippedBackends('order reconciliation');

/** What a process that dies right after a step leaves: the step done, nothing after it. */
class Crash extends Error {}

const crashAfter = async <T>(step: Promise<T>): Promise<never> => {
  await step;
  throw new Crash('the process stopped here');
};

if (backends.length > 0)
  describe.each(backends)('reconciliation of placements on $name', (backend) => {
    const shop = underTest(async () => {
      const started = await startShop(backend);
      const clients = orderClients(started);
      const context = orderContextOf(started);
      return {
        ...started,
        orders: clients.orders,
        catalogClient: clients.catalog,
        context,
        async stop() {
          context.stock.close();
          clients.close();
          await started.stop();
        },
      };
    });

    const kit = () => demoProduct('cold-brew-kit'); // 18 in stock

    /** Places an order with one part of the context crashing after its step; answers what the placement left. */
    async function crashedPlacement(crashing: (context: OrderContext) => Partial<OrderContext>, attemptId: string) {
      const { cartToken, cart } = await addEntry(shop(), { itemId: kit().id, quantity: 2 });
      const context = { ...shop().context, ...crashing(shop().context) };
      const request = {
        cartToken,
        attemptId,
        email: 'buyer@example.com',
        card: APPROVED,
        giftCardCodes: [],
        giftCardRecipientEmail: '',
        siteUserId: '',
      };
      const outcome = await placeOrder(context, request).then(
        (order) => ({ order }),
        (error: unknown) => ({ error }),
      );
      const [placement] = await rows<{ id: string; state: string; authorization_id: string | null }>(
        shop().cart.database.db,
        sql`select id, state, authorization_id from order_placements where cart_id = ${cart!.id}`,
      );
      return { cartToken, cartId: cart!.id, request, outcome, placement: placement! };
    }

    const authorisationStatus = async (placementId: string) => {
      const id = await shop().context.payment.findAuthorisation(`order:${placementId}:authorise`);
      if (!id) return 'none';
      const [row] = await rows<{ status: string }>(
        shop().cart.database.db,
        sql`select status from test_payment_authorizations where id = ${id}`,
      );
      return row!.status;
    };

    it('stock held, then a crash: the reservation is released and a repeat of the attempt is told to try again', async () => {
      const before = await sellable(shop().catalogClient, kit().id);
      const left = await crashedPlacement(
        ({ stock }) => ({ stock: { ...stock, reserve: (id, lines) => crashAfter(stock.reserve(id, lines)) } }),
        'crash-after-reserve',
      );
      expect(left.outcome).toMatchObject({ error: expect.any(Crash) });
      expect(left.placement.state).toBe('started');
      expect(await sellable(shop().catalogClient, kit().id)).toBe(before - 2);

      expect(await reconcilePlacements(shop().context, 0)).toEqual({ completed: 0, undone: 1, left: 0 });
      expect(await sellable(shop().catalogClient, kit().id)).toBe(before);
      expect(await reconcilePlacements(shop().context, 0)).toEqual({ completed: 0, undone: 0, left: 0 });

      const repeat = await failure(shop().orders.call.placeOrder(left.request));
      expect([repeat.code, repeat.details]).toEqual([
        status.FAILED_PRECONDITION,
        'Your order could not be completed, and nothing was charged. Please place your order again.',
      ]);
      const { cart } = await shop().client.call.getCart({ cartToken: left.cartToken, withoutStock: true });
      expect(cart!.isPurchased).toBe(false);
    });

    it('card authorised, then a crash before its answer was written: the authorisation is found and voided', async () => {
      const before = await sellable(shop().catalogClient, kit().id);
      const left = await crashedPlacement(
        ({ payment }) => ({
          payment: { ...payment, authorise: (request) => crashAfter(payment.authorise(request)) },
        }),
        'crash-after-authorise',
      );
      expect(left.placement.state).toBe('authorising');
      expect(left.placement.authorization_id).toBeNull();
      expect(await authorisationStatus(left.placement.id)).toBe('authorised');

      expect(await reconcilePlacements(shop().context, 0)).toEqual({ completed: 0, undone: 1, left: 0 });
      expect(await authorisationStatus(left.placement.id)).toBe('voided');
      expect(await sellable(shop().catalogClient, kit().id)).toBe(before);
      const orders = await rows<{ id: string }>(
        shop().cart.database.db,
        sql`select id from orders where cart_id = ${left.cartId}`,
      );
      expect(orders).toEqual([]);
    });

    it('order recorded, then a crash before commit and capture: both are done, once', async () => {
      const before = await sellable(shop().catalogClient, kit().id);
      const left = await crashedPlacement(
        ({ stock }) => ({ stock: { ...stock, commit: () => Promise.reject(new Crash('the process stopped here')) } }),
        'crash-after-order',
      );
      // the order stands: recorded and paid for, its last steps left to the reconciliation
      expect(left.outcome).toMatchObject({ order: { cartId: left.cartId } });
      expect(left.placement.state).toBe('ordered');
      expect(await authorisationStatus(left.placement.id)).toBe('authorised');

      expect(await reconcilePlacements(shop().context, 0)).toEqual({ completed: 1, undone: 0, left: 0 });
      expect(await authorisationStatus(left.placement.id)).toBe('captured');
      expect(await sellable(shop().catalogClient, kit().id)).toBe(before - 2);
      // committed for good: the catalog no longer lets the reservation go
      const release = await failure(
        shop().catalogClient.call.releaseStock({ reservationId: `order:${left.placement.id}` }),
      );
      expect(release.code).toBe(status.FAILED_PRECONDITION);
      expect(await reconcilePlacements(shop().context, 0)).toEqual({ completed: 0, undone: 0, left: 0 });
      const { order } = await shop().orders.call.placeOrder(left.request);
      expect(order!.id).toBe((left.outcome as { order: { id: string } }).order.id);
    });

    it('leaves a placement younger than the grace period alone', async () => {
      const left = await crashedPlacement(
        ({ stock }) => ({ stock: { ...stock, reserve: (id, lines) => crashAfter(stock.reserve(id, lines)) } }),
        'crash-young',
      );
      expect(await reconcilePlacements(shop().context, 3600)).toEqual({ completed: 0, undone: 0, left: 0 });
      expect(left.placement.state).toBe('started');
      // a retry of the attempt continues where the crash stopped
      const { order } = await shop().orders.call.placeOrder(left.request);
      expect(order!.cartId).toBe(left.cartId);
    });
    it('a retry after the cart changed is refused and lets go of the stock the first try held', async () => {
      const before = await sellable(shop().catalogClient, kit().id);
      const left = await crashedPlacement(
        ({ stock }) => ({ stock: { ...stock, reserve: (id, lines) => crashAfter(stock.reserve(id, lines)) } }),
        'crash-then-change',
      );
      await addEntry(shop(), { cartToken: left.cartToken, itemId: demoProduct('brass-candle-holder').id });
      const retry = await failure(shop().orders.call.placeOrder(left.request));
      expect([retry.code, retry.details]).toEqual([
        status.FAILED_PRECONDITION,
        'Your cart changed while your order was being placed. Please review it and place your order again.',
      ]);
      expect(await sellable(shop().catalogClient, kit().id)).toBe(before);
      const { cart } = await shop().client.call.getCart({ cartToken: left.cartToken, withoutStock: true });
      expect([cart!.isPurchased, cart!.entries.length]).toEqual([false, 2]);
    });
  });

import { randomUUID } from 'node:crypto';
import { rows } from '@storefront/service-kit';
import { forgetQueueKeys, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { placeOrder } from '../src/actions/place-order';
import { addEntry } from './support/cart-requests';
import { demoProduct } from './support/demo-products';
import { APPROVED, orderClients, orderContextOf, sellable } from './support/orders';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(60_000);

noteSkippedBackends('order reconciliation job');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-orders-${randomUUID()}`;

if (backends.length > 0)
  describe('order reconciliation job', () => {
    const shop = underTest(
      async () => {
        const started = await startShop(backends[0]!, {
          REDIS_URL: redisUrl,
          CART_QUEUE_PREFIX: prefix,
          ORDER_RECONCILE_EVERY_SECONDS: '1',
          ORDER_RECONCILE_AFTER_SECONDS: '1',
        });
        const clients = orderClients(started);
        const context = orderContextOf(started);
        return {
          ...started,
          catalogClient: clients.catalog,
          context,
          async stop() {
            context.stock.close();
            clients.close();
            await started.stop();
          },
        };
      },
      { afterStop: () => forgetQueueKeys(redisUrl, prefix) },
    );

    it('releases, on its schedule, the stock of a placement a crash stopped after holding it', async () => {
      const kit = demoProduct('cold-brew-kit');
      const before = await sellable(shop().catalogClient, kit.id);
      const { cartToken, cart } = await addEntry(shop(), { itemId: kit.id, quantity: 3 });
      const { stock } = shop().context;
      const crashing = {
        ...shop().context,
        stock: {
          ...stock,
          reserve: async (id: string, lines: Parameters<typeof stock.reserve>[1]) => {
            await stock.reserve(id, lines);
            throw new Error('the process stopped here');
          },
        },
      };
      await expect(
        placeOrder(crashing, { cartToken, attemptId: 'a', email: 'b@example.com', card: APPROVED, giftCardCodes: [] }),
      ).rejects.toThrow('the process stopped here');
      expect(await sellable(shop().catalogClient, kit.id)).toBe(before - 3);

      const deadline = Date.now() + 20_000;
      for (;;) {
        const [placement] = await rows<{ state: string }>(
          shop().cart.database.db,
          sql`select state from order_placements where cart_id = ${cart!.id}`,
        );
        if (placement!.state === 'failed') break;
        if (Date.now() > deadline) throw new Error('the reconciliation job did not repair the placement');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await sellable(shop().catalogClient, kit.id)).toBe(before);
    });
  });

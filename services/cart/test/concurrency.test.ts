import { status } from '@grpc/grpc-js';
import { failure, underTest } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { addEntry } from './support/cart-requests';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(120_000);

noteSkippedBackends('cart concurrency');

if (backends.length > 0)
  describe.each(backends)('concurrent changes on $name', (backend) => {
    const shop = underTest(() => startShop(backend));

    it('200 concurrent adds to one cart lose no update', async () => {
      const candle = demoProduct('brass-candle-holder'); // unlimited stock
      const { cartToken } = await addEntry(shop(), { itemId: demoProduct('hand-thrown-vase').id });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, () => addEntry(shop(), { cartToken, itemId: candle.id })),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: false });
      const candleEntries = cart!.entries.filter((entry) => entry.itemId === candle.id);
      expect(candleEntries.map((entry) => entry.quantity)).toEqual([200]);
      expect(cart!.totalQuantity).toBe(201);
    });

    it('50 carts racing for the last unit (twice each) never hold more than exists', async () => {
      const notebook = demoProduct('leather-notebook'); // one in stock
      const carts = await Promise.all(
        Array.from({ length: 50 }, () => addEntry(shop(), { itemId: demoProduct('brass-candle-holder').id })),
      );
      const attempts = await Promise.allSettled(
        carts.flatMap(({ cartToken }) => [
          addEntry(shop(), { cartToken, itemId: notebook.id }),
          addEntry(shop(), { cartToken, itemId: notebook.id }),
        ]),
      );
      const refused = attempts.filter((attempt) => attempt.status === 'rejected');
      for (const attempt of refused) {
        const error = (attempt as PromiseRejectedResult).reason;
        expect([error.code, error.details]).toEqual([
          status.FAILED_PRECONDITION,
          'Sorry, we do not have enough of that item available.',
        ]);
      }
      // stock is checked at add and held at checkout: each cart may hold the last unit, none more
      for (const { cartToken } of carts) {
        const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: false });
        const held = cart!.entries.filter((entry) => entry.itemId === notebook.id).reduce((n, e) => n + e.quantity, 0);
        expect(held).toBe(1);
        const more = await failure(addEntry(shop(), { cartToken, itemId: notebook.id }));
        expect(more.code).toBe(status.FAILED_PRECONDITION);
      }
      expect(refused).toHaveLength(50);
    });
  });

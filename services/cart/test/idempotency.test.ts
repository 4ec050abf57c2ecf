import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { cartV1 } from '@storefront/proto';
import { failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { demoProduct } from './support/demo-products';
import { addEntry, addRequest, type AddRequest } from './support/cart-requests';
import {
  backends,
  noteSkippedBackends,
  sharedDatabaseBackends,
  startShop,
  startTwoReplicas,
  type Shop,
} from './support/running-cart';

jest.setTimeout(120_000);

noteSkippedBackends('cart idempotency keys');

const candle = demoProduct('brass-candle-holder'); // unlimited stock
const vase = demoProduct('hand-thrown-vase');

async function count(shop: Shop, table: 'carts'): Promise<number> {
  const result = (await shop.cart.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function quantityOf(shop: Shop, cartToken: string, itemId: string): Promise<number> {
  const { cart } = await shop.client.call.getCart({ cartToken, withoutStock: true });
  return cart!.entries.filter((entry) => entry.itemId === itemId).reduce((sum, entry) => sum + entry.quantity, 0);
}

if (backends.length > 0)
  describe.each(backends)('idempotency keys on $name', (backend) => {
    const shop = underTest(() => startShop(backend));

    const add = (fields: AddRequest) => addEntry(shop(), fields);

    it('applies each key once when 100 keys are each sent twice at the same time', async () => {
      const { cartToken } = await add({ itemId: vase.id });
      const keys = Array.from({ length: 100 }, () => randomUUID());
      const results = await Promise.allSettled(
        keys.flatMap((idempotencyKey) => [
          add({ cartToken, itemId: candle.id, idempotencyKey }),
          add({ cartToken, itemId: candle.id, idempotencyKey }),
        ]),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(await quantityOf(shop(), cartToken, candle.id)).toBe(100);
      // both answers of one key name the same entry
      const answers = results.map((result) => (result as PromiseFulfilledResult<cartV1.AddEntryResponse>).value);
      for (let i = 0; i < answers.length; i += 2) {
        expect(answers[i]!.newlyAdded!.id).toBe(answers[i + 1]!.newlyAdded!.id);
      }
    });

    it('applies once a call whose deadline expired while it was being written, then retried', async () => {
      const { cartToken } = await add({ itemId: vase.id });
      const idempotencyKey = randomUUID();
      const first = shop().cart.database.db.transaction(async (tx) => {
        // the write waits behind this lock until the caller has given up
        await tx.execute(sql`select id from carts for update`);
        const expired = await failure(
          shop().client.call.addEntry(addRequest({ cartToken, itemId: candle.id, idempotencyKey }), {
            deadlineMs: 300,
          }),
        );
        expect(expired.code).toBe(status.DEADLINE_EXCEEDED);
      });
      await first;
      // the abandoned call went on and was written
      for (let wait = 0; (await quantityOf(shop(), cartToken, candle.id)) === 0 && wait < 100; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const retried = await add({ cartToken, itemId: candle.id, idempotencyKey });
      expect(retried.newlyAdded!.quantity).toBe(1);
      expect(await quantityOf(shop(), cartToken, candle.id)).toBe(1);
    });

    it('refuses a key reused for a different request; another cart sent the key changes nothing', async () => {
      const mine = await add({ itemId: vase.id });
      const theirs = await add({ itemId: vase.id });
      const idempotencyKey = randomUUID();
      await add({ cartToken: mine.cartToken, itemId: candle.id, idempotencyKey });
      const other = await failure(add({ cartToken: mine.cartToken, itemId: candle.id, quantity: 2, idempotencyKey }));
      expect([other.code, other.details]).toEqual([
        status.FAILED_PRECONDITION,
        'This request key was already used for a different request.',
      ]);
      // an add's key names the add, not a cart: the repeat is answered with the cart it names, unchanged
      const repeat = await add({ cartToken: theirs.cartToken, itemId: candle.id, idempotencyKey });
      expect(repeat.cart!.id).not.toBe(mine.cart!.id);
      expect(await quantityOf(shop(), mine.cartToken, candle.id)).toBe(1);
      expect(await quantityOf(shop(), theirs.cartToken, candle.id)).toBe(0);
    });

    it('answers a first add repeated with the cart its lost answer created, made once', async () => {
      const idempotencyKey = randomUUID();
      const first = await add({ itemId: candle.id, idempotencyKey });
      // the first answer set the cookie, so the repeat names the new cart
      const repeat = await add({ cartToken: first.cartToken, itemId: candle.id, idempotencyKey });
      expect(repeat.newlyAdded!.id).toBe(first.newlyAdded!.id);
      expect(await quantityOf(shop(), first.cartToken, candle.id)).toBe(1);
    });

    it('answers a retried first add with the same new cart, made once', async () => {
      const before = await count(shop(), 'carts');
      const idempotencyKey = randomUUID();
      const [first, second] = await Promise.all([
        add({ itemId: candle.id, idempotencyKey }),
        add({ itemId: candle.id, idempotencyKey }),
      ]);
      const third = await add({ itemId: candle.id, idempotencyKey });
      expect(await count(shop(), 'carts')).toBe(before + 1);
      expect(new Set([first.cartToken, second.cartToken, third.cartToken]).size).toBe(1);
      expect(third.newlyAdded!.id).toBe(first.newlyAdded!.id);
      expect(third.cart!.totalQuantity).toBe(1);
      // what is remembered of the key opens no cart by itself
      const stored = JSON.stringify(await shop().cart.database.db.execute(sql`select * from cart_requests`));
      expect(stored).not.toContain(first.cartToken);
      expect(stored).not.toContain(idempotencyKey);
    });

    it('applies every other change once per key', async () => {
      const { cartToken, newlyAdded } = await add({ itemId: vase.id });
      const entryId = newlyAdded!.id;
      const raise = { cartToken, entryId, quantity: 2, idempotencyKey: randomUUID() };
      await Promise.all([shop().client.call.updateEntryQuantity(raise), shop().client.call.updateEntryQuantity(raise)]);
      // lowered since: a repeat of the raise changes nothing
      await shop().client.call.updateEntryQuantity({ cartToken, entryId, quantity: 1, idempotencyKey: randomUUID() });
      const repeated = await shop().client.call.updateEntryQuantity(raise);
      expect(repeated.cart!.entries.map((entry) => entry.quantity)).toEqual([1]);

      const gift = { itemId: demoProduct('gift-card').id, sku: '', idempotencyKey: randomUUID() };
      const before = await count(shop(), 'carts');
      const [a, b] = await Promise.all([
        shop().client.call.createGiftCardCart(gift),
        shop().client.call.createGiftCardCart(gift),
      ]);
      expect(a.cartToken).toBe(b.cartToken);
      expect(await count(shop(), 'carts')).toBe(before + 1);
    });

    it('says whether a removal removed the entry, and answers a repeat of it as the first', async () => {
      const { cartToken, newlyAdded } = await add({ itemId: vase.id });
      const removal = { cartToken, entryId: newlyAdded!.id, idempotencyKey: randomUUID() };
      const first = await shop().client.call.removeEntry(removal);
      expect([first.removed, first.cart!.entries]).toEqual([true, []]);
      const [repeat, concurrentRepeat] = await Promise.all([
        shop().client.call.removeEntry(removal),
        shop().client.call.removeEntry(removal),
      ]);
      expect([repeat.removed, concurrentRepeat.removed]).toEqual([true, true]);
      const another = await shop().client.call.removeEntry({ ...removal, idempotencyKey: randomUUID() });
      expect([another.removed, another.cart]).toEqual([false, first.cart]);
      const unkeyed = await shop().client.call.removeEntry({ ...removal, idempotencyKey: '' });
      expect(unkeyed.removed).toBe(false);
    });

    it('forgets keys once they expire, with the abandoned carts', async () => {
      const { cartToken } = await add({ itemId: vase.id });
      const idempotencyKey = randomUUID();
      await add({ cartToken, itemId: candle.id, idempotencyKey });
      await shop().cart.database.db.execute(sql`update cart_requests set created_at = now() - interval '25 hours'`);
      await shop().client.call.expireAbandonedCarts({ olderThanSeconds: String(30 * 24 * 3600) });
      await add({ cartToken, itemId: candle.id, idempotencyKey });
      expect(await quantityOf(shop(), cartToken, candle.id)).toBe(2);
    });
  });

if (sharedDatabaseBackends.length > 0)
  describe.each(sharedDatabaseBackends)(
    'idempotency keys across two cart replicas on one $name database',
    (backend) => {
      const replicas = underTest(() => startTwoReplicas(backend));

      it('applies a key once when its repeats reach both replicas at once', async () => {
        const { shop, other } = replicas();
        const { cartToken } = await addEntry(shop, { itemId: vase.id });
        await other.client.call.getCart({ cartToken, withoutStock: true }); // both remember the cart
        const keys = Array.from({ length: 50 }, () => randomUUID());
        await Promise.all(
          keys.flatMap((idempotencyKey) => [
            addEntry(shop, { cartToken, itemId: candle.id, idempotencyKey }),
            addEntry(other, { cartToken, itemId: candle.id, idempotencyKey }),
          ]),
        );
        expect(await quantityOf(shop, cartToken, candle.id)).toBe(50);
      });
    },
  );

import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { sql } from 'drizzle-orm';
import { failure, forgetQueueKeys, underTest } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(60_000);

noteSkippedBackends('abandoned-cart cleanup job');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-cart-${randomUUID()}`;

if (backends.length > 0)
  describe('abandoned-cart cleanup job', () => {
    const started = underTest(
      () =>
        startShop(backends[0]!, {
          REDIS_URL: redisUrl,
          CART_QUEUE_PREFIX: prefix,
          CART_CLEANUP_EVERY_SECONDS: '1',
          CART_MAX_AGE_SECONDS: '3600',
        }),
      { afterStop: () => forgetQueueKeys(redisUrl, prefix) },
    );

    it('deletes unpurchased carts older than CART_MAX_AGE_SECONDS on its schedule', async () => {
      const shop = started();
      const add = () =>
        shop.client.call.addEntry({
          cartToken: '',
          itemId: demoProduct('brass-candle-holder').id,
          sku: '',
          quantity: 1,
          additionalFieldsJson: '',
          idempotencyKey: '',
        });
      const old = await add();
      const fresh = await add();
      await shop.cart.database.db.execute(
        sql`update carts set updated_at = now() - interval '2 hours' where id = ${old.cart!.id}`,
      );
      const deadline = Date.now() + 20_000;
      for (;;) {
        const gone = await shop.client.call.getCart({ cartToken: old.cartToken, withoutStock: false }).then(
          () => false,
          () => true,
        );
        if (gone) break;
        if (Date.now() > deadline) throw new Error('the cleanup job did not remove the abandoned cart');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await failure(shop.client.call.getCart({ cartToken: old.cartToken, withoutStock: false }))).code).toBe(
        status.NOT_FOUND,
      );
      expect((await shop.client.call.getCart({ cartToken: fresh.cartToken, withoutStock: false })).cart!.id).toBe(
        fresh.cart!.id,
      );
    });

    it('records activity to the minute and expires only carts that were idle past the age for sure', async () => {
      const shop = started();
      const addTo = (cartToken: string) =>
        shop.client.call.addEntry({
          cartToken,
          itemId: demoProduct('brass-candle-holder').id,
          sku: '',
          quantity: 1,
          additionalFieldsJson: '',
          idempotencyKey: '',
        });
      const recordedAgo = (id: string, seconds: number) =>
        shop.cart.database.db.execute(
          sql`update carts set updated_at = now() - make_interval(secs => ${seconds}) where id = ${id}`,
        );
      const exists = (cartToken: string) =>
        shop.client.call.getCart({ cartToken, withoutStock: true }).then(
          () => true,
          () => false,
        );

      const refreshed = await addTo('');
      await recordedAgo(refreshed.cart!.id, 200);
      await addTo(refreshed.cartToken); // recorded over a minute ago: the change records now
      const busy = await addTo('');
      await recordedAgo(busy.cart!.id, 50);
      await addTo(busy.cartToken); // recorded within the minute: left as it is, the row updated in place
      const idle = await addTo('');
      await recordedAgo(idle.cart!.id, 100); // idle 100 s, or changed up to a minute later
      const gone = await addTo('');
      await recordedAgo(gone.cart!.id, 130);

      await shop.client.call.expireAbandonedCarts({ olderThanSeconds: '60' });
      await expect(exists(refreshed.cartToken)).resolves.toBe(true);
      await expect(exists(busy.cartToken)).resolves.toBe(true);
      await expect(exists(idle.cartToken)).resolves.toBe(true);
      await expect(exists(gone.cartToken)).resolves.toBe(false);
    });
  });

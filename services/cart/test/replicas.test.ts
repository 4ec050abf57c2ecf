import { randomUUID } from 'node:crypto';
import { cartV1 } from '@storefront/proto';
import { underTest } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { addEntry, attachRequest } from './support/cart-requests';
import { noteSkippedBackends, sharedDatabaseBackends, startTwoReplicas, type Shop } from './support/running-cart';

jest.setTimeout(120_000);

noteSkippedBackends('cart replicas');

type Client = Shop['client'];

const add = (client: Client, cartToken: string, itemId: string, quantity = 1) =>
  addEntry({ client }, { cartToken, itemId, quantity });

const quantities = async (client: Client, cartToken: string) => {
  const { cart } = await client.call.getCart({ cartToken, withoutStock: true });
  return Object.fromEntries(cart!.entries.map((entry) => [entry.itemId, entry.quantity]));
};

if (sharedDatabaseBackends.length > 0)
  describe.each(sharedDatabaseBackends)('two cart replicas on one $name database', (backend) => {
    const replicas = underTest(() => startTwoReplicas(backend));

    it('a change made through one replica is built on by the other', async () => {
      const { shop, other } = replicas();
      const candle = demoProduct('brass-candle-holder').id;
      const { cartToken } = await add(shop.client, '', candle);
      await add(other.client, cartToken, candle);
      const { cart } = await add(shop.client, cartToken, candle);
      expect(cart!.entries.map((entry) => entry.quantity)).toEqual([3]);
      expect(await quantities(other.client, cartToken)).toEqual({ [candle]: 3 });
    });

    it('a refusal is never based on a cart another replica has changed since', async () => {
      const { shop, other } = replicas();
      const vase = demoProduct('hand-thrown-vase'); // three in stock
      const { cartToken, newlyAdded } = await add(shop.client, '', vase.id, 3);
      // this replica now remembers a cart holding all three; the other one lowers it to one
      await other.client.call.updateEntryQuantity({
        cartToken,
        entryId: newlyAdded!.id,
        quantity: 1,
        idempotencyKey: '',
      });
      const { cart } = await add(shop.client, cartToken, vase.id, 2);
      expect(cart!.entries.map((entry) => entry.quantity)).toEqual([3]);
    });

    it('an entry added through one replica can be removed through the other', async () => {
      const { shop, other } = replicas();
      const candle = demoProduct('brass-candle-holder').id;
      const vase = demoProduct('hand-thrown-vase').id;
      const { cartToken } = await add(shop.client, '', candle);
      // this replica remembers the cart without the vase the other one adds
      const { newlyAdded } = await add(other.client, cartToken, vase);
      const { cart } = await shop.client.call.removeEntry({ cartToken, entryId: newlyAdded!.id, idempotencyKey: '' });
      expect(cart!.entries.map((entry) => entry.itemId)).toEqual([candle]);
      expect(await quantities(other.client, cartToken)).toEqual({ [candle]: 1 });
    });

    it("two sign-ins of one account reaching different replicas at once end in one cart holding both carts' entries", async () => {
      const { shop, other } = replicas();
      const candle = demoProduct('brass-candle-holder').id;
      const vase = demoProduct('hand-thrown-vase').id;
      const siteUserId = randomUUID();
      const [first, second] = await Promise.all([add(shop.client, '', candle), add(other.client, '', vase)]);
      const answers = await Promise.all([
        shop.client.call.attachCartToSiteUser(attachRequest({ siteUserId, cartToken: first.cartToken })),
        other.client.call.attachCartToSiteUser(attachRequest({ siteUserId, cartToken: second.cartToken })),
      ]);
      expect(answers.map((answer) => answer.attachment).sort()).toEqual(
        [cartV1.CartAttachment.CART_ATTACHMENT_ADOPTED, cartV1.CartAttachment.CART_ATTACHMENT_MERGED].sort(),
      );
      for (const [client, { cartToken }] of [
        [shop.client, answers[1]!],
        [other.client, answers[0]!],
      ] as const) {
        expect(await quantities(client, cartToken)).toEqual({ [candle]: 1, [vase]: 1 });
      }
    });
  });

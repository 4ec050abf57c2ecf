import { demoProduct } from './support/demo-products';
import { backends, noteSkippedBackends, startShop, type Shop } from './support/running-cart';

jest.setTimeout(120_000);

noteSkippedBackends('cart replicas');

type Client = Shop['client'];

const add = (client: Client, cartToken: string, itemId: string, quantity = 1) =>
  client.call.addEntry({ cartToken, itemId, sku: '', quantity, additionalFieldsJson: '', idempotencyKey: '' });

const quantities = async (client: Client, cartToken: string) => {
  const { cart } = await client.call.getCart({ cartToken, withoutStock: true });
  return Object.fromEntries(cart!.entries.map((entry) => [entry.itemId, entry.quantity]));
};

// Each replica remembers the carts it has seen; only a database both share shows whether a
// change made by one is ever lost or misjudged by the other.
const shared = backends.filter((backend) => backend.name === 'PostgreSQL');

if (shared.length > 0)
  describe.each(shared)('two cart replicas on one $name database', (backend) => {
    let shop: Shop;
    let other: Awaited<ReturnType<Shop['startReplica']>>;
    beforeAll(async () => {
      shop = await startShop(backend);
      other = await shop.startReplica();
    });
    afterAll(async () => {
      await other?.stop();
      await shop?.stop();
    });

    it('a change made through one replica is built on by the other', async () => {
      const candle = demoProduct('brass-candle-holder').id;
      const { cartToken } = await add(shop.client, '', candle);
      await add(other.client, cartToken, candle);
      const { cart } = await add(shop.client, cartToken, candle);
      expect(cart!.entries.map((entry) => entry.quantity)).toEqual([3]);
      expect(await quantities(other.client, cartToken)).toEqual({ [candle]: 3 });
    });

    it('a refusal is never based on a cart another replica has changed since', async () => {
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
      const candle = demoProduct('brass-candle-holder').id;
      const vase = demoProduct('hand-thrown-vase').id;
      const { cartToken } = await add(shop.client, '', candle);
      // this replica remembers the cart without the vase the other one adds
      const { newlyAdded } = await add(other.client, cartToken, vase);
      const { cart } = await shop.client.call.removeEntry({ cartToken, entryId: newlyAdded!.id, idempotencyKey: '' });
      expect(cart!.entries.map((entry) => entry.itemId)).toEqual([candle]);
      expect(await quantities(other.client, cartToken)).toEqual({ [candle]: 1 });
    });
  });

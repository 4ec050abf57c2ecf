import { randomUUID } from 'node:crypto';
import { expectForgedCallsRefused, itServesHealthAndReflection, underTest } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.cart.v1.CartService';

noteSkippedBackends('cart health and reflection');

if (backends.length > 0)
  describe('cart server plumbing', () => {
    const shop = underTest(() => startShop(backends[0]!));
    const address = () => `127.0.0.1:${shop().cart.grpc.port}`;

    itServesHealthAndReflection('cart', SERVICE_NAME, address);

    it('refuses callers without valid service credentials while health stays open', async () => {
      await expectForgedCallsRefused(address(), SERVICE_NAME, ['GetCart', 'AddEntry', 'ExpireAbandonedCarts']);
    });

    it('answers signed calls, and its own calls to the catalog are signed: an add reads the product', async () => {
      const { cart } = await shop().client.call.addEntry({
        cartToken: '',
        itemId: demoProduct('hand-thrown-vase').id,
        sku: '',
        quantity: 1,
        additionalFieldsJson: '',
        idempotencyKey: randomUUID(),
      });
      expect(cart!.entries).toHaveLength(1);
    });
  });

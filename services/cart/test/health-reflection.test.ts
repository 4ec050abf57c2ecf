import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { healthStatus, reflectedServiceNames } from '@storefront/service-kit';
import { answersToForgedCalls, testServiceAuth } from '@storefront/service-kit/testing';
import { demoProduct } from './support/demo-products';
import { backends, noteSkippedBackends, startShop, type Shop } from './support/running-cart';

jest.setTimeout(60_000);

const SERVICE_NAME = 'storefront.cart.v1.CartService';

noteSkippedBackends('cart health and reflection');

if (backends.length > 0)
  describe('cart server plumbing', () => {
    let shop: Shop;
    let address: string;
    beforeAll(async () => {
      shop = await startShop(backends[0]!);
      address = `127.0.0.1:${shop.cart.grpc.port}`;
    });
    afterAll(() => shop?.stop());

    it('answers health checks with SERVING for the server and the cart service', async () => {
      await expect(healthStatus(address)).resolves.toBe('SERVING');
      await expect(healthStatus(address, SERVICE_NAME)).resolves.toBe('SERVING');
    });

    it('lists the cart service through server reflection', async () => {
      await expect(reflectedServiceNames(address, { auth: testServiceAuth() })).resolves.toEqual(
        expect.arrayContaining([SERVICE_NAME, 'grpc.health.v1.Health']),
      );
    });

    it('refuses callers without valid service credentials while health stays open', async () => {
      const forged = { unsigned: 'UNAUTHENTICATED', wrongSecret: 'UNAUTHENTICATED', expired: 'UNAUTHENTICATED' };
      for (const method of ['GetCart', 'AddEntry', 'ExpireAbandonedCarts']) {
        await expect(answersToForgedCalls(address, `/${SERVICE_NAME}/${method}`)).resolves.toEqual(forged);
      }
      await expect(
        reflectedServiceNames(address, { auth: { secret: 'z'.repeat(40), caller: 'intruder' } }),
      ).rejects.toMatchObject({ code: status.UNAUTHENTICATED });
      await expect(healthStatus(address)).resolves.toBe('SERVING');
    });

    it('answers signed calls, and its own calls to the catalog are signed: an add reads the product', async () => {
      const { cart } = await shop.client.call.addEntry({
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

import { healthStatus, reflectedServiceNames } from '@storefront/service-kit';
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
      await expect(reflectedServiceNames(address)).resolves.toEqual(
        expect.arrayContaining([SERVICE_NAME, 'grpc.health.v1.Health']),
      );
    });
  });

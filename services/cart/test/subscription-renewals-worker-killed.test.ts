import path from 'node:path';
import { cartV1, catalogV1, ordersV1 } from '@storefront/proto';
import { createClient, inspectQueue, type RunningService } from '@storefront/service-kit';
import {
  freePort,
  spawnBuiltService,
  startPrivateRedis,
  testServiceAuth,
  testServiceEnv,
  type BuiltServiceProcess,
  type PrivateRedis,
} from '@storefront/service-kit/testing';
import { Pool } from 'pg';
import { startDemoCatalogService } from '../../catalog/test/support/demo-catalog';
import { RENEWAL_QUEUE } from '../src/jobs/subscription-renewals';
import { demoProduct } from './support/demo-products';
import { until } from './support/order-email-notifications';
import { APPROVED, sellable } from './support/orders';
import { noteSkippedBackends, sharedDatabaseBackends } from './support/running-cart';
import { silentServer } from './support/silent-server';

jest.setTimeout(300_000);

noteSkippedBackends('subscription renewals with their worker killed');

/** The built cart, so that SIGKILL stops a real process in the middle of a renewal. */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const SUBSCRIPTIONS = 3;

if (sharedDatabaseBackends.length > 0)
  describe('subscription renewals when the worker is killed (SIGKILL) mid-job and Redis restarts', () => {
    const prefix = 'storefront';
    let database: { env: NodeJS.ProcessEnv; dispose(): Promise<void> };
    let pool: Pool;
    let catalog: RunningService;
    let redis: PrivateRedis;
    let silent: Awaited<ReturnType<typeof silentServer>>;
    let cart: BuiltServiceProcess | undefined;
    let port: number;

    beforeAll(async () => {
      database = await sharedDatabaseBackends[0]!.prepare();
      const url = Object.entries(database.env).find(([name]) => name.endsWith('DATABASE_URL'))![1]!;
      pool = new Pool({ connectionString: url, max: 2 });
      catalog = await startDemoCatalogService();
      redis = await startPrivateRedis();
      silent = await silentServer();
      port = await freePort();
    });
    afterAll(async () => {
      await cart?.kill();
      await silent?.close();
      await redis?.stop();
      await catalog?.stop();
      await pool?.end();
      await database?.dispose();
    });

    const query = async <T>(text: string): Promise<T[]> => (await pool.query(text)).rows as T[];
    const count = async (text: string) => Number((await query<{ count: string }>(text))[0]!.count);
    const startCart = (catalogAddress: string, everySeconds: number) =>
      spawnBuiltService(MAIN, {
        ...testServiceEnv,
        ...database.env,
        GRPC_PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        CATALOG_ADDR: catalogAddress,
        CATALOG_DEADLINE_MS: '120000',
        REDIS_URL: redis.url,
        CART_QUEUE_PREFIX: prefix,
        SUBSCRIPTION_RENEW_EVERY_SECONDS: String(everySeconds),
      });

    async function activeRenewals(): Promise<number> {
      const queue = inspectQueue(RENEWAL_QUEUE, { connection: { url: redis.url }, prefix });
      try {
        return await queue.getActiveCount();
      } catch {
        return 0;
      } finally {
        await queue.close();
      }
    }

    it('bills every due cycle once: nothing lost, nothing billed twice', async () => {
      const box = demoProduct('seasonal-flower-box');
      const catalogAddress = `127.0.0.1:${catalog.grpc.port}`;
      const catalogClient = createClient(catalogV1.CatalogServiceClient, catalogAddress, {
        deadlineMs: 30_000,
        auth: testServiceAuth('cart'),
        contract: catalogV1.CatalogServiceDefinition,
      });
      const before = await sellable(catalogClient, box.id);

      // 1. subscriptions bought through a cart that renews nothing yet
      cart = startCart(catalogAddress, 3600);
      const options = { deadlineMs: 30_000, auth: testServiceAuth('gateway') };
      const carts = createClient(cartV1.CartServiceClient, `127.0.0.1:${port}`, {
        ...options,
        contract: cartV1.CartServiceDefinition,
      });
      const orders = createClient(ordersV1.OrderServiceClient, `127.0.0.1:${port}`, {
        ...options,
        contract: ordersV1.OrderServiceDefinition,
      });
      const subscriptionCart = () =>
        carts.call.createSubscriptionCart({
          itemId: box.id,
          sku: '',
          quantity: 1,
          additionalFieldsJson: '',
          subscriptionOptionId: '',
          idempotencyKey: '',
        });
      await until(() => subscriptionCart().catch(() => undefined), Boolean, 60_000);
      for (let n = 0; n < SUBSCRIPTIONS; n++) {
        const { cartToken } = await subscriptionCart();
        await orders.call.placeOrder({
          cartToken,
          attemptId: `subscribe-${n}`,
          email: 'subscriber@example.com',
          card: APPROVED,
          giftCardCodes: [],
          giftCardRecipientEmail: '',
          siteUserId: '',
        });
      }
      carts.close();
      orders.close();
      await cart.kill();
      await query(`update subscriptions set next_billing_at = now() - interval '1 second'`);

      // 2. a renewing worker whose catalog never answers: the job hangs mid-renewal, then is killed
      cart = startCart(silent.address, 1);
      expect(await until(activeRenewals, (active) => active === 1, 60_000)).toBe(1);
      expect(
        await until(
          () => count(`select count(*) as count from subscription_renewals where state = 'started'`),
          (started) => started > 0,
          30_000,
        ),
      ).toBeGreaterThan(0);
      await cart.kill();
      // 3. Redis without persistence restarts: the job and the schedule are gone from it
      await redis.restart();

      // 4. the next worker, with the catalog back, bills what is due
      cart = startCart(catalogAddress, 1);
      const completed = await until(
        () => count(`select count(*) as count from subscription_renewals where state = 'completed'`),
        (done) => done === SUBSCRIPTIONS,
        120_000,
      );
      expect(completed).toBe(SUBSCRIPTIONS);
      // a few more runs of the schedule change nothing
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      expect(await count(`select count(*) as count from subscription_renewals`)).toBe(SUBSCRIPTIONS);
      const perSubscription = await query<{ orders: string; cycles_billed: number }>(
        `select (select count(*) from orders o where o.subscription_id = s.id) as orders, s.cycles_billed
         from subscriptions s`,
      );
      expect(perSubscription).toEqual(Array.from({ length: SUBSCRIPTIONS }, () => ({ orders: '2', cycles_billed: 2 })));
      const payments = await query<{ status: string; count: string }>(
        `select status, count(*) as count from test_payment_authorizations group by status`,
      );
      expect(payments).toEqual([{ status: 'captured', count: String(SUBSCRIPTIONS * 2) }]);
      expect(await sellable(catalogClient, box.id)).toBe(before - SUBSCRIPTIONS * 2);
      catalogClient.close();
    });
  });

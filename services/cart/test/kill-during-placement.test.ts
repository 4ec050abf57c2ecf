import path from 'node:path';
import { cartV1, catalogV1, ordersV1 } from '@storefront/proto';
import {
  createClient,
  createLogger,
  openDatabase,
  type OpenDatabase,
  type RunningService,
} from '@storefront/service-kit';
import {
  clientOfTestService,
  freePort,
  spawnBuiltService,
  testServiceAuth,
  testServiceEnv,
  type BuiltServiceProcess,
} from '@storefront/service-kit/testing';
import { startDemoCatalogService } from '../../catalog/test/support/demo-catalog';
import { demoProduct } from './support/demo-products';
import { addRequest } from './support/cart-requests';
import { APPROVED, sellable } from './support/orders';
import { noteSkippedBackends, sharedDatabaseBackends } from './support/running-cart';
import { expectSettledBooks, reconcileNow } from './support/settled-placements';

jest.setTimeout(180_000);

noteSkippedBackends('cart killed during placement');

/** The built cart, started as a deployment starts it, so SIGKILL stops a real process mid-placement. */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const ROUNDS = 5;
const BUYERS_PER_ROUND = 6;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (sharedDatabaseBackends.length > 0)
  describe('the cart process killed (SIGKILL) during placements, repeatedly', () => {
    let database: { env: NodeJS.ProcessEnv; dispose(): Promise<void> };
    let catalog: RunningService;
    let cartDb: OpenDatabase<Record<string, never>>;
    let port: number;

    beforeAll(async () => {
      database = await sharedDatabaseBackends[0]!.prepare();
      catalog = await startDemoCatalogService();
      port = await freePort();
    });

    afterAll(async () => {
      await cartDb?.close();
      await catalog?.stop();
      await database?.dispose();
    });

    function startCart(): BuiltServiceProcess {
      return spawnBuiltService(MAIN, {
        ...testServiceEnv,
        ...database.env,
        GRPC_PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        CATALOG_ADDR: `127.0.0.1:${catalog.grpc.port}`,
        CATALOG_DEADLINE_MS: '20000',
      });
    }

    const clientsOf = () => {
      const options = { deadlineMs: 20_000, auth: testServiceAuth('gateway'), maxAttempts: 1 };
      return {
        cart: createClient(cartV1.CartServiceClient, `127.0.0.1:${port}`, {
          ...options,
          contract: cartV1.CartServiceDefinition,
        }),
        orders: createClient(ordersV1.OrderServiceClient, `127.0.0.1:${port}`, {
          ...options,
          contract: ordersV1.OrderServiceDefinition,
        }),
      };
    };

    async function ready(cart: ReturnType<typeof clientsOf>['cart']): Promise<void> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const up = await cart.call.getCart({ cartToken: 'probe', withoutStock: true }).then(
          () => true,
          (error: { code: number }) => error.code === 5,
        );
        if (up) return;
        if (Date.now() > deadline) throw new Error('the cart did not start');
        await wait(100);
      }
    }

    it('leaves no order without a captured payment, no captured payment without an order, no stock held', async () => {
      const box = demoProduct('seasonal-flower-box');
      const catalogClient = clientOfTestService(
        catalogV1.CatalogServiceClient,
        catalogV1.CatalogServiceDefinition,
        catalog,
      );
      const initial = await sellable(catalogClient, box.id);

      for (let round = 0; round < ROUNDS; round += 1) {
        const cartProcess = startCart();
        const clients = clientsOf();
        try {
          await ready(clients.cart);
          const carts = await Promise.all(
            Array.from({ length: BUYERS_PER_ROUND }, () => clients.cart.call.addEntry(addRequest({ itemId: box.id }))),
          );
          // started one after another, so the kill finds them at different steps
          const placements = carts.map(async ({ cartToken }, buyer) => {
            await wait(buyer * 40);
            return clients.orders.call
              .placeOrder({
                cartToken,
                attemptId: `r${round}-b${buyer}`,
                email: 'b@example.com',
                card: APPROVED,
                giftCardCodes: [],
                giftCardRecipientEmail: '',
                siteUserId: '',
              })
              .catch(() => undefined);
          });
          await wait(60 + round * 50);
          await cartProcess.kill();
          await Promise.all(placements);
        } finally {
          clients.cart.close();
          clients.orders.close();
          await cartProcess.kill();
        }
      }

      // what the reconciliation job does after the grace period, run here at once
      const logger = createLogger({ service: 'cart', level: 'silent' });
      cartDb = await openDatabase({
        url: database.env.CART_DATABASE_URL,
        dataDir: 'memory://',
        logger,
        migrationsFolder: path.join(__dirname, '..', 'migrations'),
        migrationsTable: '__drizzle_migrations_cart',
      });
      const repaired = await reconcileNow(cartDb.db, `127.0.0.1:${catalog.grpc.port}`);
      expect(repaired.left).toBe(0);
      const books = await expectSettledBooks(cartDb.db, catalogClient, box.id, initial);
      // the figures of this run, for whoever reads the test output
      console.info(`kill -9 during placement: ${JSON.stringify({ ...books, repaired })}`);
      catalogClient.close();
    });
  });

import path from 'node:path';
import { cartV1, catalogV1, ordersV1 } from '@storefront/proto';
import { createClient, rows, type RunningService } from '@storefront/service-kit';
import {
  clientOfTestService,
  createThrowawayDatabase,
  freePort,
  spawnBuiltService,
  startQuietly,
  testServiceAuth,
  testServiceEnv,
  type BuiltServiceProcess,
  type ThrowawayDatabase,
} from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { loadCartConfig } from '../src/config';
import { cart as cartDefinition } from '../src/service';
import { addRequest } from './support/cart-requests';
import { demoProduct } from './support/demo-products';
import { APPROVED, sellable, type CatalogClient } from './support/orders';
import { noteSkippedBackends, sharedDatabaseBackends } from './support/running-cart';
import { expectSettledBooks, reconcileNow } from './support/settled-placements';

jest.setTimeout(300_000);

noteSkippedBackends('catalog killed during placement');

/** The built catalog on real PostgreSQL, so a SIGKILL stops a real process and its stock outlives it. */
const CATALOG_MAIN = path.join(__dirname, '..', '..', 'catalog', 'dist', 'main.js');
const BUYERS_PER_ROUND = 6;

/**
 * Where each round's kill lands: once the round's placements have reached the step named (the
 * reservation asked for, a card authorised, orders recorded, placements completed). Waiting for a
 * step rather than a fixed time puts the kill there however fast or slow the machine is.
 */
const ONWARD = {
  started: ['started', 'authorising', 'ordered', 'completed', 'failing', 'failed'],
  authorising: ['authorising', 'ordered', 'completed'],
  ordered: ['ordered', 'completed'],
  completed: ['completed'],
};
const KILL_WHEN: { state: keyof typeof ONWARD; count: number }[] = [
  { state: 'started', count: 1 },
  { state: 'authorising', count: 1 },
  { state: 'ordered', count: 1 },
  { state: 'ordered', count: 3 },
  { state: 'completed', count: 2 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await wait(100);
  }
}

const catalogUrl = process.env.DATABASE_URL;

if (sharedDatabaseBackends.length > 0 && catalogUrl)
  describe('the catalog process killed (SIGKILL) during placements, repeatedly', () => {
    let catalogDatabase: ThrowawayDatabase;
    let cartDatabase: { env: NodeJS.ProcessEnv; dispose(): Promise<void> };
    let catalogPort: number;
    let cart: RunningService;

    beforeAll(async () => {
      catalogDatabase = await createThrowawayDatabase(catalogUrl, 'catalog_kill_test');
      cartDatabase = await sharedDatabaseBackends[0]!.prepare();
      catalogPort = await freePort();
      cart = await startQuietly(
        cartDefinition,
        loadCartConfig({
          ...testServiceEnv,
          ...cartDatabase.env,
          GRPC_PORT: '0',
          DATA_DIR: 'memory://',
          LOG_LEVEL: 'silent',
          CATALOG_ADDR: `127.0.0.1:${catalogPort}`,
          CATALOG_DEADLINE_MS: '5000',
        }),
      );
    });

    afterAll(async () => {
      await cart?.stop();
      await cartDatabase?.dispose();
      await catalogDatabase?.drop();
    });

    function startCatalog(): BuiltServiceProcess {
      return spawnBuiltService(CATALOG_MAIN, {
        ...testServiceEnv,
        CATALOG_DATABASE_URL: catalogDatabase.url,
        GRPC_PORT: String(catalogPort),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'true',
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      });
    }

    const catalogClient = (): CatalogClient =>
      createClient(catalogV1.CatalogServiceClient, `127.0.0.1:${catalogPort}`, {
        deadlineMs: 5_000,
        auth: testServiceAuth('gateway'),
        maxAttempts: 1,
        contract: catalogV1.CatalogServiceDefinition,
      });

    it('leaves no order without a captured payment, no captured payment without an order, no reservation held', async () => {
      const box = demoProduct('seasonal-flower-box');
      const carts = clientOfTestService(cartV1.CartServiceClient, cartV1.CartServiceDefinition, cart);
      const orders = clientOfTestService(ordersV1.OrderServiceClient, ordersV1.OrderServiceDefinition, cart);
      let initial: number | undefined;
      const outcomes: Record<string, number> = {};

      // placements at the given step or past it on the way to an order
      const reached = async (state: keyof typeof ONWARD) => {
        const states = sql.join(
          ONWARD[state].map((onward) => sql`${onward}`),
          sql`, `,
        );
        const [found] = await rows<{ count: string }>(
          cart.database.db,
          sql`select count(*) as count from order_placements where state in (${states})`,
        );
        return Number(found!.count);
      };
      for (const [round, killWhen] of KILL_WHEN.entries()) {
        const catalogProcess = startCatalog();
        const catalog = catalogClient();
        try {
          // the cart reaches the catalog again (its channel reconnects on its own) before anyone buys
          const buyers: string[] = [];
          await until('the cart adds through the restarted catalog', async () => {
            const added = await carts.call.addEntry(addRequest({ itemId: box.id })).catch(() => undefined);
            if (added) buyers.push(added.cartToken);
            return added !== undefined;
          });
          initial ??= await sellable(catalog, box.id);
          while (buyers.length < BUYERS_PER_ROUND)
            buyers.push((await carts.call.addEntry(addRequest({ itemId: box.id }))).cartToken);
          // started one after another, so the kill finds them at different steps
          const placements = buyers.map(async (cartToken, buyer) => {
            await wait(buyer * 20);
            const outcome = await orders.call
              .placeOrder({
                cartToken,
                attemptId: `r${round}-b${buyer}`,
                email: 'b@example.com',
                card: APPROVED,
                giftCardCodes: [],
                giftCardRecipientEmail: '',
                siteUserId: '',
              })
              .then(
                () => 'placed',
                (error: { code?: number }) => `refused ${error.code}`,
              );
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          });
          const before = await reached(killWhen.state);
          await until(
            `placements reach ${killWhen.state}`,
            async () => (await reached(killWhen.state)) - before >= killWhen.count,
            30_000,
          ).catch(() => undefined);
          await catalogProcess.kill();
          await Promise.all(placements);
        } finally {
          catalog.close();
          await catalogProcess.kill();
        }
      }

      // the catalog back, then what the reconciliation job does after the grace period, run at once
      const catalogProcess = startCatalog();
      const catalog = catalogClient();
      try {
        await until('the catalog answers again', () =>
          sellable(catalog, box.id).then(
            () => true,
            () => false,
          ),
        );
        const repaired = await reconcileNow(cart.database.db, `127.0.0.1:${catalogPort}`);
        expect(repaired.left).toBe(0);
        const books = await expectSettledBooks(cart.database.db, catalog, box.id, initial!);

        // the catalog's own books: nothing held for a placement that is over
        const { Pool } = await import('pg');
        const pool = new Pool({ connectionString: catalogDatabase.url, max: 1 });
        const held = await pool.query(`select id from stock_reservations where status = 'reserved'`);
        await pool.end();
        expect(held.rows).toEqual([]);
        const committed = await rows<{ count: string }>(cart.database.db, sql`select count(*) as count from orders`);
        // the test means something only if some placements got through and some were cut short
        expect(Number(committed[0]!.count)).toBeGreaterThan(0);
        console.info(`catalog kill -9 during placement: ${JSON.stringify({ ...books, repaired, outcomes })}`);
      } finally {
        carts.close();
        orders.close();
        catalog.close();
        await catalogProcess.kill();
      }
    });
  });

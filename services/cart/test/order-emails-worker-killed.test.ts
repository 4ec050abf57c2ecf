import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { cartV1, ordersV1 } from '@storefront/proto';
import { createClient, inspectQueue, type RunningService } from '@storefront/service-kit';
import {
  forgetQueueKeys,
  freePort,
  spawnBuiltService,
  testServiceAuth,
  testServiceEnv,
  type BuiltServiceProcess,
} from '@storefront/service-kit/testing';
import { startDemoCatalogService } from '../../catalog/test/support/demo-catalog';
import { ORDER_EMAIL_QUEUE } from '../src/jobs/order-email-jobs';
import { demoProduct, demoSku } from './support/demo-products';
import {
  confirmationId,
  giftCardId,
  queueDrained,
  startMail,
  until,
  type MailService,
} from './support/order-email-notifications';
import { APPROVED } from './support/orders';
import { noteSkippedBackends, sharedDatabaseBackends } from './support/running-cart';
import { silentServer } from './support/silent-server';

jest.setTimeout(300_000);

noteSkippedBackends('order e-mails with their worker killed');

/** The built cart, so that SIGKILL stops a real process in the middle of a job. */
const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (sharedDatabaseBackends.length > 0)
  describe('order e-mails when the worker is killed (SIGKILL) mid-job', () => {
    const prefix = `cart-mail-kill-${randomBytes(4).toString('hex')}`;
    let database: { env: NodeJS.ProcessEnv; dispose(): Promise<void> };
    let catalog: RunningService;
    let mail: MailService;
    let silent: Awaited<ReturnType<typeof silentServer>>;
    let cart: BuiltServiceProcess | undefined;
    let port: number;

    beforeAll(async () => {
      database = await sharedDatabaseBackends[0]!.prepare();
      catalog = await startDemoCatalogService();
      mail = await startMail(sharedDatabaseBackends[0]!.name);
      silent = await silentServer();
      port = await freePort();
    });
    afterAll(async () => {
      await cart?.kill();
      await silent?.close();
      await mail?.stop();
      await catalog?.stop();
      await database?.dispose();
      await forgetQueueKeys(redisUrl, prefix);
    });

    const startCart = (notificationsAddress: string, deadlineMs: number) =>
      spawnBuiltService(MAIN, {
        ...testServiceEnv,
        ...database.env,
        GRPC_PORT: String(port),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        CATALOG_ADDR: `127.0.0.1:${catalog.grpc.port}`,
        CATALOG_DEADLINE_MS: '20000',
        REDIS_URL: redisUrl,
        CART_QUEUE_PREFIX: prefix,
        NOTIFICATIONS_ADDR: notificationsAddress,
        NOTIFICATIONS_DEADLINE_MS: String(deadlineMs),
      });

    async function activeJobs(): Promise<number> {
      const queue = inspectQueue(ORDER_EMAIL_QUEUE, { connection: { url: redisUrl }, prefix });
      try {
        return await queue.getActiveCount();
      } finally {
        await queue.close();
      }
    }

    it('is taken over by the next worker, which sends the confirmation and the gift card once each', async () => {
      // the first worker's SendEmail hangs: the job is active when the process dies
      cart = startCart(silent.address, 120_000);
      const options = { deadlineMs: 30_000, auth: testServiceAuth('gateway') };
      const carts = createClient(cartV1.CartServiceClient, `127.0.0.1:${port}`, {
        ...options,
        contract: cartV1.CartServiceDefinition,
      });
      const orders = createClient(ordersV1.OrderServiceClient, `127.0.0.1:${port}`, {
        ...options,
        contract: ordersV1.OrderServiceDefinition,
      });
      const ready = await until(
        () =>
          carts.call
            .createGiftCardCart({
              itemId: demoProduct('gift-card').id,
              sku: demoSku('gift-card', { Amount: '$50' }),
              idempotencyKey: '',
            })
            .catch(() => undefined),
        Boolean,
        60_000,
      );
      const { order } = await orders.call.placeOrder({
        cartToken: ready!.cartToken,
        attemptId: 'killed-worker',
        email: 'giver@example.com',
        card: APPROVED,
        giftCardCodes: [],
        giftCardRecipientEmail: '',
        siteUserId: '',
      });
      carts.close();
      orders.close();
      expect(await until(activeJobs, (count) => count === 1, 60_000)).toBe(1);

      await cart.kill();
      cart = startCart(`127.0.0.1:${mail.notifications.grpc.port}`, 5_000);

      // BullMQ hands the job on once the dead worker's lock has expired (30 s) and a stalled-job
      // check (every 30 s) has seen it: up to a minute, more on a busy machine
      const mailed = await until(
        () => mail.sink.messages.filter((m) => m.messageId === giftCardId(order!.id, 0)),
        (found) => found.length > 0,
        180_000,
      );
      expect(mailed).toHaveLength(1);
      expect(await until(() => queueDrained(redisUrl, prefix), Boolean)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mail.sink.messages.filter((m) => m.messageId === confirmationId(order!.id))).toHaveLength(1);
      expect(mail.sink.messages.filter((m) => m.messageId === giftCardId(order!.id, 0))).toHaveLength(1);
      expect(mailed[0]!.text).toContain(order!.issuedGiftCards[0]!.code);
    });
  });

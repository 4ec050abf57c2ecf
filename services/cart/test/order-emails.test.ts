import { randomBytes } from 'node:crypto';
import { notificationsV1 } from '@storefront/proto';
import { createClient, createLogger, createQueue, rows, type ServiceQueue } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import {
  forgetQueueKeys,
  freePort,
  startPrivateRedis,
  testServiceAuth,
  type PrivateRedis,
} from '@storefront/service-kit/testing';
import { sendOrderEmails, type OrderEmailJob } from '../src/actions/order-email-send';
import { renewDueSubscriptions } from '../src/actions/renew-due-subscriptions';
import { ORDER_EMAIL_JOB, ORDER_EMAIL_QUEUE, startOrderEmails } from '../src/jobs/order-email-jobs';
import { NEW_YORK } from './support/addresses';
import { addEntry } from './support/cart-requests';
import { checkoutClient } from './support/checkout';
import {
  confirmationId,
  giftCardId,
  publicUrl,
  queueDrained,
  startMail,
  until,
  type MailService,
} from './support/order-email-notifications';
import { demoProduct, demoSku } from './support/demo-products';
import { DECLINED, orderClients, orderContextOf, placeRequest, type OrderClient } from './support/orders';
import { makeDue, subscribe } from './support/subscriptions';
import { backends, noteSkippedBackends, startShop, type Shop } from './support/running-cart';

jest.setTimeout(180_000);

noteSkippedBackends('order e-mails');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const texts = (sink: MailService['sink'], messageId: string) =>
  sink.messages.filter((m) => m.messageId === messageId).map((m) => m.text.replace(/\r\n/g, '\n'));

if (backends.length > 0)
  describe.each(backends)('order e-mails on $name', (backend) => {
    let mail: MailService;
    let shop: Shop;
    let orders: OrderClient;
    let closeClients: () => void;
    let requeue: ServiceQueue<OrderEmailJob>;
    const prefix = `cart-mail-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      mail = await startMail(backend.name);
      shop = await startShop(backend, {
        REDIS_URL: redisUrl,
        CART_QUEUE_PREFIX: prefix,
        NOTIFICATIONS_ADDR: `127.0.0.1:${mail.notifications.grpc.port}`,
      });
      ({ orders, close: closeClients } = orderClients(shop));
      requeue = createQueue<OrderEmailJob>(ORDER_EMAIL_QUEUE, { connection: { url: redisUrl }, prefix });
    });
    afterAll(async () => {
      await requeue?.close();
      closeClients?.();
      await shop?.stop();
      await mail?.stop();
      await forgetQueueKeys(redisUrl, prefix);
    });

    const placementOf = async (orderId: string) =>
      (
        await rows<{ placement_id: string }>(
          shop.cart.database.db,
          sql`select placement_id from orders where id = ${orderId}`,
        )
      )[0]!.placement_id;

    /** The same job once more, as a crash or a retry would run it. */
    const runAgain = (job: OrderEmailJob) => requeue.add(ORDER_EMAIL_JOB, job, { removeOnComplete: true });

    it('e-mails the buyer one confirmation of an order, even when its job runs twice and the attempt is repeated', async () => {
      const { cartToken } = await addEntry(shop, { itemId: demoProduct('sourdough-ebook').id, quantity: 2 });
      const request = placeRequest({ cartToken, email: 'reader@example.com' });
      const { order } = await orders.call.placeOrder(request);
      const messageId = confirmationId(order!.id);
      await until(
        () => texts(mail.sink, messageId),
        (found) => found.length > 0,
      );

      await runAgain({ placementId: await placementOf(order!.id), attemptId: request.attemptId });
      await orders.call.placeOrder(request);
      expect(await until(() => queueDrained(redisUrl, prefix), Boolean)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const delivered = mail.sink.messages.filter((m) => m.messageId === messageId);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.to).toEqual(['reader@example.com']);
      const [text] = texts(mail.sink, messageId);
      expect(text).toContain(`${order!.lines[0]!.title}:\n2 × $9.00\n$18.00`);
      expect(text).toContain('Total:\n$18.00');
      expect(text).toContain('Paid by card:\n$18.00');
      expect(text).toContain(`${publicUrl}/commerce/orders/${order!.id}`);
      // no gift card was bought, so none was mailed
      expect(mail.sink.messages.filter((m) => m.messageId === giftCardId(order!.id, 0))).toEqual([]);
    });

    it('tells the buyer of a shipped order where it goes and how', async () => {
      const { cartToken } = await addEntry(shop, { itemId: demoProduct('brass-candle-holder').id, quantity: 1 });
      const checkout = checkoutClient(shop);
      const { settings } = await checkout.call.getCheckoutSettings({});
      const courier = {
        id: 'courier',
        name: 'Courier',
        everywhere: true,
        zoneCountries: [],
        kind: 'flat',
        costCents: '700',
        tiers: [],
        minimumSubtotalCents: '0',
      };
      try {
        await checkout.call.putCheckoutSettings({ settings: { ...settings!, shippingRates: [courier] } });
        await checkout.call.updateCheckout({
          cartToken,
          email: 'ada@example.com',
          shippingAddress: NEW_YORK,
          setBillingAddress: false,
          setCouponCodes: false,
          couponCodes: [],
        });
        const { order } = await orders.call.placeOrder(placeRequest({ cartToken, email: 'ada@example.com' }));
        const [text] = await until(
          () => texts(mail.sink, confirmationId(order!.id)),
          (found) => found.length > 0,
        );
        expect(order).toMatchObject({ shippingMethod: 'Courier', shippingCostCents: '700' });
        expect(text).toContain(
          'Shipping to:\nAda Lovelace\n1 Main St\nNew York, NY 10001\nUnited States of America\nCourier',
        );
      } finally {
        // the other cases buy without an address, as a store with no shipping rates lets them
        await checkout.call.putCheckoutSettings({ settings: settings! });
        checkout.close();
      }
    });

    it('e-mails a bought gift card once, with the code the buyer was answered, beside the confirmation', async () => {
      const { cartToken } = await shop.client.call.createGiftCardCart({
        itemId: demoProduct('gift-card').id,
        sku: demoSku('gift-card', { Amount: '$50' }),
        idempotencyKey: '',
      });
      const request = placeRequest({ cartToken, email: 'giver@example.com' });
      const { order } = await orders.call.placeOrder(request);
      const [issued] = order!.issuedGiftCards;
      await until(
        () => texts(mail.sink, giftCardId(order!.id, 0)),
        (found) => found.length > 0,
      );

      // run twice more: in the queue and straight through, as two racing workers would
      await runAgain({ placementId: await placementOf(order!.id), attemptId: request.attemptId });
      const client = createClient(
        notificationsV1.NotificationsServiceClient,
        `127.0.0.1:${mail.notifications.grpc.port}`,
        { deadlineMs: 10_000, contract: notificationsV1.NotificationsServiceDefinition, auth: testServiceAuth('cart') },
      );
      try {
        expect(
          await sendOrderEmails(shop.cart.database.db, client, {
            placementId: await placementOf(order!.id),
            attemptId: request.attemptId,
          }),
        ).toBe(2);
      } finally {
        client.close();
      }
      expect(await until(() => queueDrained(redisUrl, prefix), Boolean)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      expect(mail.sink.messages.filter((m) => m.messageId === confirmationId(order!.id))).toHaveLength(1);
      const giftCards = mail.sink.messages.filter((m) => m.messageId === giftCardId(order!.id, 0));
      expect(giftCards).toHaveLength(1);
      expect(giftCards[0]!.to).toEqual(['giver@example.com']);
      expect(giftCards[0]!.subject).toBe('Your Storefront Demo gift card');
      const [text] = texts(mail.sink, giftCardId(order!.id, 0));
      expect(text).toContain(`Gift card code:\n${issued!.code}`);
      expect(text).toContain('Balance:\n$50.00');
    });

    it('mails nothing for a declined order, and its job ends', async () => {
      const { cartToken } = await addEntry(shop, { itemId: demoProduct('sourdough-ebook').id, quantity: 1 });
      const before = mail.sink.messages.length;
      await orders.call.placeOrder(placeRequest({ cartToken, card: DECLINED })).catch(() => undefined);
      expect(await until(() => queueDrained(redisUrl, prefix), Boolean)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mail.sink.messages.length).toBe(before);
    });

    it("e-mails each renewal's order once, however often the renewal job runs, and nothing for a declined one", async () => {
      const emails = startOrderEmails({
        db: shop.cart.database.db,
        redisUrl,
        prefix,
        logger: createLogger({ service: 'cart', level: 'silent' }),
        notifications: {
          address: `127.0.0.1:${mail.notifications.grpc.port}`,
          deadlineMs: 5_000,
          auth: testServiceAuth('cart'),
        },
      });
      const context = { ...orderContextOf(shop), orderEmails: emails };
      const db = shop.cart.database.db;
      try {
        const before = mail.sink.messages.length;
        const first = [
          (await subscribe(shop, orders, 'seasonal-flower-box')).order,
          (await subscribe(shop, orders, 'studio-membership')).order,
        ];
        const [renewed, declined] = first.map((order) => order.subscriptionId);
        await db.execute(sql`update test_payment_methods set decline_code = 'card_declined'
            where token = (select payment_method_token from subscriptions where id = ${declined})`);
        await makeDue(db, renewed);
        await makeDue(db, declined);
        await Promise.all([renewDueSubscriptions(context), renewDueSubscriptions(context)]);
        await renewDueSubscriptions(context);

        const [cycle] = await rows<{ id: string; order_id: string }>(
          db,
          sql`select id, order_id from subscription_renewals where subscription_id = ${renewed}`,
        );
        const messageId = confirmationId(cycle!.order_id);
        // mailed by the renewal's own job...
        const mailed = await until(
          () => texts(mail.sink, messageId),
          (found) => found.length > 0,
        );
        expect(mailed).toHaveLength(1);
        // ...and not again when that job runs once more
        await runAgain({ renewalId: cycle!.id });
        // the declined cycle's job ends too, having recorded no order to mail
        expect(await until(() => queueDrained(redisUrl, prefix), Boolean)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        // each first order's confirmation and the renewed cycle's, each once; nothing else
        expect(
          mail.sink.messages
            .slice(before)
            .map((m) => m.messageId)
            .sort(),
        ).toEqual([...first.map((order) => confirmationId(order.id)), messageId].sort());
        const [text] = texts(mail.sink, messageId);
        expect(text).toContain(`${publicUrl}/commerce/orders/${cycle!.order_id}`);
      } finally {
        await emails.close();
        context.stock.close();
      }
    });

    it('sends no gift card for a job whose attempt id is not the buying one', async () => {
      const { cartToken } = await shop.client.call.createGiftCardCart({
        itemId: demoProduct('gift-card').id,
        sku: demoSku('gift-card', { Amount: '$25' }),
        idempotencyKey: '',
      });
      const { order } = await orders.call.placeOrder(placeRequest({ cartToken }));
      await until(
        () => texts(mail.sink, giftCardId(order!.id, 0)),
        (found) => found.length > 0,
      );
      const client = createClient(
        notificationsV1.NotificationsServiceClient,
        `127.0.0.1:${mail.notifications.grpc.port}`,
        { deadlineMs: 10_000, contract: notificationsV1.NotificationsServiceDefinition, auth: testServiceAuth('cart') },
      );
      try {
        await expect(
          sendOrderEmails(shop.cart.database.db, client, {
            placementId: await placementOf(order!.id),
            attemptId: 'guessed',
          }),
        ).rejects.toThrow(/do not open/);
      } finally {
        client.close();
      }
    });
  });

if (backends.length > 0)
  describe('order e-mails across a notifications outage and a Redis restart', () => {
    let redis: PrivateRedis;
    let shop: Shop;
    let mail: MailService | undefined;
    afterAll(async () => {
      await shop?.stop();
      await mail?.stop();
      await redis?.stop();
    });

    it('keeps the queued e-mail through the restart and sends it once notifications answers', async () => {
      redis = await startPrivateRedis({ persistent: true });
      const notificationsPort = await freePort();
      shop = await startShop(backends[0]!, {
        REDIS_URL: redis.url,
        CART_QUEUE_PREFIX: 'storefront',
        NOTIFICATIONS_ADDR: `127.0.0.1:${notificationsPort}`,
        NOTIFICATIONS_DEADLINE_MS: '1000',
      });
      const clients = orderClients(shop);
      const { cartToken } = await addEntry(shop, { itemId: demoProduct('sourdough-ebook').id, quantity: 1 });
      const { order } = await clients.orders.call.placeOrder(placeRequest({ cartToken }));
      clients.close();
      // the first tries fail: nothing answers on the notifications port yet
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await redis.restart();
      mail = await startMail(backends[0]!.name, { GRPC_PORT: String(notificationsPort) });
      const found = await until(
        () => mail!.sink.messages.filter((m) => m.messageId === confirmationId(order!.id)),
        (messages) => messages.length > 0,
        60_000,
      );
      expect(found).toHaveLength(1);
      expect(await until(() => queueDrained(redis.url, 'storefront'), Boolean)).toBe(true);
    });
  });

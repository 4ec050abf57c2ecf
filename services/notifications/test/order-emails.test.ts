import { status } from '@grpc/grpc-js';
import { notificationsV1 } from '@storefront/proto';
import { failure, underTest } from '@storefront/service-kit/testing';
import { messageIdFor } from '../src/mail/message-id';
import { backends, noteSkippedBackends, startShopWithSink } from './support/running-notifications';

jest.setTimeout(120_000);

noteSkippedBackends('order e-mails');

const publicUrl = 'http://shop.example.test';
const orderId = '5b1d3c0e-7f7a-4a52-9a53-0f3a3c1d2e4f';

const confirmation: notificationsV1.SendEmailRequest = {
  idempotencyKey: `order-confirmation:${orderId}`,
  to: 'buyer@example.com',
  language: '',
  email: {
    $case: 'orderConfirmation',
    orderConfirmation: {
      orderId,
      currency: 'USD',
      lines: [
        { title: 'Linen Shirt <b>', quantity: 2, unitPriceCents: '4900', lineTotalCents: '9800' },
        { title: 'Gift Card', quantity: 1, unitPriceCents: '5000', lineTotalCents: '5000' },
      ],
      subtotalCents: '14800',
      discountCents: '0',
      shippingCents: '500',
      taxCents: '0',
      totalCents: '15300',
      giftCardPayments: [{ codeLast4: 'K7QX', amountCents: '2000' }],
      cardCents: '13300',
      shipTo: ['Ada Lovelace', '1 Main St', 'New York, NY 10001', 'United States of America'],
      shippingMethod: 'Standard (US)',
    },
  },
};

const giftCard: notificationsV1.SendEmailRequest = {
  idempotencyKey: `gift-card:${orderId}:0`,
  to: 'friend@example.com',
  language: '',
  email: {
    $case: 'giftCard',
    giftCard: { orderId, code: 'ABCD-EFGH-JKLM-NPQR', balanceCents: '5000', currency: 'USD' },
  },
};

if (backends.length > 0)
  describe.each(backends)('order e-mails through SendEmail on $name', (backend) => {
    const shop = underTest(() =>
      startShopWithSink(backend, {
        NOTIFICATIONS_PUBLIC_URL: publicUrl,
        MAIL_FROM: 'Linen and Co <shop@example.test>',
      }),
    );
    const client = () => shop().client;
    const delivered = (messageId: string) => shop().sink.messages.filter((m) => m.messageId === messageId);

    it('sends the buyer one order confirmation per key, with lines, totals, payments and the order link', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => client().call.sendEmail(confirmation)));
      const messageId = messageIdFor(`gateway:order-confirmation:${orderId}`, publicUrl);
      expect(answers.map((a) => a.messageId)).toEqual([messageId, messageId, messageId]);
      await shop().sink.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await client().call.sendEmail(confirmation)).messageId).toBe(messageId);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [mail, ...more] = delivered(messageId);
      expect(more).toEqual([]);
      expect(mail!.to).toEqual(['buyer@example.com']);
      expect(mail!.subject).toBe('Your Linen and Co order 5B1D3C0E');
      for (const words of [
        'Linen Shirt <b>:\n2 × $49.00\n$98.00',
        'Gift Card:\n1 × $50.00\n$50.00',
        'Subtotal:\n$148.00',
        'Shipping:\n$5.00',
        'Tax:\n$0.00',
        'Total:\n$153.00',
        'Paid with gift card ending in K7QX:\n$20.00',
        'Paid by card:\n$133.00',
        'Shipping to:\nAda Lovelace\n1 Main St\nNew York, NY 10001\nUnited States of America\nStandard (US)',
        `View your order: ${publicUrl}/commerce/orders/${orderId}`,
      ])
        expect(mail!.text.replace(/\r\n/g, '\n')).toContain(words);
      // the HTML part carries the title escaped
      expect(mail!.text).toContain('Linen Shirt &lt;b&gt;');
    });

    it('sends the gift card to its recipient once, with the code and the balance', async () => {
      await client().call.sendEmail(giftCard);
      await client().call.sendEmail(giftCard);
      const messageId = messageIdFor(`gateway:gift-card:${orderId}:0`, publicUrl);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [mail, ...more] = delivered(messageId);
      expect(more).toEqual([]);
      expect(mail!.to).toEqual(['friend@example.com']);
      expect(mail!.subject).toBe('Your Linen and Co gift card');
      expect(mail!.text.replace(/\r\n/g, '\n')).toContain('Gift card code:\nABCD-EFGH-JKLM-NPQR');
      expect(mail!.text.replace(/\r\n/g, '\n')).toContain('Balance:\n$50.00');
    });

    it.each([
      ['an order id that is a path', { orderId: '../../config' }],
      ['a negative total', { totalCents: '-1' }],
      ['no lines', { lines: [] }],
      ['a line without a title', { lines: [{ title: ' ', quantity: 1, unitPriceCents: '1', lineTotalCents: '1' }] }],
      ['a quantity of 0', { lines: [{ title: 'x', quantity: 0, unitPriceCents: '1', lineTotalCents: '0' }] }],
      ['a lower-case currency', { currency: 'usd' }],
      ['a whole gift-card code', { giftCardPayments: [{ codeLast4: 'ABCD-EFGH', amountCents: '1' }] }],
      ['an address line that breaks the line', { shipTo: ['1 Main St\r\nBcc: someone@example.com'] }],
      ['nine address lines', { shipTo: Array.from({ length: 9 }, (_, line) => `line ${line}`) }],
    ])('refuses an order confirmation with %s, storing nothing', async (_case, change) => {
      const email = confirmation.email as {
        $case: 'orderConfirmation';
        orderConfirmation: notificationsV1.OrderConfirmationEmail;
      };
      const key = `bad-${Math.random().toString(36).slice(2)}`;
      const bad = {
        ...confirmation,
        idempotencyKey: key,
        email: { ...email, orderConfirmation: { ...email.orderConfirmation, ...change } },
      };
      expect((await failure(client().call.sendEmail(bad))).code).toBe(status.INVALID_ARGUMENT);
      const rows = await shop().db.execute(`select 1 from outbox where key = 'gateway:${key}'`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
    });

    it.each([
      ['a code with markup', { code: '<b>x</b>' }],
      ['an empty code', { code: '' }],
      ['no currency', { currency: '' }],
    ])('refuses a gift card with %s', async (_case, change) => {
      const email = giftCard.email as { $case: 'giftCard'; giftCard: notificationsV1.GiftCardEmail };
      const bad = { ...giftCard, email: { ...email, giftCard: { ...email.giftCard, ...change } } };
      expect((await failure(client().call.sendEmail(bad))).code).toBe(status.INVALID_ARGUMENT);
    });
  });

import { status } from '@grpc/grpc-js';
import { rows } from '@storefront/service-kit';
import { failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { addEntry } from './support/cart-requests';
import { demoProduct, demoSku } from './support/demo-products';
import { DECLINED, orderClients, placeRequest } from './support/orders';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(180_000);

noteSkippedBackends('gift cards');

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

if (backends.length > 0)
  describe.each(backends)('gift cards on $name', (backend) => {
    const shop = underTest(async () => {
      const started = await startShop(backend);
      const clients = orderClients(started);
      return {
        ...started,
        orders: clients.orders,
        async stop() {
          clients.close();
          await started.stop();
        },
      };
    });

    /** Buys a gift card of `amount` ('$100') and answers its code. */
    async function buyGiftCard(amount: string, attemptId = `buy-${Math.random()}`): Promise<string> {
      const giftCard = demoProduct('gift-card');
      const { cartToken } = await shop().client.call.createGiftCardCart({
        itemId: giftCard.id,
        sku: demoSku('gift-card', { Amount: amount }),
        idempotencyKey: '',
      });
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken, attemptId }));
      return order!.issuedGiftCards[0]!.code;
    }

    const ebookCart = async (quantity = 1) =>
      (await addEntry(shop(), { itemId: demoProduct('sourdough-ebook').id, quantity })).cartToken; // $9 on sale, unlimited

    const balanceOf = async (code: string) => {
      const [row] = await rows<{ balance_cents: string }>(
        shop().cart.database.db,
        sql`select balance_cents from gift_cards where code_last4 = ${code.slice(-4)} and initial_cents > 0
            order by created_at desc limit 1`,
      );
      return Number(row!.balance_cents);
    };

    it('buying a gift-card cart issues an unguessable code worth the denomination, answered again only to that attempt', async () => {
      const giftCard = demoProduct('gift-card');
      const { cartToken } = await shop().client.call.createGiftCardCart({
        itemId: giftCard.id,
        sku: demoSku('gift-card', { Amount: '$50' }),
        idempotencyKey: '',
      });
      const request = placeRequest({ cartToken, attemptId: 'gift-press' });
      const { order } = await shop().orders.call.placeOrder(request);
      expect(order!.grandTotalCents).toBe('5000');
      expect(order!.issuedGiftCards).toHaveLength(1);
      const [issued] = order!.issuedGiftCards;
      expect(issued!.code).toMatch(CODE);
      expect([issued!.balanceCents, issued!.currency, issued!.codeLast4]).toEqual([
        '5000',
        'USD',
        issued!.code.slice(-4),
      ]);

      const { order: repeated } = await shop().orders.call.placeOrder(request);
      expect(repeated!.issuedGiftCards[0]!.code).toBe(issued!.code);
      const { order: read } = await shop().orders.call.getOrder({ websiteId: order!.websiteId, orderId: order!.id });
      expect(read!.issuedGiftCards.map((card) => [card.code, card.codeLast4])).toEqual([['', issued!.codeLast4]]);
      // only a hash is stored
      const stored = await rows<{ code_hash: string }>(shop().cart.database.db, sql`select code_hash from gift_cards`);
      expect(JSON.stringify(stored)).not.toContain(issued!.code.replace(/-/g, ''));
    });

    it('pays all of an order (no card needed) or part of it, typed in any case and spacing', async () => {
      const code = await buyGiftCard('$25');
      const typed = code.toLowerCase().replace(/-/g, ' ');
      const { order: all } = await shop().orders.call.placeOrder(
        placeRequest({ cartToken: await ebookCart(2), card: undefined, giftCardCodes: [typed] }),
      );
      expect([all!.grandTotalCents, all!.giftCardCents, all!.cardCents]).toEqual(['1800', '1800', '0']);
      expect(all!.giftCardPayments).toEqual([{ codeLast4: code.slice(-4), amountCents: '1800' }]);
      expect(await balanceOf(code)).toBe(700);

      const { order: part } = await shop().orders.call.placeOrder(
        placeRequest({ cartToken: await ebookCart(), giftCardCodes: [code] }),
      );
      expect([part!.giftCardCents, part!.cardCents]).toEqual(['700', '200']);
      expect(await balanceOf(code)).toBe(0);

      const empty = await failure(
        shop().orders.call.placeOrder(placeRequest({ cartToken: await ebookCart(), giftCardCodes: [code] })),
      );
      expect([empty.code, empty.details]).toEqual([status.FAILED_PRECONDITION, 'That gift card has no balance left.']);
      const unknown = await failure(
        shop().orders.call.placeOrder(
          placeRequest({ cartToken: await ebookCart(), giftCardCodes: ['AAAA-BBBB-CCCC-DDDD'] }),
        ),
      );
      expect([unknown.code, unknown.details]).toEqual([status.NOT_FOUND, 'That gift card code is not valid.']);
    });

    it('a placement that fails after the gift card was planned leaves its balance as it was', async () => {
      const code = await buyGiftCard('$25');
      const declined = await failure(
        shop().orders.call.placeOrder(
          placeRequest({ cartToken: await ebookCart(3), card: DECLINED, giftCardCodes: [code] }),
        ),
      );
      expect(declined.details).toBe('Your card was declined.');
      expect(await balanceOf(code)).toBe(2500);
    });

    it('20 concurrent spends of one gift card take exactly what its balance held, never below zero', async () => {
      const code = await buyGiftCard('$100');
      const carts = await Promise.all(Array.from({ length: 20 }, () => ebookCart()));
      const results = await Promise.allSettled(
        carts.map((cartToken) =>
          shop().orders.call.placeOrder(placeRequest({ cartToken, card: undefined, giftCardCodes: [code] })),
        ),
      );
      const placed = results.filter((result) => result.status === 'fulfilled');
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason.details] : []));
      // $100 pays eleven $9 orders; the twelfth would need a card, which none of them gave
      expect(placed).toHaveLength(11);
      expect(await balanceOf(code)).toBe(100);
      for (const message of refusals)
        expect([
          'A gift card was spent while your order was being placed. Please place your order again.',
          'Enter your card details to pay the rest of your order.',
          'That gift card has no balance left.',
        ]).toContain(message);
      const [spent] = await rows<{ total: string }>(
        shop().cart.database.db,
        sql`select sum(s.amount_cents) as total from gift_card_spends s join gift_cards g on g.id = s.gift_card_id
            where g.code_last4 = ${code.slice(-4)} and g.initial_cents = 10000`,
      );
      expect(Number(spent!.total)).toBe(9900);
    });
  });

import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { cartV1, catalogV1 } from '@storefront/proto';
import { createClient, createLogger, startService } from '@storefront/service-kit';
import {
  failure,
  itServesServerPlumbing,
  testServiceAuth,
  testServiceEnv,
  underTest,
} from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { cart as cartDefinition } from '../src/service';
import { loadCartConfig } from '../src/config';
import { demoProduct, demoSku } from './support/demo-products';
import { addEntry, subscriptionCartRequest } from './support/cart-requests';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';

jest.setTimeout(60_000);

const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

noteSkippedBackends('cart gRPC');

if (backends.length > 0)
  describe.each(backends)('cart gRPC service on $name', (backend) => {
    const shop = underTest(() => startShop(backend));

    const vase = demoProduct('hand-thrown-vase');
    const notebook = demoProduct('leather-notebook');
    const candle = demoProduct('brass-candle-holder');
    const board = demoProduct('engraved-cutting-board');

    itServesServerPlumbing(
      'cart',
      'storefront.cart.v1.CartService',
      ['GetCart', 'AddEntry', 'ExpireAbandonedCarts'],
      () => `127.0.0.1:${shop().cart.grpc.port}`,
    );

    // signed calls are answered, and the cart's own calls to the catalog are signed: the add reads the product
    it('creates a cart on the first add and computes its totals on the server', async () => {
      const { cartToken, cart, newlyAdded } = await addEntry(shop(), { itemId: vase.id, quantity: 2 });
      expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(newlyAdded).toMatchObject({
        itemId: vase.id,
        quantity: 2,
        title: vase.title,
        purchasePriceCents: '5600',
        subTotalCents: '11200',
        productType: 1,
        url: '/shop/p/hand-thrown-vase',
        qtyInStock: 3,
        unlimited: false,
        additionalFieldsJson: '',
        chosenVariant: { variantId: vase.variants[0]!.id, sku: vase.variants[0]!.sku, attributes: {} },
      });
      expect(newlyAdded!.imageUrl).toMatch(/^\/assets\/products\//);
      expect(cart).toMatchObject({
        kind: cartV1.CartKind.CART_KIND_SHOPPING,
        currency: 'USD',
        subtotalCents: '11200',
        taxCents: '0',
        shippingCostCents: '0',
        discountCents: '0',
        grandTotalCents: '11200',
        totalQuantity: 2,
        hasDigital: false,
        purelyDigital: false,
        requiresShipping: true,
        isPurchased: false,
        orderId: '',
      });
      expect(cart!.websiteId).not.toBe('');
      const { cart: read } = await shop().client.call.getCart({ cartToken, withoutStock: false });
      expect(read).toEqual(cart);
      // Entries and totals only: the same cart without each entry's stock.
      const { cart: bare } = await shop().client.call.getCart({ cartToken, withoutStock: true });
      expect(bare).toEqual({
        ...cart,
        entries: cart!.entries.map((entry) => ({ ...entry, qtyInStock: 0, unlimited: false })),
      });
    });

    it('makes a new cart for every add without a token', async () => {
      const first = await addEntry(shop(), { itemId: candle.id });
      const second = await addEntry(shop(), { itemId: candle.id });
      expect(first.cartToken).not.toBe(second.cartToken);
      expect(first.cart!.id).not.toBe(second.cart!.id);
    });

    it('merges the same item, sku and answers; keeps different answers apart, markup as text', async () => {
      const sku = demoSku('engraved-cutting-board', { Size: 'Medium' });
      const answers = { 'engraving-text': '<script>alert(1)</script>', 'engraving-font': 'Serif' };
      const first = await addEntry(shop(), { itemId: board.id, sku, additionalFieldsJson: JSON.stringify(answers) });
      const reordered = JSON.stringify({ 'engraving-font': 'Serif', 'engraving-text': answers['engraving-text'] });
      const merged = await addEntry(shop(), {
        cartToken: first.cartToken,
        itemId: board.id,
        sku,
        quantity: 2,
        additionalFieldsJson: reordered,
      });
      expect(merged.cart!.entries).toHaveLength(1);
      expect(merged.newlyAdded).toMatchObject({ id: first.newlyAdded!.id, quantity: 3, subTotalCents: '22500' });
      expect(JSON.parse(merged.newlyAdded!.additionalFieldsJson)).toEqual(answers);

      const other = await addEntry(shop(), {
        cartToken: first.cartToken,
        itemId: board.id,
        sku,
        additionalFieldsJson: JSON.stringify({ ...answers, 'engraving-text': 'For Ana' }),
      });
      expect(other.cart!.entries.map((entry) => entry.quantity)).toEqual([3, 1]);
      expect(other.cart!.totalQuantity).toBe(4);
      expect(other.cart!.subtotalCents).toBe('30000');
    });

    it('charges the sale price of a variant on sale', async () => {
      const beanie = demoProduct('wool-beanie');
      const { newlyAdded } = await addEntry(shop(), {
        itemId: beanie.id,
        sku: demoSku('wool-beanie', { Color: 'Rust' }),
      });
      expect(newlyAdded).toMatchObject({
        purchasePriceCents: '2400',
        chosenVariant: { attributes: { Color: 'Rust' } },
      });
    });

    it("lists a variant's options in the product's option order, also after the cart is read again", async () => {
      const sweater = demoProduct('merino-sweater');
      const chosen = { Size: 'M', Color: 'Ink', Fit: 'Relaxed' };
      // neither a map's sorted keys nor jsonb's (shortest first) give the product's order
      expect(sweater.variantOptionOrdering).toEqual(['Size', 'Color', 'Fit']);
      expect(Object.keys(chosen).sort()).not.toEqual(sweater.variantOptionOrdering);
      const sku = demoSku('merino-sweater', chosen);
      const { cartToken, newlyAdded } = await addEntry(shop(), { itemId: sweater.id, sku });
      const inOrder = [
        { optionName: 'Size', value: 'M' },
        { optionName: 'Color', value: 'Ink' },
        { optionName: 'Fit', value: 'Relaxed' },
      ];
      expect(newlyAdded!.chosenVariant!.optionValues).toEqual(inOrder);
      expect(newlyAdded!.chosenVariant!.attributes).toEqual(chosen);
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: true });
      expect(cart!.entries[0]!.chosenVariant!.optionValues).toEqual(inOrder);
    });

    it('lists the options of an entry written before the option order was kept by name', async () => {
      const sweater = demoProduct('merino-sweater');
      const sku = demoSku('merino-sweater', { Size: 'S', Color: 'Ink', Fit: 'Regular' });
      const { cartToken, newlyAdded } = await addEntry(shop(), { itemId: sweater.id, sku });
      // as migration 0004 leaves an entry that was already there
      await shop().cart.database.db.execute(
        sql`update cart_entries set option_names = '{}' where id = ${newlyAdded!.id}`,
      );
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: false });
      expect(cart!.entries[0]!.chosenVariant!.optionValues.map((choice) => choice.optionName)).toEqual([
        'Color',
        'Fit',
        'Size',
      ]);
    });

    it('refuses what the catalog does not have, with the spec messages', async () => {
      const shirt = demoProduct('linen-shirt');
      const unknownSku = await failure(addEntry(shop(), { itemId: shirt.id, sku: 'NO-SUCH-SKU' }));
      expect([unknownSku.code, unknownSku.details]).toEqual([status.NOT_FOUND, VARIANT_UNAVAILABLE]);
      const unchosen = await failure(addEntry(shop(), { itemId: shirt.id }));
      expect([unchosen.code, unchosen.details]).toEqual([status.FAILED_PRECONDITION, VARIANT_UNAVAILABLE]);
      const unknownItem = await failure(addEntry(shop(), { itemId: 'ffffffffffffffffffffffff' }));
      expect([unknownItem.code, unknownItem.details]).toEqual([status.NOT_FOUND, VARIANT_UNAVAILABLE]);
      const soldOut = await failure(addEntry(shop(), { itemId: shirt.id, sku: demoSku('linen-shirt', { Size: 'M' }) }));
      expect([soldOut.code, soldOut.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
    });

    it('never lets a cart hold more of a variant than is in stock', async () => {
      const tooMany = await failure(addEntry(shop(), { itemId: notebook.id, quantity: 2 }));
      expect([tooMany.code, tooMany.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
      const { cartToken, newlyAdded } = await addEntry(shop(), { itemId: notebook.id });
      const again = await failure(addEntry(shop(), { cartToken, itemId: notebook.id }));
      expect([again.code, again.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
      // a second entry of the same variant (other answers) counts towards the same stock
      const sku = demoSku('engraved-cutting-board', { Size: 'Large' }); // six in stock
      const engraving = (text: string) => JSON.stringify({ 'engraving-text': text, 'engraving-font': 'Block' });
      const boards = await addEntry(shop(), {
        itemId: board.id,
        sku,
        quantity: 6,
        additionalFieldsJson: engraving('A'),
      });
      const otherEntry = await failure(
        addEntry(shop(), { cartToken: boards.cartToken, itemId: board.id, sku, additionalFieldsJson: engraving('B') }),
      );
      expect(otherEntry.details).toBe(NOT_ENOUGH);
      const raised = await failure(
        shop().client.call.updateEntryQuantity({ cartToken, entryId: newlyAdded!.id, quantity: 2, idempotencyKey: '' }),
      );
      expect([raised.code, raised.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
      const { cart } = await shop().client.call.getCart({ cartToken, withoutStock: false });
      expect(cart!.entries.map((entry) => entry.quantity)).toEqual([1]);
    });

    it("judges a limited variant by the catalog's stock of now, even right after reading it", async () => {
      const catalog = createClient(catalogV1.CatalogServiceClient, `127.0.0.1:${shop().catalog.grpc.port}`, {
        deadlineMs: 5_000,
        contract: catalogV1.CatalogServiceDefinition,
        auth: testServiceAuth(),
      });
      const reservationId = randomUUID();
      try {
        const { cartToken } = await addEntry(shop(), { itemId: vase.id }); // three in stock
        // checkout elsewhere holds two of them; the cart read the vase a moment ago
        await catalog.call.reserveStock({
          reservationId,
          lines: [{ itemId: vase.id, variantId: vase.variants[0]!.id, quantity: 2 }],
        });
        const more = await failure(addEntry(shop(), { cartToken, itemId: vase.id }));
        expect([more.code, more.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
      } finally {
        await catalog.call.releaseStock({ reservationId });
        catalog.close();
      }
    });

    it('checks quantities and additional fields', async () => {
      for (const quantity of [0, -1, 10_000]) {
        const error = await failure(addEntry(shop(), { itemId: candle.id, quantity }));
        expect(error.code).toBe(status.INVALID_ARGUMENT);
      }
      const { cartToken } = await addEntry(shop(), { itemId: candle.id, quantity: 9999 });
      const overflow = await failure(addEntry(shop(), { cartToken, itemId: candle.id }));
      expect(overflow.code).toBe(status.INVALID_ARGUMENT);
      const tooManyFields = JSON.stringify(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x'])));
      for (const additionalFieldsJson of [
        '[1]',
        '"text"',
        '{"a":1}',
        '{oops',
        tooManyFields,
        '{"a":"nul \\u0000 inside"}',
        `{"a":"${'x'.repeat(70_000)}"}`,
      ]) {
        const error = await failure(addEntry(shop(), { itemId: candle.id, additionalFieldsJson }));
        expect(error.code).toBe(status.INVALID_ARGUMENT);
      }
    });

    it('changes quantities, replaces answers and removes entries', async () => {
      const { cartToken, newlyAdded } = await addEntry(shop(), { itemId: vase.id });
      const second = await addEntry(shop(), {
        cartToken,
        itemId: board.id,
        sku: demoSku('engraved-cutting-board', { Size: 'Medium' }),
        additionalFieldsJson: '{"engraving-text":"For Ana","engraving-font":"Serif"}',
      });
      const boardEntry = second.newlyAdded!;

      const { cart: changed } = await shop().client.call.updateEntryQuantity({
        cartToken,
        entryId: newlyAdded!.id,
        quantity: 3,
        idempotencyKey: '',
      });
      expect(changed!.entries.map((entry) => entry.quantity)).toEqual([3, 1]);
      expect(changed!.subtotalCents).toBe(String(3 * 5600 + 7500));

      // in the order JSONB keeps keys, so the cart read back compares equal to the one answered
      const answers = { 'gift-note': '<i>Happy birthday</i>', 'engraving-font': 'Script', 'engraving-text': 'For Ana' };
      const { updatedEntry } = await shop().client.call.updateEntryAdditionalFields({
        cartToken,
        entryId: boardEntry.id,
        additionalFieldsJson: JSON.stringify(answers),
        idempotencyKey: '',
      });
      expect(JSON.parse(updatedEntry!.additionalFieldsJson)).toEqual(answers);

      const { cart: removed } = await shop().client.call.removeEntry({
        cartToken,
        entryId: newlyAdded!.id,
        idempotencyKey: '',
      });
      expect(removed!.entries.map((entry) => entry.id)).toEqual([boardEntry.id]);
      expect(removed!.totalQuantity).toBe(1);
      const { cart: again } = await shop().client.call.removeEntry({
        cartToken,
        entryId: newlyAdded!.id,
        idempotencyKey: '',
      });
      expect(again).toEqual(removed);
    });

    it("keeps every cart to its own token: another cart's entry id is unknown", async () => {
      const mine = await addEntry(shop(), { itemId: vase.id });
      const theirs = await addEntry(shop(), { itemId: candle.id });
      const entryId = theirs.newlyAdded!.id;

      const quantity = await failure(
        shop().client.call.updateEntryQuantity({ cartToken: mine.cartToken, entryId, quantity: 2, idempotencyKey: '' }),
      );
      expect(quantity.code).toBe(status.NOT_FOUND);
      const fields = await failure(
        shop().client.call.updateEntryAdditionalFields({
          cartToken: mine.cartToken,
          entryId,
          additionalFieldsJson: '{"a":"b"}',
          idempotencyKey: '',
        }),
      );
      expect(fields.code).toBe(status.NOT_FOUND);
      const { cart: stillMine } = await shop().client.call.removeEntry({
        cartToken: mine.cartToken,
        entryId,
        idempotencyKey: '',
      });
      expect(stillMine!.entries.map((entry) => entry.itemId)).toEqual([vase.id]);
      const { cart: untouched } = await shop().client.call.getCart({
        cartToken: theirs.cartToken,
        withoutStock: false,
      });
      expect(untouched).toEqual(theirs.cart);

      for (const cartToken of ['', 'x'.repeat(43), `${theirs.cartToken}x`]) {
        expect((await failure(shop().client.call.getCart({ cartToken, withoutStock: false }))).code).toBe(
          status.NOT_FOUND,
        );
      }
      const notUuid = await failure(
        shop().client.call.updateEntryQuantity({
          cartToken: mine.cartToken,
          entryId: 'nope',
          quantity: 1,
          idempotencyKey: '',
        }),
      );
      expect(notUuid.code).toBe(status.NOT_FOUND);
    });

    it('tells digital goods and gift cards apart from what needs shipping', async () => {
      const prints = demoProduct('botanical-print-pack');
      const digital = await addEntry(shop(), { itemId: prints.id });
      expect(digital.cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
      const mixed = await addEntry(shop(), { cartToken: digital.cartToken, itemId: vase.id });
      expect(mixed.cart).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    });

    it('refuses a 101st entry', async () => {
      // boards engraved differently are different entries; enough of them for a full cart
      await shop().catalog.database.db.execute(
        sql`update variants set unlimited = true where product_id = ${board.id}`,
      );
      const sku = demoSku('engraved-cutting-board', { Size: 'Medium' });
      const engraved = (n: number) => ({
        itemId: board.id,
        sku,
        additionalFieldsJson: JSON.stringify({ 'engraving-text': `No. ${n}`, 'engraving-font': 'Serif' }),
      });
      const { cartToken } = await addEntry(shop(), engraved(0));
      for (let n = 1; n < 100; n += 1) await addEntry(shop(), { cartToken, ...engraved(n) });
      const full = await failure(addEntry(shop(), { cartToken, ...engraved(100) }));
      expect(full.code).toBe(status.RESOURCE_EXHAUSTED);
      // an existing entry still grows
      const grown = await addEntry(shop(), { cartToken, ...engraved(7) });
      expect(grown.newlyAdded!.quantity).toBe(2);
      await shop().catalog.database.db.execute(
        sql`update variants set unlimited = false where product_id = ${board.id}`,
      );
    });

    it('creates subscription carts for subscribable products only', async () => {
      const coffee = demoProduct('weekly-coffee');
      const optionId = coffee.productSubscriptionOptions[0]!.id;
      const { cartToken, cart } = await shop().client.call.createSubscriptionCart(
        subscriptionCartRequest({ itemId: coffee.id, quantity: 2, subscriptionOptionId: optionId }),
      );
      expect(cart).toMatchObject({
        kind: cartV1.CartKind.CART_KIND_SUBSCRIPTION,
        totalQuantity: 2,
        subtotalCents: '3200',
      });
      expect((await shop().client.call.getCart({ cartToken, withoutStock: false })).cart).toEqual(cart);
      // a subscription cart is not the visitor's shopping cart
      expect((await failure(addEntry(shop(), { cartToken, itemId: coffee.id }))).code).toBe(status.NOT_FOUND);

      const subscribe = (fields: Parameters<typeof subscriptionCartRequest>[0]) =>
        shop().client.call.createSubscriptionCart(subscriptionCartRequest(fields));
      const plain = await failure(subscribe({ itemId: vase.id }));
      expect(plain.code).toBe(status.FAILED_PRECONDITION);
      const wrongOption = await failure(subscribe({ itemId: coffee.id, subscriptionOptionId: 'other' }));
      expect(wrongOption.code).toBe(status.FAILED_PRECONDITION);
      const tea = demoProduct('quarterly-tea-club');
      const tooMuchTea = await failure(subscribe({ itemId: tea.id, quantity: 26 }));
      expect([tooMuchTea.code, tooMuchTea.details]).toEqual([status.FAILED_PRECONDITION, NOT_ENOUGH]);
    });

    it("changes entries only of a visitor's shopping cart, never of a checkout cart named by its token", async () => {
      const coffee = demoProduct('weekly-coffee');
      const { cartToken, cart } = await shop().client.call.createSubscriptionCart(
        subscriptionCartRequest({ itemId: coffee.id, subscriptionOptionId: coffee.productSubscriptionOptions[0]!.id }),
      );
      const entryId = cart!.entries[0]!.id;
      const changes = [
        () => shop().client.call.updateEntryQuantity({ cartToken, entryId, quantity: 5, idempotencyKey: '' }),
        () =>
          shop().client.call.updateEntryAdditionalFields({
            cartToken,
            entryId,
            additionalFieldsJson: '',
            idempotencyKey: '',
          }),
        () => shop().client.call.removeEntry({ cartToken, entryId, idempotencyKey: '' }),
      ];
      for (const change of changes) expect((await failure(change())).code).toBe(status.NOT_FOUND);
      expect((await shop().client.call.getCart({ cartToken, withoutStock: false })).cart).toEqual(cart);
    });

    it('creates gift-card carts of the chosen or the first denomination', async () => {
      const giftCard = demoProduct('gift-card');
      const first = await shop().client.call.createGiftCardCart({ itemId: giftCard.id, sku: '', idempotencyKey: '' });
      expect(first.cart).toMatchObject({
        kind: cartV1.CartKind.CART_KIND_GIFT_CARD,
        subtotalCents: '2500',
        purelyDigital: true,
        requiresShipping: false,
      });
      const hundred = await shop().client.call.createGiftCardCart({
        itemId: giftCard.id,
        sku: demoSku('gift-card', { Amount: '$100' }),
        idempotencyKey: '',
      });
      expect(hundred.cart!.entries[0]).toMatchObject({ quantity: 1, purchasePriceCents: '10000', productType: 4 });
      expect(hundred.cartToken).not.toBe(first.cartToken);
      const notGiftCard = await failure(
        shop().client.call.createGiftCardCart({ itemId: vase.id, sku: '', idempotencyKey: '' }),
      );
      expect(notGiftCard.code).toBe(status.FAILED_PRECONDITION);
      const unknown = await failure(
        shop().client.call.createGiftCardCart({ itemId: giftCard.id, sku: 'SQ-NOPE', idempotencyKey: '' }),
      );
      expect([unknown.code, unknown.details]).toEqual([status.NOT_FOUND, VARIANT_UNAVAILABLE]);
    });

    it('quotes a gift-card cart exactly as creating it would, and writes nothing', async () => {
      const giftCard = demoProduct('gift-card');
      const request = { itemId: giftCard.id, sku: demoSku('gift-card', { Amount: '$100' }) };
      const carts = async () => {
        const result = (await shop().cart.database.db.execute(
          sql`select count(*)::int as n from carts`,
        )) as unknown as {
          rows: { n: number }[];
        };
        return result.rows[0]!.n;
      };
      const before = await carts();
      const { cart: quoted } = await shop().client.call.quoteGiftCardCart(request);
      expect(await carts()).toBe(before);
      const { cart: created } = await shop().client.call.createGiftCardCart({ ...request, idempotencyKey: '' });
      // the same cart but for what only a written cart has: ids and a creation time
      expect(quoted).toEqual({
        ...created,
        id: '',
        created: quoted!.created,
        entries: created!.entries.map((entry) => ({ ...entry, id: '' })),
      });
      const notGiftCard = await failure(shop().client.call.quoteGiftCardCart({ itemId: vase.id, sku: '' }));
      expect(notGiftCard.code).toBe(status.FAILED_PRECONDITION);
      const unknown = await failure(shop().client.call.quoteGiftCardCart({ itemId: giftCard.id, sku: 'SQ-NOPE' }));
      expect([unknown.code, unknown.details]).toEqual([status.NOT_FOUND, VARIANT_UNAVAILABLE]);
      expect(await carts()).toBe(before + 1);
    });

    it('expires unpurchased carts untouched for longer than asked, and only those', async () => {
      const old = await addEntry(shop(), { itemId: candle.id });
      const oldPurchased = await addEntry(shop(), { itemId: candle.id });
      const fresh = await addEntry(shop(), { itemId: candle.id });
      const db = shop().cart.database.db;
      await db.execute(
        sql`update carts set updated_at = now() - interval '2 hours' where id in (${old.cart!.id}, ${oldPurchased.cart!.id})`,
      );
      await db.execute(sql`update carts set is_purchased = true where id = ${oldPurchased.cart!.id}`);

      const { expired } = await shop().client.call.expireAbandonedCarts({ olderThanSeconds: '3600' });
      expect(expired).toBeGreaterThanOrEqual(1);
      expect((await failure(shop().client.call.getCart({ cartToken: old.cartToken, withoutStock: false }))).code).toBe(
        status.NOT_FOUND,
      );
      expect((await shop().client.call.getCart({ cartToken: fresh.cartToken, withoutStock: false })).cart!.id).toBe(
        fresh.cart!.id,
      );
      expect(
        (await shop().client.call.getCart({ cartToken: oldPurchased.cartToken, withoutStock: false })).cart!
          .isPurchased,
      ).toBe(true);
      const changePurchased = await failure(addEntry(shop(), { cartToken: oldPurchased.cartToken, itemId: candle.id }));
      expect(changePurchased.code).toBe(status.FAILED_PRECONDITION);

      const tooYoung = await failure(shop().client.call.expireAbandonedCarts({ olderThanSeconds: '10' }));
      expect(tooYoung.code).toBe(status.INVALID_ARGUMENT);
    });
  });

if (backends.length > 0)
  it('answers UNAVAILABLE and changes nothing when the catalog does not answer', async () => {
    const database = await backends[0]!.prepare();
    const cart = await startService(
      cartDefinition,
      loadCartConfig({
        ...testServiceEnv,
        GRPC_PORT: '0',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        CATALOG_ADDR: '127.0.0.1:1',
        CATALOG_DEADLINE_MS: '300',
        ...database.env,
      }),
      createLogger({ service: 'cart', level: 'silent' }),
    );
    const client = createClient(cartV1.CartServiceClient, `127.0.0.1:${cart.grpc.port}`, {
      deadlineMs: 5000,
      contract: cartV1.CartServiceDefinition,
      auth: testServiceAuth(),
    });
    try {
      const error = await failure(addEntry({ client }, { itemId: 'x' }));
      expect(error.code).toBe(status.UNAVAILABLE);
      const { rows } = (await cart.database.db.execute(sql`select count(*)::int as n from carts`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n).toBe(0);
    } finally {
      client.close();
      await cart.stop();
      await database.dispose();
    }
  });

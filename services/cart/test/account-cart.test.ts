import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { cartV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { expectForgedCallsRefused, failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { MAX_BROWSERS_PER_CART } from '../src/store/account-carts';
import { demoProduct, demoSku } from './support/demo-products';
import { addEntry, attachRequest, subscriptionCartRequest, type AddRequest } from './support/cart-requests';
import { backends, noteSkippedBackends, startShop, type Shop } from './support/running-cart';

jest.setTimeout(120_000);

noteSkippedBackends('carts that follow the account');

const { ADOPTED, MERGED, ACCOUNT_CART, NONE } = {
  ADOPTED: cartV1.CartAttachment.CART_ATTACHMENT_ADOPTED,
  MERGED: cartV1.CartAttachment.CART_ATTACHMENT_MERGED,
  ACCOUNT_CART: cartV1.CartAttachment.CART_ATTACHMENT_ACCOUNT_CART,
  NONE: cartV1.CartAttachment.CART_ATTACHMENT_NONE,
};

const candle = demoProduct('brass-candle-holder'); // unlimited stock
const vase = demoProduct('hand-thrown-vase'); // three in stock
const shirt = demoProduct('linen-shirt');
const shirtS = demoSku('linen-shirt', { Size: 'S' });
const shirtL = demoSku('linen-shirt', { Size: 'L' });

type Client = ServiceClient<typeof cartV1.CartServiceService>;

/** What a page shows of a cart: each entry's item, sku and quantity, in order. */
const shown = (cart: cartV1.ShoppingCart | undefined) =>
  cart?.entries.map((entry) => [entry.itemId, entry.chosenVariant!.sku, entry.quantity]);

async function cartOf(client: Client, cartToken: string) {
  return (await client.call.getCart({ cartToken, withoutStock: true })).cart;
}

async function tokensOf(shop: Shop, cartId: string): Promise<number> {
  const result = (await shop.cart.database.db.execute(
    sql`select count(*)::int as n from cart_tokens where cart_id = ${cartId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

if (backends.length > 0)
  describe.each(backends)('the cart follows the account on $name', (backend) => {
    const shop = underTest(() => startShop(backend));

    const add = (fields: AddRequest) => addEntry(shop(), fields);
    const attach = (siteUserId: string, cartToken = '', idempotencyKey = '') =>
      shop().client.call.attachCartToSiteUser(attachRequest({ siteUserId, cartToken, idempotencyKey }));

    /** A customer whose account holds a cart of these adds, and the token of the browser that made it. */
    async function customerWithCart(...adds: Omit<AddRequest, 'cartToken'>[]) {
      const siteUserId = randomUUID();
      let cartToken = '';
      for (const fields of adds) cartToken = (await add({ ...fields, cartToken })).cartToken;
      const signedIn = await attach(siteUserId, cartToken);
      expect(signedIn.attachment).toBe(ADOPTED);
      return { siteUserId, cartToken: signedIn.cartToken, cart: signedIn.cart! };
    }

    it('a customer signs up, adds to cart, signs out, signs in on a fresh browser and finds the same cart', async () => {
      const siteUserId = randomUUID();
      const signedUp = await attach(siteUserId);
      expect([signedUp.attachment, signedUp.cartToken, signedUp.cart]).toEqual([NONE, '', undefined]);

      const added = await add({ itemId: candle.id, quantity: 2 });
      const adopted = await attach(siteUserId, added.cartToken);
      expect(adopted.attachment).toBe(ADOPTED);
      expect(adopted.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(adopted.cartToken).not.toBe(added.cartToken);
      expect(adopted.cart!.id).toBe(added.cart!.id);
      expect(shown(adopted.cart)).toEqual([[candle.id, candle.variants[0]!.sku, 2]]);
      // the anonymous token opens nothing any more, also at the service that remembers it
      expect((await failure(cartOf(shop().client, added.cartToken))).code).toBe(status.NOT_FOUND);
      expect((await failure(add({ cartToken: added.cartToken, itemId: candle.id }))).code).toBe(status.NOT_FOUND);

      // signing out forgets the cookie; a fresh browser signs in
      const fresh = await attach(siteUserId);
      expect(fresh.attachment).toBe(ACCOUNT_CART);
      expect(fresh.cartToken).not.toBe(adopted.cartToken);
      expect(fresh.cart!.id).toBe(added.cart!.id);
      expect(shown(fresh.cart)).toEqual([[candle.id, candle.variants[0]!.sku, 2]]);
    });

    it('several browsers signed in to one account at once change one cart', async () => {
      const { siteUserId, cartToken: first } = await customerWithCart({ itemId: candle.id });
      const { cartToken: second } = await attach(siteUserId);
      await add({ cartToken: first, itemId: vase.id });
      await add({ cartToken: second, itemId: candle.id });
      const expected = [
        [candle.id, candle.variants[0]!.sku, 2],
        [vase.id, vase.variants[0]!.sku, 1],
      ];
      expect(shown(await cartOf(shop().client, first))).toEqual(expected);
      expect(shown(await cartOf(shop().client, second))).toEqual(expected);
    });

    it('merges an anonymous cart on sign-in: equal entries add up, others are appended, the anonymous cart goes', async () => {
      const account = await customerWithCart({ itemId: candle.id, quantity: 2 }, { itemId: shirt.id, sku: shirtS });
      const anonymous = await add({ itemId: candle.id, quantity: 3 });
      await add({ cartToken: anonymous.cartToken, itemId: shirt.id, sku: shirtL });

      const merged = await attach(account.siteUserId, anonymous.cartToken);
      expect([merged.attachment, merged.mergedEntries, merged.droppedEntries]).toEqual([MERGED, 2, 0]);
      expect(merged.cart!.id).toBe(account.cart.id);
      const expected = [
        [candle.id, candle.variants[0]!.sku, 5],
        [shirt.id, shirtS, 1],
        [shirt.id, shirtL, 1],
      ];
      expect(shown(merged.cart)).toEqual(expected);
      expect(merged.cart!.subtotalCents).toBe(String(5 * 3900 + 6800 + 6800));
      // the other browser sees the merge; the anonymous token reaches neither cart
      expect(shown(await cartOf(shop().client, account.cartToken))).toEqual(expected);
      expect((await failure(cartOf(shop().client, anonymous.cartToken))).code).toBe(status.NOT_FOUND);
      expect((await failure(add({ cartToken: anonymous.cartToken, itemId: candle.id }))).code).toBe(status.NOT_FOUND);
    });

    it('leaves out and counts an entry that would break a limit, caps a quantity at 9999, and still signs in', async () => {
      const account = await customerWithCart({ itemId: vase.id, quantity: 2 }, { itemId: candle.id, quantity: 9998 });
      const anonymous = await add({ itemId: vase.id, quantity: 2 });
      await add({ cartToken: anonymous.cartToken, itemId: candle.id, quantity: 5 });

      const merged = await attach(account.siteUserId, anonymous.cartToken);
      expect([merged.attachment, merged.mergedEntries, merged.droppedEntries]).toEqual([MERGED, 1, 1]);
      // three vases exist: the account's two stay, the anonymous two are left out
      expect(shown(merged.cart)).toEqual([
        [vase.id, vase.variants[0]!.sku, 2],
        [candle.id, candle.variants[0]!.sku, 9999],
      ]);
      expect((await failure(cartOf(shop().client, anonymous.cartToken))).code).toBe(status.NOT_FOUND);
    });

    it("adopts no purchased cart, no cart of another kind and no other account's cart", async () => {
      const siteUserId = randomUUID();
      const bought = await add({ itemId: candle.id });
      await shop().cart.database.db.execute(
        sql`update carts set is_purchased = true, order_id = 'order-1' where id = ${bought.cart!.id}`,
      );
      const subscription = await shop().client.call.createSubscriptionCart(
        subscriptionCartRequest({ itemId: demoProduct('weekly-coffee').id }),
      );
      const theirs = await customerWithCart({ itemId: candle.id, quantity: 4 });

      for (const cartToken of [bought.cartToken, subscription.cartToken, theirs.cartToken]) {
        const signedIn = await attach(siteUserId, cartToken);
        expect([signedIn.attachment, signedIn.cartToken, signedIn.cart]).toEqual([NONE, '', undefined]);
      }
      expect(await cartOf(shop().client, bought.cartToken)).toMatchObject({ isPurchased: true, orderId: 'order-1' });
      expect((await cartOf(shop().client, subscription.cartToken))!.kind).toBe(cartV1.CartKind.CART_KIND_SUBSCRIPTION);

      // with a cart of its own, the account keeps it and takes nothing of the other account's
      const mine = await attach(siteUserId, (await add({ itemId: vase.id })).cartToken);
      const signedIn = await attach(siteUserId, theirs.cartToken);
      expect([signedIn.attachment, signedIn.cart!.id]).toEqual([ACCOUNT_CART, mine.cart!.id]);
      expect(shown(signedIn.cart)).toEqual([[vase.id, vase.variants[0]!.sku, 1]]);
      expect(shown(await cartOf(shop().client, theirs.cartToken))).toEqual([[candle.id, candle.variants[0]!.sku, 4]]);
    });

    it('gives a purchased account cart no successor until the customer adds again', async () => {
      const account = await customerWithCart({ itemId: candle.id });
      await shop().cart.database.db.execute(sql`update carts set is_purchased = true where id = ${account.cart.id}`);
      const signedIn = await attach(account.siteUserId, account.cartToken);
      expect([signedIn.attachment, signedIn.cartToken]).toEqual([NONE, '']);
      const next = await attach(account.siteUserId, (await add({ itemId: vase.id })).cartToken);
      expect(next.attachment).toBe(ADOPTED);
      expect(next.cart!.id).not.toBe(account.cart.id);
    });

    it('applies an attach repeated with its key once, and answers it with the same token', async () => {
      const account = await customerWithCart({ itemId: candle.id });
      const anonymous = await add({ itemId: candle.id, quantity: 2 });
      const idempotencyKey = randomUUID();
      const tokensBefore = await tokensOf(shop(), account.cart.id);

      const answers = await Promise.all([
        attach(account.siteUserId, anonymous.cartToken, idempotencyKey),
        attach(account.siteUserId, anonymous.cartToken, idempotencyKey),
      ]);
      const repeat = await attach(account.siteUserId, anonymous.cartToken, idempotencyKey);
      expect(new Set([...answers, repeat].map((answer) => answer.cartToken)).size).toBe(1);
      expect([repeat.attachment, repeat.mergedEntries]).toEqual([MERGED, 1]);
      expect(shown(repeat.cart)).toEqual([[candle.id, candle.variants[0]!.sku, 3]]);
      expect(await tokensOf(shop(), account.cart.id)).toBe(tokensBefore + 1);

      // the same key for another customer is another request
      const reused = await failure(attach(randomUUID(), anonymous.cartToken, idempotencyKey));
      expect([reused.code, reused.details]).toEqual([
        status.FAILED_PRECONDITION,
        'This request key was already used for a different request.',
      ]);
    });

    it("changes nothing when the browser already holds the account's cart, and merges nothing twice without a key", async () => {
      const account = await customerWithCart({ itemId: candle.id });
      const tokensBefore = await tokensOf(shop(), account.cart.id);
      const again = await attach(account.siteUserId, account.cartToken);
      expect([again.attachment, again.cartToken]).toEqual([ACCOUNT_CART, account.cartToken]);
      expect(await tokensOf(shop(), account.cart.id)).toBe(tokensBefore);

      const anonymous = await add({ itemId: candle.id });
      await attach(account.siteUserId, anonymous.cartToken);
      // the first answer was lost: the browser sends its anonymous token again
      const retried = await attach(account.siteUserId, anonymous.cartToken);
      expect(retried.attachment).toBe(ACCOUNT_CART);
      expect(shown(retried.cart)).toEqual([[candle.id, candle.variants[0]!.sku, 2]]);
    });

    it('lets two browsers with anonymous carts sign in at once into one cart holding both', async () => {
      const siteUserId = randomUUID();
      const [first, second] = await Promise.all([add({ itemId: candle.id }), add({ itemId: vase.id })]);
      const answers = await Promise.all([attach(siteUserId, first.cartToken), attach(siteUserId, second.cartToken)]);
      expect(answers.map((answer) => answer.attachment).sort()).toEqual([ADOPTED, MERGED].sort());
      expect(new Set(answers.map((answer) => answer.cart!.id)).size).toBe(1);
      for (const { cartToken } of answers) {
        expect(
          shown(await cartOf(shop().client, cartToken))
            ?.map(([itemId]) => itemId)
            .sort(),
        ).toEqual([candle.id, vase.id].sort());
      }
    });

    it(`keeps the tokens of an account's ${MAX_BROWSERS_PER_CART} latest browsers`, async () => {
      const account = await customerWithCart({ itemId: candle.id });
      const later: string[] = [];
      for (let i = 0; i < MAX_BROWSERS_PER_CART; i += 1) later.push((await attach(account.siteUserId)).cartToken);
      expect((await failure(cartOf(shop().client, account.cartToken))).code).toBe(status.NOT_FOUND);
      for (const cartToken of [later[0]!, later.at(-1)!]) {
        expect((await cartOf(shop().client, cartToken))!.id).toBe(account.cart.id);
      }
      expect(await tokensOf(shop(), account.cart.id)).toBe(MAX_BROWSERS_PER_CART);
    });

    it('refuses hostile input with a status the caller can act on, never INTERNAL', async () => {
      const siteUserId = randomUUID();
      const refused = [
        attach(''),
        attach('u'.repeat(201)),
        attach('site\u0000user'),
        attach(siteUserId, 'token\u0000'),
        attach(siteUserId, '', 'k'.repeat(201)),
      ];
      for (const call of refused) expect((await failure(call)).code).toBe(status.INVALID_ARGUMENT);
      // a token that names nothing is no cart
      for (const cartToken of ['x'.repeat(100_000), "' or 1=1 --", randomUUID()]) {
        expect((await attach(siteUserId, cartToken)).attachment).toBe(NONE);
      }
    });

    it('refuses calls without the services’ credentials', async () => {
      await expectForgedCallsRefused(`127.0.0.1:${shop().cart.grpc.port}`, 'storefront.cart.v1.CartService', [
        'AttachCartToSiteUser',
      ]);
    });
  });

import { randomUUID } from 'node:crypto';
import { status, type ServiceError } from '@grpc/grpc-js';
import { cartCheckoutV1, type cartV1 } from '@storefront/proto';
import { fieldErrorsOf, type ServiceClient } from '@storefront/service-kit';
import { clientOfTestService, failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { findCart } from '../src/store/carts';
import { hashCartToken } from '../src/store/cart-token';
import { redeemCoupons } from '../src/store/coupon-redemptions';
import { demoProduct } from './support/demo-products';
import { addEntry } from './support/cart-requests';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';
import { NEW_YORK, TORONTO } from './support/addresses';

jest.setTimeout(120_000);

noteSkippedBackends('cart checkout gRPC');

type CheckoutClient = ServiceClient<typeof cartCheckoutV1.CheckoutServiceService>;

const candle = demoProduct('brass-candle-holder'); // 39.00, unlimited, physical
const notebook = demoProduct('leather-notebook'); // 44.00, physical
const ebook = demoProduct('sourdough-ebook'); // on sale at 9.00, digital

const change = (cartToken: string, fields: Partial<cartCheckoutV1.UpdateCheckoutRequest>) => ({
  cartToken,
  setBillingAddress: false,
  setCouponCodes: false,
  couponCodes: [],
  ...fields,
});

/** Spec §3: grand total = subtotal − discount + shipping + tax, for every cart a test builds. */
function expectTotalsAddUp(cart: cartV1.ShoppingCart | undefined): void {
  const n = (value: string | undefined) => Number(value);
  expect(n(cart?.grandTotalCents)).toBe(
    n(cart?.subtotalCents) - n(cart?.discountCents) + n(cart?.shippingCostCents) + n(cart?.taxCents),
  );
  const taxes = (cart?.applicableTaxRules ?? []).reduce((sum, rule) => sum + n(rule.taxCents), 0);
  expect(taxes).toBe(n(cart?.taxCents));
}

if (backends.length > 0)
  describe.each(backends)('cart checkout gRPC on $name', (backend) => {
    // the demo checkout settings, as npm start writes them
    const shop = underTest(() => startShop(backend, { SEED_ON_START: 'true' }));
    let checkoutClient: CheckoutClient | undefined;
    const checkout = (): CheckoutClient =>
      (checkoutClient ??= clientOfTestService(
        cartCheckoutV1.CheckoutServiceClient,
        cartCheckoutV1.CheckoutServiceDefinition,
        shop().cart,
      ));
    afterAll(() => checkoutClient?.close());
    const getCheckout = async (cartToken: string) => (await checkout().call.getCheckout({ cartToken })).checkout!;
    const updateCheckout = async (request: cartCheckoutV1.UpdateCheckoutRequest) =>
      (await checkout().call.updateCheckout(request)).checkout!;
    const getSettings = async () => (await checkout().call.getCheckoutSettings({})).settings!;
    const putSettings = async (settings: cartCheckoutV1.CheckoutSettings) =>
      (await checkout().call.putCheckoutSettings({ settings })).settings!;

    const newCart = async (itemId: string, quantity: number) => {
      const { cartToken } = await addEntry(shop(), { itemId, quantity });
      return cartToken;
    };

    it('answers NOT_FOUND for a token that names no cart, and a cart with nothing entered', async () => {
      const unknown = await failure(checkout().call.getCheckout({ cartToken: 'no-such-token' }));
      expect(unknown.code).toBe(status.NOT_FOUND);
      const token = await newCart(candle.id, 1);
      const fresh = await getCheckout(token);
      expect(fresh).toMatchObject({ email: '', shippingAddress: undefined, billingAddress: undefined });
      expect(fresh.cart).toMatchObject({ shippingOptions: [], applicableTaxRules: [], grandTotalCents: '3900' });
    });

    it('prices shipping, the location’s tax and a coupon; a chosen option that no longer applies falls back to the cheapest', async () => {
      const token = await newCart(candle.id, 3); // 117.00
      const priced = await updateCheckout(
        change(token, {
          email: 'Ada@Example.com',
          shippingAddress: NEW_YORK,
          setCouponCodes: true,
          couponCodes: ['welcome10'],
        }),
      );
      expect(priced.email).toBe('Ada@Example.com');
      expect(priced.shippingAddress).toEqual(NEW_YORK);
      // 10 % off leaves 105.30, past the free-shipping amount of 100.00
      expect(priced.cart).toMatchObject({
        subtotalCents: '11700',
        discountCents: '1170',
        shippingOptions: [
          { id: 'us-free-over-100', costCents: '0' },
          { id: 'us-standard', costCents: '795' },
          { id: 'worldwide', costCents: '2495' },
        ],
        selectedShippingOption: { id: 'us-free-over-100', costCents: '0' },
        shippingLocation: { countryCode: 'US', region: 'NY' },
        applicableTaxRules: [{ id: 'us-ny', rateBasisPoints: 888, taxCents: '935' }],
        coupons: ['welcome10'],
        validCoupons: ['WELCOME10'],
        invalidCoupons: [],
        shippingCostCents: '0',
        taxCents: '935',
        grandTotalCents: '11465',
        requiresShipping: true,
      });
      expectTotalsAddUp(priced.cart);

      const standard = await updateCheckout(change(token, { shippingOptionId: 'us-standard' }));
      // the tax rule taxes shipping: 8.88 % of 105.30 + 7.95, half up
      expect(standard.cart).toMatchObject({ shippingCostCents: '795', taxCents: '1006', grandTotalCents: '12331' });
      expect(standard.email).toBe('Ada@Example.com');
      expectTotalsAddUp(standard.cart);

      const canada = await updateCheckout(change(token, { shippingAddress: TORONTO }));
      expect(canada.cart).toMatchObject({
        shippingOptions: [
          { id: 'ca-standard', costCents: '1495' },
          { id: 'worldwide', costCents: '2495' },
        ],
        selectedShippingOption: { id: 'ca-standard' },
        applicableTaxRules: [{ id: 'ca-on', taxCents: '1563' }],
        grandTotalCents: '13588',
      });
      expectTotalsAddUp(canada.cart);

      // the cart itself carries the same figures wherever it is read
      const { cart } = await shop().client.call.getCart({ cartToken: token, withoutStock: true });
      expect(cart).toEqual(canada.cart);
      const { cart: withStock } = await shop().client.call.getCart({ cartToken: token, withoutStock: false });
      expect(withStock?.grandTotalCents).toBe('13588');
    });

    it('judges each coupon with its reason, one per order; free shipping takes the shipping cost off', async () => {
      const token = await newCart(notebook.id, 1); // 44.00
      const judged = await updateCheckout(
        change(token, {
          shippingAddress: NEW_YORK,
          setCouponCodes: true,
          couponCodes: ['tenoff', ' SUMMER2020 ', 'NOPE', 'freeship', 'welcome10'],
        }),
      );
      expect(judged.cart?.validCoupons).toEqual(['FREESHIP']);
      expect(judged.cart?.invalidCoupons).toEqual([
        { code: 'tenoff', reason: 'This coupon needs an order of at least $50.00.' },
        { code: 'SUMMER2020', reason: 'This coupon has expired.' },
        { code: 'NOPE', reason: 'This coupon code is not valid.' },
        { code: 'welcome10', reason: 'Only one coupon can be used per order.' },
      ]);
      expect(judged.cart).toMatchObject({
        selectedShippingOption: { id: 'us-standard', costCents: '795' },
        shippingCostCents: '0',
        discountCents: '0',
        taxCents: '391',
        grandTotalCents: '4791',
      });
      expectTotalsAddUp(judged.cart);
    });

    it('gives a purely digital cart no shipping step and no shipping cost', async () => {
      const token = await newCart(ebook.id, 1);
      const digital = await updateCheckout(change(token, { shippingAddress: NEW_YORK }));
      expect(digital.cart).toMatchObject({
        purelyDigital: true,
        requiresShipping: false,
        shippingOptions: [],
        selectedShippingOption: undefined,
        shippingCostCents: '0',
        // 8.88 % of the 9.00 sale price, half up
        taxCents: '80',
        grandTotalCents: '980',
      });
      expectTotalsAddUp(digital.cart);
    });

    it('refuses a bad e-mail and postal code per field with the spec’s wording, storing nothing', async () => {
      const token = await newCart(candle.id, 1);
      await updateCheckout(change(token, { email: 'ada@example.com', shippingAddress: NEW_YORK }));
      const refused = (await failure(
        updateCheckout(
          change(token, {
            email: 'not-an-address',
            shippingAddress: { ...NEW_YORK, postalCode: '1234' },
            setBillingAddress: true,
            billingAddress: { ...TORONTO, postalCode: 'Z9Z' },
          }),
        ),
      )) as ServiceError;
      expect(refused.code).toBe(status.INVALID_ARGUMENT);
      expect(refused.details).toBe('One or more fields is invalid, please check your entries.');
      expect(fieldErrorsOf(refused.metadata)).toEqual({
        email: 'Email is not valid. Email addresses should follow the format user-at-domain.',
        'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.',
        'billingAddress.postalCode': 'An FSA code is invalid.',
      });
      const kept = await getCheckout(token);
      expect(kept).toMatchObject({ email: 'ada@example.com', shippingAddress: NEW_YORK, billingAddress: undefined });
    });

    it('keeps a separate billing address until told to bill to the shipping address again', async () => {
      const token = await newCart(candle.id, 1);
      const billed = await updateCheckout(
        change(token, { shippingAddress: NEW_YORK, setBillingAddress: true, billingAddress: TORONTO }),
      );
      expect(billed.billingAddress).toEqual(TORONTO);
      const same = await updateCheckout(change(token, { setBillingAddress: true }));
      expect(same.billingAddress).toBeUndefined();
      expect(same.shippingAddress).toEqual(NEW_YORK);
    });

    it('refuses to change the checkout of a purchased cart', async () => {
      const token = await newCart(candle.id, 1);
      const found = await findCart(shop().cart.database.db, hashCartToken(token));
      await shop().cart.database.db.execute(sql`update carts set is_purchased = true where id = ${found!.id}`);
      const refused = await failure(checkout().call.updateCheckout(change(token, { email: 'a@b.co' })));
      expect(refused.code).toBe(status.FAILED_PRECONDITION);
      expect(refused.details).toBe('This cart has already been purchased.');
    });

    it('redeems a coupon limited to 10 exactly 10 times when 100 orders place it at once', async () => {
      const db = shop().cart.database.db;
      await db.execute(
        sql`insert into coupons (code, kind, percent, total_usage_limit, position) values ('LIMITED10', 'percentage', 5, 10, 99)`,
      );
      const token = await newCart(candle.id, 1);
      await updateCheckout(change(token, { setCouponCodes: true, couponCodes: ['limited10'] }));
      const cart = (await findCart(db, hashCartToken(token)))!;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 100 }, (_, index) =>
          db.transaction((tx) => redeemCoupons(tx, cart, `order-${randomUUID()}`, `shopper${index}@example.com`)),
        ),
      );
      const redeemed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(redeemed).toHaveLength(10);
      expect(refused).toHaveLength(90);
      for (const outcome of refused) {
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({
          status: 'FAILED_PRECONDITION',
          message: 'This coupon has been used up.',
        });
      }
      const { rows } = (await db.execute(
        sql`select count(*)::int as n from coupon_redemptions where code = 'LIMITED10'`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(10);
      // the shopper's cart now sees it used up
      const seen = await getCheckout(token);
      expect(seen.cart?.invalidCoupons).toEqual([{ code: 'limited10', reason: 'This coupon has been used up.' }]);
    });

    it('holds the per-customer limit by lower-cased e-mail, and a repeated placement counts once', async () => {
      const db = shop().cart.database.db;
      await db.execute(
        sql`insert into coupons (code, kind, percent, per_customer_limit, position) values ('ONCEEACH', 'percentage', 5, 1, 98)`,
      );
      const token = await newCart(candle.id, 1);
      await updateCheckout(change(token, { setCouponCodes: true, couponCodes: ['ONCEEACH'] }));
      const cart = (await findCart(db, hashCartToken(token)))!;
      await expect(db.transaction((tx) => redeemCoupons(tx, cart, 'order-a', 'Ada@Example.com'))).resolves.toEqual([
        'ONCEEACH',
      ]);
      await expect(db.transaction((tx) => redeemCoupons(tx, cart, 'order-a', 'ada@example.com'))).resolves.toEqual([
        'ONCEEACH',
      ]);
      await expect(db.transaction((tx) => redeemCoupons(tx, cart, 'order-b', 'ADA@example.com'))).rejects.toMatchObject(
        {
          status: 'FAILED_PRECONDITION',
          message: 'You have already used this coupon.',
        },
      );
      await expect(db.transaction((tx) => redeemCoupons(tx, cart, 'order-c', 'grace@example.com'))).resolves.toEqual([
        'ONCEEACH',
      ]);
      await db.execute(sql`delete from coupons where code in ('ONCEEACH', 'LIMITED10')`);
    });

    describe('owner settings', () => {
      it('answers the demo settings written on an empty database', async () => {
        const settings = await getSettings();
        expect(settings.shippingRates.map((rate) => rate.id)).toEqual([
          'us-standard',
          'us-free-over-100',
          'ca-standard',
          'worldwide',
        ]);
        expect(settings.taxRules.map((rule) => [rule.id, rule.region])).toEqual([
          ['us-ny', 'NY'],
          ['ca-on', 'ON'],
        ]);
        expect(settings.coupons.map((coupon) => coupon.code)).toEqual([
          'WELCOME10',
          'FREESHIP',
          'TENOFF',
          'SUMMER2020',
        ]);
      });

      it('refuses unsound rates, rules and coupons per field and saves nothing', async () => {
        const before = await getSettings();
        const refused = (await failure(
          checkout().call.putCheckoutSettings({
            settings: {
              shippingRates: [{ ...before.shippingRates[0]!, costCents: '-5' }],
              taxRules: [{ ...before.taxRules[0]!, rateBasisPoints: 20_000 }],
              coupons: [
                { ...before.coupons[0]!, percent: 0 },
                { ...before.coupons[0]!, code: 'welcome10' },
              ],
            },
          }),
        )) as ServiceError;
        expect(refused.code).toBe(status.INVALID_ARGUMENT);
        expect(fieldErrorsOf(refused.metadata)).toEqual({
          'shippingRates.0.costCents': 'costCents must be whole minor units',
          'taxRules.0.rateBasisPoints': 'rateBasisPoints must be a whole number from 0 to 10000',
          'coupons.0.percent': 'percent must be a whole number from 1 to 100',
          'coupons.1.code': 'code must be unique',
        });
        expect(await getSettings()).toEqual(before);
      });

      it('replaces the lists whole and keeps the use counts of codes that stay', async () => {
        const before = await getSettings();
        const db = shop().cart.database.db;
        await db.execute(
          sql`insert into coupon_redemptions (code, order_id, customer_key) values ('WELCOME10', 'order-x', 'x@example.com')`,
        );
        const saved = await putSettings({
          shippingRates: [
            {
              id: 'by-weight',
              name: 'By weight',
              everywhere: true,
              zoneCountries: [],
              kind: 'weight',
              costCents: '0',
              tiers: [{ upToGrams: '1000', costCents: '500' }, { costCents: '900' }],
              minimumSubtotalCents: '0',
            },
          ],
          taxRules: [],
          coupons: [before.coupons[0]!],
        });
        expect(saved.shippingRates).toHaveLength(1);
        expect(saved.shippingRates[0]!.tiers).toEqual([{ upToGrams: '1000', costCents: '500' }, { costCents: '900' }]);
        expect(saved.taxRules).toEqual([]);
        expect(saved.coupons).toEqual([{ ...before.coupons[0]!, timesUsed: 1 }]);
        expect(await getSettings()).toEqual(saved);
        // restore the demo settings for whatever runs next on this database
        await putSettings(before);
      });
    });
  });

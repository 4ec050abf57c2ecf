import { status } from '@grpc/grpc-js';
import { rows } from '@storefront/service-kit';
import { failure, underTest } from '@storefront/service-kit/testing';
import { sql } from 'drizzle-orm';
import { addEntry } from './support/cart-requests';
import { checkoutClient } from './support/checkout';
import { demoProduct } from './support/demo-products';
import { orderClients, placeRequest } from './support/orders';
import { backends, noteSkippedBackends, startShop } from './support/running-cart';
import { NEW_YORK, TORONTO } from './support/addresses';

jest.setTimeout(240_000);

noteSkippedBackends('orders of priced checkouts');

const candle = demoProduct('brass-candle-holder'); // 39.00, unlimited

if (backends.length > 0)
  describe.each(backends)('orders of priced checkouts on $name', (backend) => {
    const shop = underTest(async () => {
      const started = await startShop(backend, { SEED_ON_START: 'true' });
      const clients = orderClients(started);
      const checkout = checkoutClient(started);
      return {
        ...started,
        orders: clients.orders,
        checkout,
        async stop() {
          checkout.close();
          clients.close();
          await started.stop();
        },
      };
    });

    /** A cart of `quantity` candles checked out to New York with `coupons`, by `email`. */
    const checkedOut = async (quantity: number, coupons: string[], email: string) => {
      const { cartToken } = await addEntry(shop(), { itemId: candle.id, quantity });
      const { checkout } = await shop().checkout.call.updateCheckout({
        cartToken,
        email,
        shippingAddress: NEW_YORK,
        setBillingAddress: false,
        setCouponCodes: true,
        couponCodes: coupons,
      });
      return { cartToken, cart: checkout!.cart! };
    };

    it('charges and records the total the checkout shows: discount, shipping and tax included', async () => {
      const { cartToken, cart } = await checkedOut(2, ['TENOFF'], 'grace@example.com');
      expect(cart.validCoupons).toEqual(['TENOFF']);
      expect(Number(cart.shippingCostCents)).toBeGreaterThan(0);
      expect(Number(cart.taxCents)).toBeGreaterThan(0);
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'grace@example.com' }));
      expect(order).toMatchObject({
        subtotalCents: '7800',
        discountCents: '1000',
        shippingCostCents: cart.shippingCostCents,
        taxCents: cart.taxCents,
        grandTotalCents: cart.grandTotalCents,
        cardCents: cart.grandTotalCents,
      });
      // the order says where it goes, as it was when bought, whatever the cart's checkout becomes
      const { order: read } = await shop().orders.call.getOrder({ websiteId: order!.websiteId, orderId: order!.id });
      const delivery = {
        shippingAddress: NEW_YORK,
        billingAddress: NEW_YORK,
        shippingMethod: cart.selectedShippingOption!.name,
      };
      expect(delivery.shippingMethod).not.toBe('');
      expect(order).toMatchObject(delivery);
      expect(read).toMatchObject(delivery);
    });

    it('keeps a billing address of its own apart from the shipping address', async () => {
      const { cartToken } = await checkedOut(1, [], 'ada@example.com');
      await shop().checkout.call.updateCheckout({
        cartToken,
        setBillingAddress: true,
        billingAddress: TORONTO,
        setCouponCodes: false,
        couponCodes: [],
      });
      const { order } = await shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'ada@example.com' }));
      expect(order).toMatchObject({ shippingAddress: NEW_YORK, billingAddress: TORONTO });
    });

    it('refuses a cart that ships without an address, or to one no rate reaches, holding and charging nothing', async () => {
      const placements = async () =>
        (
          await rows<{ count: number }>(
            shop().cart.database.db,
            sql`select count(*)::int as count from order_placements`,
          )
        )[0]!.count;
      const before = await placements();
      const { cartToken } = await addEntry(shop(), { itemId: candle.id, quantity: 1 });
      const unaddressed = await failure(
        shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'a@example.com' })),
      );
      expect(unaddressed).toMatchObject({
        code: status.FAILED_PRECONDITION,
        details: 'Enter a shipping address before paying.',
      });

      const { settings } = await shop().checkout.call.getCheckoutSettings({});
      const usOnly = settings!.shippingRates.filter((rate) => !rate.everywhere && rate.zoneCountries.includes('US'));
      await shop().checkout.call.putCheckoutSettings({ settings: { ...settings!, shippingRates: usOnly } });
      try {
        await shop().checkout.call.updateCheckout({
          cartToken,
          shippingAddress: TORONTO,
          setBillingAddress: false,
          setCouponCodes: false,
          couponCodes: [],
        });
        const abroad = await failure(
          shop().orders.call.placeOrder(placeRequest({ cartToken, email: 'a@example.com' })),
        );
        expect(abroad).toMatchObject({
          code: status.FAILED_PRECONDITION,
          details: 'We do not ship to this address. Choose another country.',
        });
      } finally {
        await shop().checkout.call.putCheckoutSettings({ settings: settings! });
      }
      expect(await placements()).toBe(before);
    });

    it('a coupon limited to 10 uses under 100 concurrent checkouts is used exactly 10 times', async () => {
      const { settings } = await shop().checkout.call.getCheckoutSettings({});
      await shop().checkout.call.putCheckoutSettings({
        settings: {
          ...settings!,
          coupons: [
            ...settings!.coupons,
            {
              code: 'TENTIMES',
              kind: 'percentage',
              percent: 15,
              amountCents: '0',
              minimumSubtotalCents: '0',
              totalUsageLimit: 10,
              timesUsed: 0,
            },
          ],
        },
      });
      const carts = [];
      for (let buyer = 0; buyer < 100; buyer++)
        carts.push(await checkedOut(1, ['TENTIMES'], `buyer${buyer}@example.com`));
      expect(carts.every(({ cart }) => cart.validCoupons.includes('TENTIMES'))).toBe(true);
      const results = await Promise.allSettled(
        carts.map(({ cartToken }, buyer) =>
          shop().orders.call.placeOrder(placeRequest({ cartToken, email: `buyer${buyer}@example.com` })),
        ),
      );
      const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.order!] : []));
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(placed.filter((order) => order.discountCents !== '0')).toHaveLength(10);
      // the other 90 were told why, and charged nothing for a discount they did not get
      for (const error of refused)
        expect([error.code, error.details]).toEqual([status.FAILED_PRECONDITION, 'This coupon has been used up.']);
      expect(placed.length + refused.length).toBe(100);
      const after = (await shop().checkout.call.getCheckoutSettings({})).settings!;
      expect(after.coupons.find((coupon) => coupon.code === 'TENTIMES')?.timesUsed).toBe(10);
      // a cart priced before the coupon ran out is refused rather than charged a different total
      const late = await checkedOut(1, ['TENTIMES'], 'late@example.com');
      expect(late.cart.invalidCoupons.map((coupon) => coupon.reason)).toEqual(['This coupon has been used up.']);
      const lateOrder = await shop().orders.call.placeOrder(
        placeRequest({ cartToken: late.cartToken, email: 'late@example.com' }),
      );
      expect(lateOrder.order?.discountCents).toBe('0');
      const again = await failure(shop().orders.call.placeOrder(placeRequest({ cartToken: late.cartToken })));
      expect(again.code).toBe(status.FAILED_PRECONDITION);
    });
  });

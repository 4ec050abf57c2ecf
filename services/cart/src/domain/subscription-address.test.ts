import type { ShippingRate } from '@storefront/commerce';
import { FailedPreconditionError, FieldsRefusedError } from '@storefront/service-kit/errors';
import { NEW_YORK, TORONTO } from '../../test/support/addresses';
import type { CheckoutRules } from './checkout';
import { ORDER_MESSAGES } from './order-messages';
import type { Subscription } from './subscription';
import { weeklyCoffee } from '../../test/support/subscription-fixture';
import { checkedShippingAddress, readdressedSubscription } from './subscription-address';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

const SAN_FRANCISCO = { ...NEW_YORK, city: 'San Francisco', region: 'CA', postalCode: '94103' };

const coffee = (fields: Partial<Subscription> = {}): Subscription =>
  weeklyCoffee(1, { siteUserId: 'customer', shippingOptionId: 'us-post', ...fields });

const usPost: ShippingRate = { id: 'us-post', name: 'US Post', zone: ['US'], kind: 'flat', costCents: 500 };
const rules = (...shippingRates: ShippingRate[]): CheckoutRules => ({ shippingRates, taxRules: [], coupons: [] });
const now = new Date('2026-11-27T00:00:00Z');

/** The error a call throws, for its class and message. */
function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('checkedShippingAddress', () => {
  it('answers the address tidied as the checkout stores it', () => {
    expect(checkedShippingAddress({ ...SAN_FRANCISCO, countryCode: ' us ' })).toEqual(SAN_FRANCISCO);
  });

  it('refuses what the checkout refuses, per field path', () => {
    const refused = thrown(() => checkedShippingAddress({ ...SAN_FRANCISCO, postalCode: 'ABC', city: '' }));
    expect(refused).toBeInstanceOf(FieldsRefusedError);
    expect(Object.keys((refused as FieldsRefusedError).fieldErrors).sort()).toEqual([
      'shippingAddress.city',
      'shippingAddress.postalCode',
    ]);
  });
});

describe('readdressedSubscription', () => {
  it('ships the next cycles to an address a rate reaches, and changes nothing else', () => {
    expect(readdressedSubscription(coffee(), SAN_FRANCISCO, rules(usPost), now)).toEqual(
      coffee({ shippingAddress: SAN_FRANCISCO, billingAddress: coffee().billingAddress }),
    );
    // billed where it shipped: the bill follows the parcels
    const sameAsShipping = coffee({ billingAddress: { ...coffee().shippingAddress! } });
    expect(readdressedSubscription(sameAsShipping, SAN_FRANCISCO, rules(usPost), now).billingAddress).toEqual(
      SAN_FRANCISCO,
    );
    const billed = coffee({ billingAddress: TORONTO });
    expect(readdressedSubscription(billed, SAN_FRANCISCO, rules(usPost), now).billingAddress).toEqual(TORONTO);
  });

  it('refuses an address none of the store rates reaches', () => {
    const refused = thrown(() => readdressedSubscription(coffee(), TORONTO, rules(usPost), now));
    expect([refused.constructor, refused.message]).toEqual([FailedPreconditionError, ORDER_MESSAGES.notShipped]);
  });

  it('takes any address in a store without shipping rates, which delivers otherwise', () => {
    expect(readdressedSubscription(coffee(), TORONTO, rules(), now).shippingAddress).toEqual(TORONTO);
  });

  it('refuses a subscription that renews no more', () => {
    const refusal = (status: Subscription['status']) =>
      thrown(() => readdressedSubscription(coffee({ status }), SAN_FRANCISCO, rules(usPost), now));
    expect(refusal('ended').message).toBe(SUBSCRIPTION_MESSAGES.ended);
    expect(refusal('cancelled').message).toBe(SUBSCRIPTION_MESSAGES.notRenewing);
    expect(refusal('past_due')).toBeInstanceOf(FailedPreconditionError);
  });

  it('refuses a subscription that ships nothing', () => {
    const refused = thrown(() =>
      readdressedSubscription(coffee({ shippingAddress: null }), SAN_FRANCISCO, rules(usPost), now),
    );
    expect([refused.constructor, refused.message]).toEqual([
      FailedPreconditionError,
      SUBSCRIPTION_MESSAGES.shipsNothing,
    ]);
  });
});

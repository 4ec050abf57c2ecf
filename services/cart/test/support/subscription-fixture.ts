import { PRODUCT_TYPE } from '@storefront/commerce';
import type { Subscription } from '../../src/domain/subscription';
import { NEW_YORK } from './addresses';

/**
 * An active weekly coffee subscription of `quantity` bags at $16.00, shipping to New York, one
 * cycle billed: the renewal rules' unit tests change what they are about with `fields`.
 */
export function weeklyCoffee(quantity: number, fields: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub',
    websiteId: 'site',
    siteUserId: null,
    email: 'ada@example.com',
    status: 'active',
    cartId: 'cart',
    firstOrderId: 'order',
    line: {
      itemId: 'coffee',
      variantId: 'v',
      sku: 'COFFEE',
      title: 'Weekly Coffee',
      quantity,
      purchasePriceCents: 1600,
      subTotalCents: 1600 * quantity,
      productType: PRODUCT_TYPE.physical,
    },
    amountCents: 1600 * quantity,
    currency: 'USD',
    subscriptionOptionId: null,
    billingPeriodValue: 1,
    billingPeriodUnit: 'WEEK',
    numBillingCycles: 0,
    cyclesBilled: 1,
    nextBillingAt: new Date('2026-12-01T00:00:00Z'),
    paymentProvider: 'test',
    paymentMethodToken: 'tpm_1',
    lastFailure: null,
    createdAt: new Date('2026-11-24T00:00:00Z'),
    cancelledAt: null,
    shippingAddress: NEW_YORK,
    billingAddress: null,
    shippingOptionId: null,
    ...fields,
  };
}

import type { ShippingRate, TaxRule } from '@storefront/commerce';
import { priceRenewal } from './renewal-price';
import type { Subscription } from './subscription';
import { weeklyCoffee } from '../../test/support/subscription-fixture';

const coffee = (fields: Partial<Subscription> = {}): Subscription =>
  weeklyCoffee(2, { shippingOptionId: 'express', ...fields });

const standard: ShippingRate = { id: 'standard', name: 'Standard', zone: ['US'], kind: 'flat', costCents: 500 };
const express: ShippingRate = { id: 'express', name: 'Express', zone: ['US'], kind: 'flat', costCents: 1500 };
const canada: ShippingRate = { id: 'canada', name: 'Canada', zone: ['CA'], kind: 'flat', costCents: 900 };
const nyTax: TaxRule = {
  id: 'ny',
  name: 'NY',
  countryCode: 'US',
  region: 'NY',
  rateBasisPoints: 1000,
  taxesShipping: true,
};
const now = new Date('2026-12-01T00:00:00Z');

describe('priceRenewal', () => {
  it('bills the line at its bought price, the chosen shipping and the tax of the day', () => {
    expect(priceRenewal(coffee(), { shippingRates: [standard, express], taxRules: [nyTax], coupons: [] }, now)).toEqual(
      {
        subtotalCents: 3200,
        shippingCostCents: 1500,
        taxCents: 470,
        grandTotalCents: 5170,
        shippingMethod: 'Express',
        ships: true,
      },
    );
  });

  it('ships by the cheapest rate that reaches the address once the chosen one is gone', () => {
    const price = priceRenewal(coffee(), { shippingRates: [canada, standard], taxRules: [], coupons: [] }, now);
    expect(price).toMatchObject({ shippingCostCents: 500, grandTotalCents: 3700, shippingMethod: 'Standard' });
  });

  it('does not ship to an address no rate of the store reaches any more', () => {
    expect(priceRenewal(coffee(), { shippingRates: [canada], taxRules: [], coupons: [] }, now).ships).toBe(false);
  });

  it('bills the line alone in a store without shipping rates, and for a subscription bought without an address', () => {
    const noRates = priceRenewal(coffee(), { shippingRates: [], taxRules: [], coupons: [] }, now);
    expect(noRates).toMatchObject({ shippingCostCents: 0, ships: true, shippingMethod: '' });
    const unaddressed = coffee({ shippingAddress: null, shippingOptionId: null });
    expect(priceRenewal(unaddressed, { shippingRates: [canada], taxRules: [nyTax], coupons: [] }, now)).toEqual({
      subtotalCents: 3200,
      shippingCostCents: 0,
      taxCents: 0,
      grandTotalCents: 3200,
      shippingMethod: '',
      ships: true,
    });
  });
});

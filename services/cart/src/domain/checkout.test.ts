import { PRODUCT_TYPE, type Coupon, type ShippingRate, type TaxRule } from '@storefront/commerce';
import fc from 'fast-check';
import type { CartEntry } from './cart';
import { priceCheckout } from './checkout';
import { EMPTY_DETAILS, type CheckoutAddress } from './checkout-details';

const entry = (productType: number, quantity: number, purchasePriceCents: number): CartEntry => ({
  id: `${productType}-${quantity}-${purchasePriceCents}`,
  itemId: 'item',
  variantId: 'variant',
  sku: 'SKU',
  attributes: {},
  optionNames: [],
  title: 'Thing',
  quantity,
  purchasePriceCents,
  currency: 'USD',
  productType,
  url: '/shop/p/thing',
  imageUrl: '',
  additionalFields: null,
});

const address = (countryCode: string, region: string): CheckoutAddress => ({
  firstName: '',
  lastName: '',
  line1: '1 Main St',
  line2: '',
  city: 'Town',
  region,
  postalCode: '',
  countryCode,
  phone: '',
});

const RATES: ShippingRate[] = [
  { id: 'us', name: 'US', zone: ['US'], kind: 'flat', costCents: 795 },
  { id: 'free', name: 'Free', zone: ['US'], kind: 'freeAbove', minimumSubtotalCents: 10_000 },
  { id: 'world', name: 'World', zone: 'everywhere', kind: 'flat', costCents: 2495 },
];
const TAXES: TaxRule[] = [
  { id: 'ny', name: 'NY', countryCode: 'US', region: 'NY', rateBasisPoints: 888, taxesShipping: true },
  { id: 'us', name: 'US', countryCode: 'US', region: null, rateBasisPoints: 100, taxesShipping: false },
];
const COUPONS: Coupon[] = [
  { code: 'PCT', kind: 'percentage', percent: 15 },
  { code: 'FIXED', kind: 'fixedAmount', amountCents: 2500, minimumSubtotalCents: 5000 },
  { code: 'SHIP', kind: 'freeShipping' },
];
const rules = { shippingRates: RATES, taxRules: TAXES, coupons: COUPONS };
const unused = () => ({ total: 0, byCustomer: 0 });
const now = new Date('2026-11-26T12:00:00Z');

describe('checkout pricing', () => {
  it('falls back to the cheapest option when the chosen one no longer applies', () => {
    const priced = priceCheckout({
      entries: [entry(PRODUCT_TYPE.physical, 1, 3000)],
      currency: 'USD',
      details: { ...EMPTY_DETAILS, shippingAddress: address('FR', ''), shippingOptionId: 'us' },
      rules,
      usageOf: unused,
      now,
    });
    expect(priced.selectedShippingOption).toEqual({ id: 'world', name: 'World', costCents: 2495 });
    expect(priced.applicableTaxRules).toEqual([]);
  });

  it('places a purely digital cart by its billing address, with no shipping', () => {
    const priced = priceCheckout({
      entries: [entry(PRODUCT_TYPE.digital, 1, 1000)],
      currency: 'USD',
      details: { ...EMPTY_DETAILS, shippingAddress: address('FR', ''), billingAddress: address('US', 'NY') },
      rules,
      usageOf: unused,
      now,
    });
    expect(priced.shippingOptions).toEqual([]);
    expect(priced.shippingLocation).toEqual({ countryCode: 'US', region: 'NY' });
    expect(priced.totals).toMatchObject({ shippingCostCents: 0, taxCents: 89 + 10, grandTotalCents: 1099 });
  });

  it('adds up to subtotal − discount + shipping + tax, each rule’s tax summing to the tax, for any cart', () => {
    const line = fc
      .tuple(
        fc.constantFrom(...Object.values(PRODUCT_TYPE)),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 500_000 }),
      )
      .map(([type, quantity, price]) => entry(type, quantity, price));
    const where = fc.constantFrom(['US', 'NY'], ['US', 'CA'], ['CA', 'ON'], ['FR', '']);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 6 }),
        where,
        fc.subarray(['pct', 'fixed', 'ship', 'nope']),
        fc.option(fc.constantFrom('us', 'free', 'world', 'gone')),
        (entries, [country, region], codes, optionId) => {
          const priced = priceCheckout({
            entries,
            currency: 'USD',
            details: {
              ...EMPTY_DETAILS,
              shippingAddress: address(country!, region!),
              couponCodes: codes,
              shippingOptionId: optionId,
            },
            rules,
            usageOf: unused,
            now,
          });
          const { subtotalCents, discountCents, shippingCostCents, taxCents, grandTotalCents } = priced.totals;
          expect(grandTotalCents).toBe(subtotalCents - discountCents + shippingCostCents + taxCents);
          expect(priced.applicableTaxRules.reduce((sum, rule) => sum + rule.taxCents, 0)).toBe(taxCents);
          expect(priced.validCoupons.length).toBeLessThanOrEqual(1);
          if (!priced.totals.requiresShipping) expect(shippingCostCents).toBe(0);
          if (priced.selectedShippingOption) {
            expect(priced.shippingOptions).toContainEqual(priced.selectedShippingOption);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

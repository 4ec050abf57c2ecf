import type { Coupon, ShippingRate, TaxRule } from '@storefront/commerce';
import type { Database } from '@storefront/service-kit';
import { hasCheckoutSettings, replaceCheckoutRules } from './checkout-settings';

/** The demo store's checkout: what a developer's checkout shows before the owner sets anything. */
export const DEMO_CHECKOUT_RULES: { shippingRates: ShippingRate[]; taxRules: TaxRule[]; coupons: Coupon[] } = {
  shippingRates: [
    { id: 'us-standard', name: 'Standard (US)', zone: ['US'], kind: 'flat', costCents: 795 },
    {
      id: 'us-free-over-100',
      name: 'Free shipping over $100',
      zone: ['US'],
      kind: 'freeAbove',
      minimumSubtotalCents: 10_000,
    },
    { id: 'ca-standard', name: 'Standard (Canada)', zone: ['CA'], kind: 'flat', costCents: 1495 },
    { id: 'worldwide', name: 'International', zone: 'everywhere', kind: 'flat', costCents: 2495 },
  ],
  taxRules: [
    {
      id: 'us-ny',
      name: 'New York sales tax',
      countryCode: 'US',
      region: 'NY',
      rateBasisPoints: 888,
      taxesShipping: true,
    },
    { id: 'ca-on', name: 'Ontario HST', countryCode: 'CA', region: 'ON', rateBasisPoints: 1300, taxesShipping: true },
  ],
  coupons: [
    { code: 'WELCOME10', kind: 'percentage', percent: 10 },
    { code: 'FREESHIP', kind: 'freeShipping' },
    { code: 'TENOFF', kind: 'fixedAmount', amountCents: 1000, minimumSubtotalCents: 5000 },
    { code: 'SUMMER2020', kind: 'percentage', percent: 20, endsAt: new Date('2020-09-01T00:00:00Z') },
  ],
};

/** Writes the demo checkout settings when none were ever saved; answers whether it wrote them. */
export async function seedCheckoutSettings(db: Database): Promise<boolean> {
  if (await hasCheckoutSettings(db)) return false;
  await replaceCheckoutRules(db, DEMO_CHECKOUT_RULES);
  return true;
}

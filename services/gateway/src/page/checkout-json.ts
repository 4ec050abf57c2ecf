import type {
  CheckoutAddressJson,
  CheckoutJson,
  CheckoutSettingsJson,
  CouponJson,
  ShippingRateJson,
  TaxRuleJson,
} from '@storefront/contracts';
import type { cartCheckoutV1 } from '@storefront/proto';
import { shoppingCartJson } from './shopping-cart-json';

/* The checkout's REST shapes (@storefront/contracts checkout.ts) from the cart process's answers. */

export function addressJson(address: cartCheckoutV1.CheckoutAddress | undefined): CheckoutAddressJson | null {
  if (!address) return null;
  const { firstName, lastName, line1, line2, city, region, postalCode, countryCode, phone } = address;
  return { firstName, lastName, line1, line2, city, region, postalCode, countryCode, phone };
}

export function checkoutJson(checkout: cartCheckoutV1.Checkout): CheckoutJson {
  if (!checkout.cart) throw new Error('the checkout was answered without its cart');
  return {
    shoppingCart: shoppingCartJson(checkout.cart),
    email: checkout.email,
    shippingAddress: addressJson(checkout.shippingAddress),
    billingAddress: addressJson(checkout.billingAddress),
  };
}

const amount = (value: string) => Number(value);

function rateJson(rate: cartCheckoutV1.ShippingRate): ShippingRateJson {
  const base = { id: rate.id, name: rate.name, zone: rate.everywhere ? ('everywhere' as const) : rate.zoneCountries };
  if (rate.kind === 'weight') {
    return {
      ...base,
      kind: 'weight',
      tiers: rate.tiers.map((tier) => ({
        upToGrams: tier.upToGrams === undefined ? null : amount(tier.upToGrams),
        costCents: amount(tier.costCents),
      })),
    };
  }
  if (rate.kind === 'freeAbove')
    return { ...base, kind: 'freeAbove', minimumSubtotalCents: amount(rate.minimumSubtotalCents) };
  return { ...base, kind: 'flat', costCents: amount(rate.costCents) };
}

function taxRuleJson(rule: cartCheckoutV1.TaxRule): TaxRuleJson {
  return { ...rule, region: rule.region || null };
}

const instant = (millis: string | undefined) => (millis === undefined ? null : new Date(Number(millis)).toISOString());

function couponJson(coupon: cartCheckoutV1.Coupon): CouponJson {
  const common = {
    code: coupon.code,
    minimumSubtotalCents: amount(coupon.minimumSubtotalCents),
    startsAt: instant(coupon.startsAt),
    endsAt: instant(coupon.endsAt),
    totalUsageLimit: coupon.totalUsageLimit ?? null,
    perCustomerLimit: coupon.perCustomerLimit ?? null,
    timesUsed: coupon.timesUsed,
  };
  if (coupon.kind === 'percentage') return { ...common, kind: 'percentage', percent: coupon.percent };
  if (coupon.kind === 'fixedAmount') return { ...common, kind: 'fixedAmount', amountCents: amount(coupon.amountCents) };
  return { ...common, kind: 'freeShipping' };
}

export function checkoutSettingsJson(settings: cartCheckoutV1.CheckoutSettings): CheckoutSettingsJson {
  return {
    shippingRates: settings.shippingRates.map(rateJson),
    taxRules: settings.taxRules.map(taxRuleJson),
    coupons: settings.coupons.map(couponJson),
  };
}

import type { Coupon, ShippingRate, TaxRule } from '@storefront/commerce';
import { cartCheckoutV1, type cartV1 } from '@storefront/proto';
import type { CartCheckout } from '../domain/checkout';
import type { CheckoutAddress, CheckoutDetails } from '../domain/checkout-details';

/** The spec §3 checkout fields of a ShoppingCart; empty for a cart priced without a checkout. */
export function checkoutFieldsToProto(
  checkout: CartCheckout | undefined,
): Pick<
  cartV1.ShoppingCart,
  | 'coupons'
  | 'shippingOptions'
  | 'selectedShippingOption'
  | 'shippingLocation'
  | 'applicableTaxRules'
  | 'validCoupons'
  | 'invalidCoupons'
> {
  if (!checkout) {
    return { coupons: [], shippingOptions: [], applicableTaxRules: [], validCoupons: [], invalidCoupons: [] };
  }
  const option = (o: { id: string; name: string; costCents: number }) => ({ ...o, costCents: String(o.costCents) });
  return {
    coupons: [...checkout.coupons],
    shippingOptions: checkout.shippingOptions.map(option),
    selectedShippingOption: checkout.selectedShippingOption ? option(checkout.selectedShippingOption) : undefined,
    shippingLocation: checkout.shippingLocation ?? undefined,
    applicableTaxRules: checkout.applicableTaxRules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      countryCode: rule.countryCode,
      region: rule.region ?? '',
      rateBasisPoints: rule.rateBasisPoints,
      taxesShipping: rule.taxesShipping,
      taxCents: String(rule.taxCents),
    })),
    validCoupons: [...checkout.validCoupons],
    invalidCoupons: checkout.invalidCoupons.map(({ code, reason }) => ({ code, reason })),
  };
}

export function addressToProto(address: CheckoutAddress | null): cartCheckoutV1.CheckoutAddress | undefined {
  return address ? { ...address } : undefined;
}

export function addressFromProto(address: cartCheckoutV1.CheckoutAddress): CheckoutAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

export function detailsToProto(details: CheckoutDetails): Omit<cartCheckoutV1.Checkout, 'cart'> {
  return {
    email: details.email,
    shippingAddress: addressToProto(details.shippingAddress),
    billingAddress: addressToProto(details.billingAddress),
  };
}

const millis = (date: Date | null | undefined) => (date ? String(date.getTime()) : undefined);
const dateOf = (value: string | undefined) => (value === undefined ? null : new Date(Number(value)));
const num = (value: string) => Number(value);

export function rateToProto(rate: ShippingRate): cartCheckoutV1.ShippingRate {
  return {
    id: rate.id,
    name: rate.name,
    everywhere: rate.zone === 'everywhere',
    zoneCountries: rate.zone === 'everywhere' ? [] : [...rate.zone],
    kind: rate.kind,
    costCents: String(rate.kind === 'flat' ? rate.costCents : 0),
    tiers:
      rate.kind === 'weight'
        ? rate.tiers.map((tier) => ({
            upToGrams: tier.upToGrams === null ? undefined : String(tier.upToGrams),
            costCents: String(tier.costCents),
          }))
        : [],
    minimumSubtotalCents: String(rate.kind === 'freeAbove' ? rate.minimumSubtotalCents : 0),
  };
}

/** A rate as sent; an unknown kind is answered by settingsProblems, not here. */
export function rateFromProto(rate: cartCheckoutV1.ShippingRate): ShippingRate {
  const base = { id: rate.id, name: rate.name, zone: rate.everywhere ? ('everywhere' as const) : rate.zoneCountries };
  if (rate.kind === 'weight') {
    return {
      ...base,
      kind: 'weight',
      tiers: rate.tiers.map((tier) => ({
        upToGrams: tier.upToGrams === undefined ? null : num(tier.upToGrams),
        costCents: num(tier.costCents),
      })),
    };
  }
  if (rate.kind === 'freeAbove')
    return { ...base, kind: 'freeAbove', minimumSubtotalCents: num(rate.minimumSubtotalCents) };
  return { ...base, kind: rate.kind as 'flat', costCents: num(rate.costCents) };
}

export function taxRuleToProto(rule: TaxRule): cartCheckoutV1.TaxRule {
  return { ...rule, region: rule.region ?? '' };
}

export function taxRuleFromProto(rule: cartCheckoutV1.TaxRule): TaxRule {
  return { ...rule, region: rule.region.trim() === '' ? null : rule.region };
}

export function couponToProto(coupon: Coupon, timesUsed: number): cartCheckoutV1.Coupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.kind === 'percentage' ? coupon.percent : 0,
    amountCents: String(coupon.kind === 'fixedAmount' ? coupon.amountCents : 0),
    minimumSubtotalCents: String(coupon.minimumSubtotalCents ?? 0),
    startsAt: millis(coupon.startsAt),
    endsAt: millis(coupon.endsAt),
    totalUsageLimit: coupon.totalUsageLimit ?? undefined,
    perCustomerLimit: coupon.perCustomerLimit ?? undefined,
    timesUsed,
  };
}

export function couponFromProto(coupon: cartCheckoutV1.Coupon): Coupon {
  const common = {
    code: coupon.code,
    minimumSubtotalCents: num(coupon.minimumSubtotalCents),
    startsAt: dateOf(coupon.startsAt),
    endsAt: dateOf(coupon.endsAt),
    totalUsageLimit: coupon.totalUsageLimit ?? null,
    perCustomerLimit: coupon.perCustomerLimit ?? null,
  };
  if (coupon.kind === 'percentage') return { ...common, kind: 'percentage', percent: coupon.percent };
  if (coupon.kind === 'fixedAmount') return { ...common, kind: 'fixedAmount', amountCents: num(coupon.amountCents) };
  return { ...common, kind: coupon.kind as 'freeShipping' };
}

import type { ShoppingCart } from './shopping-cart';

/**
 * The checkout as the gateway's REST API shows it (GET/PUT /api/commerce/checkout): the cart with
 * every spec §3 field computed by the cart service, and what the shopper entered. Amounts are
 * integer minor units of the cart's currency.
 */

/** A postal address with its recipient; field wording per country comes from @storefront/commerce. */
export interface CheckoutAddressJson {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  /** Subdivision code where the country lists them ('NY'), else free text; '' for none. */
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2, e.g. 'US'. */
  countryCode: string;
  phone: string;
}

/** Spec §3 shippingOptions / selectedShippingOption. */
export interface ShippingOptionJson {
  id: string;
  name: string;
  costCents: number;
}

/** Spec §3 shippingLocation: where the cart ships to, which picks rates and taxes. */
export interface ShippingLocationJson {
  countryCode: string;
  region: string;
}

/** Spec §3 applicableTaxRules: each rule and what it adds to this cart. */
export interface AppliedTaxRuleJson {
  id: string;
  name: string;
  countryCode: string;
  region: string | null;
  rateBasisPoints: number;
  taxesShipping: boolean;
  taxCents: number;
}

/** Spec §3 invalidCoupons: a code the shopper entered and why it does not apply. */
export interface InvalidCouponJson {
  code: string;
  reason: string;
}

/** The cart of a checkout with spec §3's checkout fields typed. */
export interface CheckoutCart extends Omit<
  ShoppingCart,
  'shippingOptions' | 'selectedShippingOption' | 'shippingLocation' | 'applicableTaxRules' | 'invalidCoupons'
> {
  shippingOptions: ShippingOptionJson[];
  selectedShippingOption: ShippingOptionJson | null;
  shippingLocation: ShippingLocationJson | null;
  applicableTaxRules: AppliedTaxRuleJson[];
  /** Codes as entered; validCoupons the codes that apply (one per order), invalidCoupons the rest. */
  coupons: string[];
  validCoupons: string[];
  invalidCoupons: InvalidCouponJson[];
}

/** GET /api/commerce/checkout and the answer of PUT. */
export interface CheckoutJson {
  shoppingCart: CheckoutCart;
  email: string;
  shippingAddress: CheckoutAddressJson | null;
  /** Null while the billing address is the shipping address. */
  billingAddress: CheckoutAddressJson | null;
}

/**
 * PUT /api/commerce/checkout: the fields sent replace the stored ones, the rest are kept. A 400
 * answers `{ message, errors }` with one message per field, keyed by its path
 * ('email', 'shippingAddress.postalCode', 'couponCodes'), and stores nothing.
 */
export interface CheckoutChange {
  email?: string;
  shippingAddress?: CheckoutAddressJson;
  /** Null: bill to the shipping address. */
  billingAddress?: CheckoutAddressJson | null;
  shippingOptionId?: string;
  couponCodes?: string[];
}

/** The owner's shipping rates (GET/PUT /api/owner/checkout-settings); zone 'everywhere' or country codes. */
export type ShippingRateJson = { id: string; name: string; zone: 'everywhere' | string[] } & (
  | { kind: 'flat'; costCents: number }
  | { kind: 'weight'; tiers: { upToGrams: number | null; costCents: number }[] }
  | { kind: 'freeAbove'; minimumSubtotalCents: number }
);

export interface TaxRuleJson {
  id: string;
  name: string;
  countryCode: string;
  region: string | null;
  rateBasisPoints: number;
  taxesShipping: boolean;
}

export type CouponJson = { code: string } & (
  { kind: 'percentage'; percent: number } | { kind: 'fixedAmount'; amountCents: number } | { kind: 'freeShipping' }
) & {
    minimumSubtotalCents: number;
    /** ISO 8601 instants; null for open-ended. */
    startsAt: string | null;
    endsAt: string | null;
    totalUsageLimit: number | null;
    perCustomerLimit: number | null;
    /** Orders that used it so far (read only). */
    timesUsed: number;
  };

/** GET /api/owner/checkout-settings; PUT takes the same lists (timesUsed ignored) and answers them. */
export interface CheckoutSettingsJson {
  shippingRates: ShippingRateJson[];
  taxRules: TaxRuleJson[];
  coupons: CouponJson[];
}

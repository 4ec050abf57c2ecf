import { checkAddress } from '@storefront/commerce/dist/checkout/address-format';
import { isValidEmail, validationMessages } from '@storefront/form-rules';
import type { CartKind } from './cart';

/** A postal address with its recipient, as the checkout stores it. */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

/** What the shopper entered at checkout; a cart without any has EMPTY_DETAILS. */
export interface CheckoutDetails {
  email: string;
  shippingAddress: CheckoutAddress | null;
  /** Null: bill to the shipping address. */
  billingAddress: CheckoutAddress | null;
  /** Null: the cheapest option that applies. */
  shippingOptionId: string | null;
  couponCodes: string[];
}

export const EMPTY_DETAILS: CheckoutDetails = {
  email: '',
  shippingAddress: null,
  billingAddress: null,
  shippingOptionId: null,
  couponCodes: [],
};

/**
 * Whether a cart is bought through a checkout (addresses, shipping, tax): a shopping cart, and a
 * subscription's, whose every cycle ships; a gift card's asks only who buys it.
 */
export const hasCheckout = (kind: CartKind): boolean => kind === 'SHOPPING' || kind === 'SUBSCRIPTION';

/** Said of a coupon entered on a subscription: coupons are for one-time orders. */
export const SUBSCRIPTION_COUPONS = 'Coupons cannot be used on a subscription.';

/** A change: the fields present replace the stored ones. */
export type CheckoutChange = Partial<CheckoutDetails>;

/** Generous bounds on what no checkout form sends, so a row never grows without limit. */
export const CHECKOUT_LIMITS = { couponCodes: 20, couponCodeLength: 64, nameLength: 200, optionIdLength: 200 };

const TOO_LONG = validationMessages.tooLong;

function addressProblems(prefix: string, address: CheckoutAddress): Record<string, string> {
  const problems: Record<string, string> = {};
  const checked = checkAddress({ ...address, countryCode: address.countryCode.trim().toUpperCase() });
  for (const [field, message] of Object.entries(checked)) problems[`${prefix}.${field}`] = message;
  for (const field of ['firstName', 'lastName', 'phone'] as const) {
    if (address[field].length > CHECKOUT_LIMITS.nameLength) problems[`${prefix}.${field}`] = TOO_LONG;
  }
  return problems;
}

/**
 * Field path -> message for everything wrong with a change (spec §5 wording for e-mail, addresses
 * and postal codes); empty when it may be stored. An empty e-mail is allowed: the shopper has not
 * typed it yet.
 */
export function checkoutChangeProblems(change: CheckoutChange): Record<string, string> {
  const problems: Record<string, string> = {};
  if (change.email !== undefined && change.email.trim() !== '' && !isValidEmail(change.email.trim())) {
    problems.email = validationMessages.invalidEmail;
  }
  if (change.shippingAddress) Object.assign(problems, addressProblems('shippingAddress', change.shippingAddress));
  if (change.billingAddress) Object.assign(problems, addressProblems('billingAddress', change.billingAddress));
  if (change.shippingOptionId != null && change.shippingOptionId.length > CHECKOUT_LIMITS.optionIdLength) {
    problems.shippingOptionId = TOO_LONG;
  }
  const codes = change.couponCodes;
  if (
    codes &&
    (codes.length > CHECKOUT_LIMITS.couponCodes || codes.some((code) => code.length > CHECKOUT_LIMITS.couponCodeLength))
  ) {
    problems.couponCodes = TOO_LONG;
  }
  return problems;
}

/** An address as it is stored: tidied the way shipping rates and tax rules match it (country upper-case). */
export const tidyAddress = (address: CheckoutAddress): CheckoutAddress => ({
  ...address,
  countryCode: address.countryCode.trim().toUpperCase(),
});

/** The stored details after a change, addresses tidied (tidyAddress). */
export function applyCheckoutChange(details: CheckoutDetails, change: CheckoutChange): CheckoutDetails {
  return {
    email: change.email !== undefined ? change.email.trim() : details.email,
    shippingAddress: change.shippingAddress ? tidyAddress(change.shippingAddress) : details.shippingAddress,
    billingAddress:
      change.billingAddress !== undefined
        ? change.billingAddress && tidyAddress(change.billingAddress)
        : details.billingAddress,
    shippingOptionId: change.shippingOptionId !== undefined ? change.shippingOptionId : details.shippingOptionId,
    couponCodes:
      change.couponCodes !== undefined
        ? [...new Set(change.couponCodes.map((code) => code.trim()).filter((code) => code !== ''))]
        : details.couponCodes,
  };
}

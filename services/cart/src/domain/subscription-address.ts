import { FailedPreconditionError, FieldsRefusedError } from '@storefront/service-kit/errors';
import type { CheckoutRules } from './checkout';
import { checkoutChangeProblems, tidyAddress, type CheckoutAddress } from './checkout-details';
import { ANSWERS_REFUSED } from './messages';
import { ORDER_MESSAGES } from './order-messages';
import { priceRenewal } from './renewal-price';
import type { Subscription } from './subscription';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

/**
 * A subscription's new shipping address as it is stored, checked with the checkout's own rules
 * (spec §5 wording per field path, 'shippingAddress.postalCode'): the same address is accepted or
 * refused in both places.
 */
export function checkedShippingAddress(address: CheckoutAddress): CheckoutAddress {
  const problems = checkoutChangeProblems({ shippingAddress: address });
  if (Object.keys(problems).length > 0) throw new FieldsRefusedError(ANSWERS_REFUSED, problems);
  return tidyAddress(address);
}

/**
 * The subscription shipping its next cycles to `address`. Only an active one renews, so only it
 * has cycles left to send elsewhere; one bought without an address ships nothing. Whether a rate
 * reaches the address is decided as its renewals will decide it, by pricing a cycle with the
 * store's rules of the day, so an address accepted now is not refused by the next renewal (unless
 * the owner changes the rates).
 */
export function readdressedSubscription(
  subscription: Subscription,
  address: CheckoutAddress,
  rules: CheckoutRules,
  now: Date,
): Subscription {
  if (subscription.status === 'ended') throw new FailedPreconditionError(SUBSCRIPTION_MESSAGES.ended);
  if (subscription.status !== 'active') throw new FailedPreconditionError(SUBSCRIPTION_MESSAGES.notRenewing);
  if (subscription.shippingAddress === null) throw new FailedPreconditionError(SUBSCRIPTION_MESSAGES.shipsNothing);
  // A billing address that was the shipping address (the checkout's "same as shipping") moves with
  // it; one the customer gave apart stays.
  const billedWhereShipped = isSameAddress(subscription.billingAddress, subscription.shippingAddress);
  const readdressed = {
    ...subscription,
    shippingAddress: address,
    billingAddress: billedWhereShipped ? address : subscription.billingAddress,
  };
  if (!priceRenewal(readdressed, rules, now).ships) throw new FailedPreconditionError(ORDER_MESSAGES.notShipped);
  return readdressed;
}

function isSameAddress(one: CheckoutAddress | null, other: CheckoutAddress | null): boolean {
  if (one === null || other === null) return one === other;
  return (Object.keys(other) as (keyof CheckoutAddress)[]).every((field) => one[field] === other[field]);
}
